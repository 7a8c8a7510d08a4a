import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { securityEventMessages as msg, securityEventReportInput, type SecurityEvent, type SecurityEventReport } from '@shared/contracts/security-events';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useSession } from '../../auth/session';
import { downloadReport, useSaveReport } from './api';

/** The report dialog (portal §2, `create_report=true`): what the PDF says besides the timeline. */
export function ReportDialog({
  event,
  report,
  opened,
  onClose,
}: {
  event: SecurityEvent;
  report: SecurityEventReport | null | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const session = useSession();
  const save = useSaveReport(event.id);
  const form = useContractForm(securityEventReportInput, { summary: '', impact: '', root_cause: '', resolution: '' });
  const { setValues, resetDirty, clearErrors } = form;
  const [downloading, setDownloading] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setValues({ summary: report?.summary ?? '', impact: report?.impact ?? '', root_cause: report?.root_cause ?? '', resolution: report?.resolution ?? '' });
    resetDirty();
    clearErrors();
  }, [opened, report, setValues, resetDirty, clearErrors]);

  async function download() {
    setDownloading(true);
    try {
      await downloadReport(event.id);
    } catch (err) {
      notifyError(err, msg.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notifySuccess(msg.reportCreated);
      if (session.can('security_events_report:download')) await download();
      onClose();
    } catch (err) {
      showServerErrors(form, err);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} size="xl" title={<Text fw={700}>{report ? 'Edit the report' : 'Create the report'}</Text>}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The PDF shows these sections with the event's key facts and the timeline of its {event.update_count} update{event.update_count === 1 ? '' : 's'}.
            Customer names are left out, so you can share it.
          </Text>
          <Textarea
            label="Summary"
            required
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('summary')}
            placeholder="What happened, in a few sentences."
            data-autofocus
          />
          <Textarea
            label="Impact"
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps('impact')}
            placeholder="Who and what was affected, and for how long."
          />
          <Textarea label="Root cause" autosize minRows={2} maxRows={8} {...form.getInputProps('root_cause')} />
          <Textarea
            label="Resolution and follow-up"
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps('resolution')}
            placeholder="What fixed it, and what changes so it does not happen again."
          />
          <Group justify="space-between" mt="sm">
            {report && session.can('security_events_report:download') ? (
              <Button variant="subtle" leftSection={<IconDownload size={16} />} onClick={() => void download()} loading={downloading}>
                Download current report
              </Button>
            ) : (
              <span />
            )}
            <Group>
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                {session.can('security_events_report:download') ? 'Save and download' : 'Save report'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
