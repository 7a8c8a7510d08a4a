import { SentBack } from '@web/ui/SentBack';
import { Autocomplete, Button, Center, FileInput, Grid, Group, Image, Paper, Select, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { certificationFields, certificationMessages } from '@shared/contracts/certifications';
import { ApiError } from '@web/lib/api';
import { chosenFile, documentFormData } from '@web/lib/documentForms';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { ActiveField, BackToList, CurrentFile, DocumentFileInput, FormButtons, SensitivityField } from '@web/ui/DocumentForm';
import { ErrorState } from '@web/ui/ErrorState';
import { FullPageLoader } from '@web/ui/FullPageLoader';
import { PageHeader } from '@web/ui/PageHeader';
import { documentMaxBytes, formatSize, imageAccept, imageMaxBytes } from '@web/ui/SensitivityBadge';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../pages/ErrorPage';
import { useCertification, useSaveCertification, useStandardLogos } from './api';
import { CertLogo } from './CertLogo';
import { hasPassed } from './expiry';

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

/** The contract, and the certificate and logo chosen, within their size limits. */
const complianceForm = certificationFields.extend({
  file: chosenFile(documentMaxBytes, `The file is too large (the limit is ${formatSize(documentMaxBytes)}).`),
  logo: chosenFile(imageMaxBytes, `The logo is too large (the limit is ${formatSize(imageMaxBytes)}).`),
});

/** /trust-center/compliance/new and /{complianceId}/edit. */
export function ComplianceFormPage() {
  const { complianceId: id } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const existing = useCertification(id);
  const logos = useStandardLogos();
  const save = useSaveCertification(id);
  const form = useContractForm(complianceForm, {
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
    remove_logo: false,
    remove_file: false,
    file: null,
    logo: null,
  });
  const { setValues, resetDirty } = form;
  const [logoTouched, setLogoTouched] = useState(false);
  const logo = form.values.logo;
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
    setValues({
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
    resetDirty();
    setLogoTouched(true);
  }, [existing.data, setValues, resetDirty]);

  if (!session.can(id ? 'documents:edit' : 'documents:create')) return <SentBack to={list} />;
  if (id && existing.error)
    return existing.error instanceof ApiError && existing.error.status === 404 ? <NotFoundPage /> : <ErrorState error={existing.error} />;
  if (id && existing.isLoading) return <FullPageLoader />;

  function onName(name: string) {
    form.setFieldValue('name', name);
    // Suggest the matching standard badge until the user picks one.
    if (!logoTouched && logos.data) {
      const n = norm(name);
      const hit = logos.data.find((l) => n.includes(norm(l.name)) || n.includes(norm(l.key)));
      form.setFieldValue('standard_logo', hit?.key ?? null);
    }
  }

  const submit = form.onSubmit(async ({ file, logo: newLogo, ...fields }) => {
    const values = { ...fields, remove_logo: fields.remove_logo && !newLogo, remove_file: fields.remove_file && !file };
    try {
      await save.mutateAsync(documentFormData(values, { file, logo: newLogo }));
      notifySuccess(id ? certificationMessages.updated : certificationMessages.created);
      navigate(list);
    } catch (err) {
      showServerErrors(form, err);
    }
  });

  const chosen = logos.data?.find((l) => l.key === form.values.standard_logo) ?? null;
  const uploaded = existing.data?.logo && !form.values.remove_logo ? existing.data.logo : null;
  const currentFile = existing.data?.file && !form.values.remove_file ? existing.data.file : null;

  return (
    <Stack maw={980} gap="md">
      <BackToList to={list}>Compliance and Certifications</BackToList>
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
                  maxLength={120}
                  {...form.getInputProps('name')}
                  onChange={(e) => onName(e.currentTarget.value)}
                />
                <TextInput label="Auditor" placeholder="e.g. A-LIGN, BSI Group" maxLength={200} {...form.getInputProps('auditor_info')} />
                <Group grow align="flex-start">
                  <DateInput
                    label="Valid until"
                    placeholder="No expiry"
                    valueFormat="D MMM YYYY"
                    clearable
                    description={hasPassed(form.values.expiry_date) ? certificationMessages.expiryPassed : undefined}
                    {...form.getInputProps('expiry_date')}
                  />
                  <Switch mt={32} label="Show validity on the Trust Center" {...form.getInputProps('show_validity', { type: 'checkbox' })} />
                </Group>
                <Group grow align="flex-start">
                  <Autocomplete label="Industry" placeholder="e.g. Healthcare" data={industries} {...form.getInputProps('industry')} />
                  <Switch mt={32} label="Show industry on the Trust Center" {...form.getInputProps('show_industry', { type: 'checkbox' })} />
                </Group>
                <Textarea
                  label="Description"
                  placeholder="What the certification covers, in a sentence or two."
                  autosize
                  minRows={2}
                  maxRows={6}
                  maxLength={2000}
                  {...form.getInputProps('description')}
                />
                <Textarea
                  label="Report overview"
                  placeholder="Scope, period and outcome of the audit report."
                  autosize
                  minRows={2}
                  maxRows={6}
                  maxLength={2000}
                  {...form.getInputProps('report_overview')}
                />
                <SensitivityField
                  description="Confidential certificates are shown with a lock; the document is shared only on request."
                  {...form.getInputProps('sensitivity')}
                />
                {currentFile && <CurrentFile label="Current certificate:" file={currentFile} onRemove={() => form.setFieldValue('remove_file', true)} />}
                <DocumentFileInput
                  label={currentFile ? 'Replace certificate' : 'Certificate or report'}
                  description="PDF, PNG, JPEG, WebP or GIF, up to 20 MB"
                  {...form.getInputProps('file')}
                />
                <ActiveField description="Active certifications are shown on the Trust Center." {...form.getInputProps('is_active', { type: 'checkbox' })} />
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
                    <CertLogo size={96} cert={{ name: form.values.name || '?', logo: uploaded, standard_logo: uploaded ? null : chosen }} />
                  )}
                </Center>
                <Select
                  label="Standard logo"
                  placeholder="Choose a badge"
                  searchable
                  clearable
                  data={(logos.data ?? []).map((l) => ({ value: l.key, label: l.name }))}
                  {...form.getInputProps('standard_logo')}
                  onChange={(v) => {
                    setLogoTouched(true);
                    form.setFieldValue('standard_logo', v);
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
                />
                <FileInput
                  label="Or upload your own"
                  placeholder="PNG, JPEG, WebP or GIF"
                  accept={imageAccept}
                  clearable
                  leftSection={<IconPhoto size={16} />}
                  description="Shown instead of the standard badge. Up to 2 MB."
                  {...form.getInputProps('logo')}
                />
                {uploaded && !logo && (
                  <Button size="xs" variant="subtle" color="red" leftSection={<IconX size={14} />} onClick={() => form.setFieldValue('remove_logo', true)}>
                    Remove uploaded logo
                  </Button>
                )}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
        <FormButtons cancelTo={list} submitLabel={id ? 'Save changes' : 'Add Compliance'} saving={save.isPending} mt="md" />
      </form>
    </Stack>
  );
}
