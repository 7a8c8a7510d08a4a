import {
  Anchor,
  Autocomplete,
  Button,
  Center,
  FileInput,
  Grid,
  Group,
  Image,
  Input,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconArrowLeft, IconDownload, IconPaperclip, IconPhoto, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { certificationMessages } from '@shared/contracts/certifications';
import { ApiError, downloadFile } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { ErrorState } from '@web/ui/ErrorState';
import { FullPageLoader } from '@web/ui/FullPageLoader';
import { PageHeader } from '@web/ui/PageHeader';
import { documentAccept, documentMaxBytes, formatSize, imageAccept, imageMaxBytes, sensitivityOptions } from '@web/ui/SensitivityBadge';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../pages/ErrorPage';
import { useCertification, useSaveCertification, useStandardLogos } from './api';
import { CertLogo } from './CertLogo';

const list = '/trust-center/compliance';
const industries = [
  'Cloud services',
  'Financial services',
  'Healthcare',
  'Government',
  'Payments',
  'Education',
  'Retail',
  'Telecommunications',
  'Automotive',
  'Privacy',
];
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

interface State {
  name: string;
  auditor_info: string;
  sensitivity: 'PUBLIC' | 'CONFIDENTIAL';
  expiry_date: string | null;
  show_validity: boolean;
  standard_logo: string | null;
  industry: string;
  show_industry: boolean;
  description: string;
  report_overview: string;
  is_active: boolean;
}

const empty: State = {
  name: '',
  auditor_info: '',
  sensitivity: 'PUBLIC',
  expiry_date: null,
  show_validity: true,
  standard_logo: null,
  industry: '',
  show_industry: false,
  description: '',
  report_overview: '',
  is_active: true,
};

/** /trust-center/compliance/new and /{complianceId}/edit. */
export function ComplianceFormPage() {
  const { complianceId: id } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const existing = useCertification(id);
  const logos = useStandardLogos();
  const save = useSaveCertification(id);
  const [s, setS] = useState<State>(empty);
  const [logoTouched, setLogoTouched] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [removeFile, setRemoveFile] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof State>(k: K, v: State[K]) => setS((p) => ({ ...p, [k]: v }));
  const logoPreview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(
    () => () => {
      if (logoPreview) URL.revokeObjectURL(logoPreview);
    },
    [logoPreview],
  );

  useEffect(() => {
    const c = existing.data;
    if (!c) return;
    setS({
      name: c.name,
      auditor_info: c.auditor_info,
      sensitivity: c.sensitivity,
      expiry_date: c.expiry_date,
      show_validity: c.show_validity,
      standard_logo: c.standard_logo?.key ?? null,
      industry: c.industry?.name ?? '',
      show_industry: c.show_industry,
      description: c.description,
      report_overview: c.report_overview,
      is_active: c.is_active,
    });
    setLogoTouched(true);
  }, [existing.data]);

  if (!session.can(id ? 'documents:edit' : 'documents:create')) return <Navigate to={list} replace />;
  if (id && existing.error)
    return existing.error instanceof ApiError && existing.error.status === 404 ? <NotFoundPage /> : <ErrorState error={existing.error} />;
  if (id && existing.isLoading) return <FullPageLoader />;

  function onName(name: string) {
    set('name', name);
    // Suggest the matching standard badge until the user picks one.
    if (!logoTouched && logos.data) {
      const n = norm(name);
      const hit = logos.data.find((l) => n.includes(norm(l.name)) || n.includes(norm(l.key)));
      setS((p) => ({ ...p, name, standard_logo: hit?.key ?? null }));
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!s.name.trim()) next.name = certificationMessages.nameRequired;
    if (file && file.size > documentMaxBytes) next.file = `The file is too large (the limit is ${formatSize(documentMaxBytes)}).`;
    if (logo && logo.size > imageMaxBytes) next.logo = `The logo is too large (the limit is ${formatSize(imageMaxBytes)}).`;
    setErrors(next);
    if (Object.keys(next).length) return;
    const form = new FormData();
    form.append(
      'data',
      JSON.stringify({
        ...s,
        name: s.name.trim(),
        industry: s.industry.trim() || null,
        expiry_date: s.expiry_date ?? '',
        remove_logo: removeLogo && !logo,
        remove_file: removeFile && !file,
      }),
    );
    if (file) form.append('file', file, file.name);
    if (logo) form.append('logo', logo, logo.name);
    try {
      await save.mutateAsync(form);
      notifySuccess(id ? certificationMessages.updated : certificationMessages.created);
      navigate(list);
    } catch (err) {
      if (err instanceof ApiError && err.attr) setErrors({ [err.attr]: err.detail });
      else notifyError(err);
    }
  }

  const chosen = logos.data?.find((l) => l.key === s.standard_logo) ?? null;
  const uploaded = existing.data?.logo && !removeLogo ? existing.data.logo : null;
  const currentFile = existing.data?.file && !removeFile ? existing.data.file : null;

  return (
    <Stack maw={980} gap="md">
      <Anchor component={Link} to={list} size="sm" c="dimmed">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Compliance and Certifications
        </Group>
      </Anchor>
      <PageHeader title={id ? 'Edit Compliance' : 'Add Compliance'} description="What you are certified for, by whom, and until when." />
      <form onSubmit={submit} noValidate>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder p="lg">
              <Stack gap="md">
                <TextInput
                  label="Name"
                  placeholder="e.g. SOC 2 Type II"
                  required
                  value={s.name}
                  maxLength={120}
                  onChange={(e) => onName(e.currentTarget.value)}
                  error={errors.name}
                />
                <TextInput
                  label="Auditor"
                  placeholder="e.g. A-LIGN, BSI Group"
                  value={s.auditor_info}
                  maxLength={200}
                  onChange={(e) => set('auditor_info', e.currentTarget.value)}
                  error={errors.auditor_info}
                />
                <Group grow align="flex-start">
                  <DateInput
                    label="Valid until"
                    placeholder="No expiry"
                    value={s.expiry_date}
                    onChange={(v) => set('expiry_date', v)}
                    valueFormat="D MMM YYYY"
                    clearable
                    error={errors.expiry_date}
                  />
                  <Switch
                    mt={32}
                    label="Show validity on the Trust Center"
                    checked={s.show_validity}
                    onChange={(e) => set('show_validity', e.currentTarget.checked)}
                  />
                </Group>
                <Group grow align="flex-start">
                  <Autocomplete
                    label="Industry"
                    placeholder="e.g. Healthcare"
                    data={industries}
                    value={s.industry}
                    onChange={(v) => set('industry', v)}
                    error={errors.industry}
                  />
                  <Switch
                    mt={32}
                    label="Show industry on the Trust Center"
                    checked={s.show_industry}
                    onChange={(e) => set('show_industry', e.currentTarget.checked)}
                  />
                </Group>
                <Textarea
                  label="Description"
                  placeholder="What the certification covers, in a sentence or two."
                  autosize
                  minRows={2}
                  maxRows={6}
                  maxLength={2000}
                  value={s.description}
                  onChange={(e) => set('description', e.currentTarget.value)}
                  error={errors.description}
                />
                <Textarea
                  label="Report overview"
                  placeholder="Scope, period and outcome of the audit report."
                  autosize
                  minRows={2}
                  maxRows={6}
                  maxLength={2000}
                  value={s.report_overview}
                  onChange={(e) => set('report_overview', e.currentTarget.value)}
                  error={errors.report_overview}
                />
                <Input.Wrapper label="Sensitivity" description="Confidential certificates are shown with a lock; the document is shared only on request.">
                  <div>
                    <SegmentedControl
                      mt={6}
                      data={sensitivityOptions}
                      value={s.sensitivity}
                      onChange={(v) => set('sensitivity', v as State['sensitivity'])}
                      aria-label="Sensitivity"
                    />
                  </div>
                </Input.Wrapper>
                {currentFile && (
                  <Group gap="xs">
                    <Text size="sm" c="dimmed">
                      Current certificate:
                    </Text>
                    <Anchor
                      size="sm"
                      component="button"
                      type="button"
                      onClick={() => void downloadFile(currentFile.url, currentFile.name).catch((err) => notifyError(err))}
                    >
                      <Group gap={4}>
                        <IconDownload size={14} />
                        {currentFile.name}
                      </Group>
                    </Anchor>
                    <Button size="compact-xs" variant="subtle" color="red" leftSection={<IconX size={12} />} onClick={() => setRemoveFile(true)}>
                      Remove
                    </Button>
                  </Group>
                )}
                <FileInput
                  label={currentFile ? 'Replace certificate' : 'Certificate or report'}
                  placeholder="Choose a PDF or an image"
                  accept={documentAccept}
                  value={file}
                  onChange={setFile}
                  clearable
                  leftSection={<IconPaperclip size={16} />}
                  error={errors.file}
                  description="PDF, PNG, JPEG, WebP or GIF, up to 20 MB"
                />
                <Switch
                  label="Active"
                  description="Active certifications are shown on the Trust Center."
                  checked={s.is_active}
                  onChange={(e) => set('is_active', e.currentTarget.checked)}
                  color="teal"
                />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="lg">
              <Stack gap="md">
                <Title order={5}>Logo</Title>
                <Center h={120} bg="gray.0" style={{ borderRadius: 8 }}>
                  {logoPreview ? (
                    <Image src={logoPreview} alt="New logo" h={96} w={96} fit="contain" />
                  ) : (
                    <CertLogo size={96} cert={{ name: s.name || '?', logo: uploaded, standard_logo: uploaded ? null : chosen }} />
                  )}
                </Center>
                <Select
                  label="Standard logo"
                  placeholder="Choose a badge"
                  searchable
                  clearable
                  data={(logos.data ?? []).map((l) => ({ value: l.key, label: l.name }))}
                  value={s.standard_logo}
                  onChange={(v) => {
                    setLogoTouched(true);
                    set('standard_logo', v);
                  }}
                  renderOption={({ option }) => {
                    const l = logos.data?.find((x) => x.key === option.value);
                    return (
                      <Group gap="sm" wrap="nowrap">
                        {l && <Image src={l.url} alt="" w={28} h={28} />}
                        <Text size="sm">{option.label}</Text>
                      </Group>
                    );
                  }}
                  error={errors.standard_logo}
                />
                <FileInput
                  label="Or upload your own"
                  placeholder="PNG, JPEG, WebP or GIF"
                  accept={imageAccept}
                  value={logo}
                  onChange={setLogo}
                  clearable
                  leftSection={<IconPhoto size={16} />}
                  error={errors.logo}
                  description="Shown instead of the standard badge. Up to 2 MB."
                />
                {uploaded && !logo && (
                  <Button size="xs" variant="subtle" color="red" leftSection={<IconX size={14} />} onClick={() => setRemoveLogo(true)}>
                    Remove uploaded logo
                  </Button>
                )}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" mt="md">
          <Button variant="default" component={Link} to={list}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {id ? 'Save changes' : 'Add Compliance'}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
