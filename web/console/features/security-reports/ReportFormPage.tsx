import { SentBack } from '@web/ui/SentBack';
import { Paper, Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { reportFields, reportMessages } from '@shared/contracts/security-reports';
import { ApiError } from '@web/lib/api';
import { chosenFile, documentFormData } from '@web/lib/documentForms';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { ActiveField, BackToList, CurrentFile, DocumentFileInput, FormButtons, SensitivityField } from '@web/ui/DocumentForm';
import { ErrorState } from '@web/ui/ErrorState';
import { FullPageLoader } from '@web/ui/FullPageLoader';
import { PageHeader } from '@web/ui/PageHeader';
import { documentMaxBytes, formatSize } from '@web/ui/SensitivityBadge';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../pages/ErrorPage';
import { useReport, useSaveReport } from './api';

const list = '/trust-center/security-reports';
const tooLarge = `The file is too large (the limit is ${formatSize(documentMaxBytes)}).`;
/** The contract, and the file: required for a new report, within the size limit. */
const reportForm = (creating: boolean) =>
  reportFields.extend({ file: chosenFile(documentMaxBytes, tooLarge, creating ? reportMessages.fileRequired : undefined) });

/** /trust-center/security-reports/new and /{securityReportId}/edit. */
export function ReportFormPage() {
  const { securityReportId: id } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const existing = useReport(id);
  const save = useSaveReport(id);
  const schema = useMemo(() => reportForm(!id), [id]);
  const form = useContractForm(schema, { name: '', issued_by: '', sensitivity: 'PUBLIC', is_active: true, file: null });
  const { setValues, resetDirty } = form;

  useEffect(() => {
    const r = existing.data;
    if (!r) return;
    setValues({ name: r.name, issued_by: r.issued_by, sensitivity: r.sensitivity, is_active: r.is_active });
    resetDirty();
  }, [existing.data, setValues, resetDirty]);

  if (!session.can(id ? 'documents:edit' : 'documents:create')) return <SentBack to={list} />;
  if (id && existing.error)
    return existing.error instanceof ApiError && existing.error.status === 404 ? <NotFoundPage /> : <ErrorState error={existing.error} />;
  if (id && existing.isLoading) return <FullPageLoader />;

  const submit = form.onSubmit(async ({ file, ...fields }) => {
    try {
      await save.mutateAsync(documentFormData(fields, { file }));
      notifySuccess(id ? reportMessages.updated : reportMessages.created);
      navigate(list);
    } catch (err) {
      showServerErrors(form, err);
    }
  });

  const current = existing.data?.file;
  return (
    <Stack maw={720} gap="md">
      <BackToList to={list}>Security Reports</BackToList>
      <PageHeader
        title={id ? 'Edit Security Report' : 'Add Security Report'}
        description="PDF or image, up to 20 MB. Confidential reports are listed with a lock and shared only on request."
      />
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Report name" placeholder="e.g. 2025 Penetration Test Summary" required maxLength={150} {...form.getInputProps('name')} />
          <TextInput label="Issued by" placeholder="e.g. Cure53" maxLength={150} {...form.getInputProps('issued_by')} />
          <SensitivityField {...form.getInputProps('sensitivity')} />
          {current && <CurrentFile label="Current file:" file={current} showSize />}
          <DocumentFileInput
            label={current ? 'Replace file' : 'Report file'}
            required={!id}
            description="PDF, PNG, JPEG, WebP or GIF"
            {...form.getInputProps('file')}
          />
          <ActiveField description="Active reports are listed on the Trust Center." {...form.getInputProps('is_active', { type: 'checkbox' })} />
          <FormButtons cancelTo={list} submitLabel={id ? 'Save changes' : 'Add Report'} saving={save.isPending} mt="sm" />
        </Stack>
      </Paper>
    </Stack>
  );
}
