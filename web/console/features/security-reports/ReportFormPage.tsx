import { Anchor, Button, FileInput, Group, Paper, SegmentedControl, Stack, Switch, Text, TextInput, Input } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconPaperclip } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { reportMessages } from '@shared/contracts/security-reports';
import { ApiError, downloadFile } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { ErrorState } from '@web/ui/ErrorState';
import { FullPageLoader } from '@web/ui/FullPageLoader';
import { PageHeader } from '@web/ui/PageHeader';
import { documentAccept, documentMaxBytes, formatSize, sensitivityOptions } from '@web/ui/SensitivityBadge';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../pages/ErrorPage';
import { useReport, useSaveReport } from './api';

const list = '/trust-center/security-reports';

/** /trust-center/security-reports/new and /{securityReportId}/edit. */
export function ReportFormPage() {
  const { securityReportId: id } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const existing = useReport(id);
  const save = useSaveReport(id);
  const [name, setName] = useState('');
  const [issuedBy, setIssuedBy] = useState('');
  const [sensitivity, setSensitivity] = useState<'PUBLIC' | 'CONFIDENTIAL'>('PUBLIC');
  const [active, setActive] = useState(true);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!existing.data) return;
    setName(existing.data.name);
    setIssuedBy(existing.data.issued_by);
    setSensitivity(existing.data.sensitivity);
    setActive(existing.data.is_active);
  }, [existing.data]);

  if (!session.can(id ? 'documents:edit' : 'documents:create')) return <Navigate to={list} replace />;
  if (id && existing.error)
    return existing.error instanceof ApiError && existing.error.status === 404 ? <NotFoundPage /> : <ErrorState error={existing.error} />;
  if (id && existing.isLoading) return <FullPageLoader />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!name.trim()) next.name = reportMessages.nameRequired;
    if (!id && !file) next.file = reportMessages.fileRequired;
    if (file && file.size > documentMaxBytes) next.file = `The file is too large (the limit is ${formatSize(documentMaxBytes)}).`;
    setErrors(next);
    if (Object.keys(next).length) return;
    const form = new FormData();
    form.append('name', name.trim());
    form.append('issued_by', issuedBy.trim());
    form.append('sensitivity', sensitivity);
    form.append('is_active', String(active));
    if (file) form.append('file', file, file.name);
    try {
      await save.mutateAsync(form);
      notifySuccess(id ? reportMessages.updated : reportMessages.created);
      navigate(list);
    } catch (err) {
      if (err instanceof ApiError && err.attr) setErrors({ [err.attr]: err.detail });
      else notifyError(err);
    }
  }

  const current = existing.data?.file;
  return (
    <Stack maw={720} gap="md">
      <Anchor component={Link} to={list} size="sm" c="dimmed">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Security Reports
        </Group>
      </Anchor>
      <PageHeader
        title={id ? 'Edit Security Report' : 'Add Security Report'}
        description="PDF or image, up to 20 MB. Confidential reports are listed with a lock and shared only on request."
      />
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Report name"
            placeholder="e.g. 2025 Penetration Test Summary"
            required
            value={name}
            maxLength={150}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
          <TextInput
            label="Issued by"
            placeholder="e.g. Cure53"
            value={issuedBy}
            maxLength={150}
            onChange={(e) => setIssuedBy(e.currentTarget.value)}
            error={errors.issued_by}
          />
          <Input.Wrapper label="Sensitivity" error={errors.sensitivity}>
            <div>
              <SegmentedControl
                mt={4}
                data={sensitivityOptions}
                value={sensitivity}
                onChange={(v) => setSensitivity(v as 'PUBLIC' | 'CONFIDENTIAL')}
                aria-label="Sensitivity"
              />
            </div>
          </Input.Wrapper>
          {current && (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                Current file:
              </Text>
              <Anchor size="sm" component="button" type="button" onClick={() => void downloadFile(current.url, current.name).catch((err) => notifyError(err))}>
                <Group gap={4}>
                  <IconDownload size={14} />
                  {current.name}
                </Group>
              </Anchor>
              <Text size="xs" c="dimmed">
                ({formatSize(current.size)})
              </Text>
            </Group>
          )}
          <FileInput
            label={current ? 'Replace file' : 'Report file'}
            placeholder="Choose a PDF or an image"
            required={!id}
            accept={documentAccept}
            value={file}
            onChange={setFile}
            clearable
            leftSection={<IconPaperclip size={16} />}
            error={errors.file}
            description="PDF, PNG, JPEG, WebP or GIF"
          />
          <Switch
            label="Active"
            description="Active reports are listed on the Trust Center."
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
            color="teal"
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" component={Link} to={list}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {id ? 'Save changes' : 'Add Report'}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
