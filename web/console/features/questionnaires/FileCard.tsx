import { Alert, Badge, Button, Card, Group, Menu, Progress, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconAlertTriangle,
  IconCheck,
  IconDots,
  IconDownload,
  IconEye,
  IconFileSpreadsheet,
  IconRefresh,
  IconRocket,
  IconSparkles,
  IconTable,
  IconTrash,
  IconTransform,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { excelFormats, isRequestClosed, wordFormats, type QuestionnaireRequestView, type RequestFileView } from '@shared/contracts/questionnaires';
import { ErrorCode } from '@shared/errors';
import { ApiError, downloadFile } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { confirmAction } from '@web/ui/confirm';
import { downloadQuestionnaireResult } from '@web/ui/resultDownload';
import { useSession } from '../../auth/session';
import { useFileAction } from './api';
import { CompletionModal } from './CompletionModal';
import { fileIcon } from './FilePicker';
import { SheetMappingModal } from './SheetMappingModal';
import { SheetViewModal } from './SheetViewModal';
import { WordConversionModal } from './WordConversionModal';
import { KbDocumentsModal } from '@web/ui/KbDocumentsModal';

const statusColor = (f: RequestFileView) =>
  f.parse_status === 'FAILED' || f.ai_status === 'FAILED'
    ? 'red'
    : f.status === 'COMPLETE'
      ? 'green'
      : f.status === 'APPROVED'
        ? 'teal'
        : f.parse_status === 'NEEDS_MAPPING'
          ? 'orange'
          : 'blue';

/** One questionnaire file of a request, with what can be done with it now (questionnaires §2.7). */
export function FileCard({ request, file, onOpenReview }: { request: QuestionnaireRequestView; file: RequestFileView; onOpenReview: () => void }) {
  const session = useSession();
  const sme = session.isRole('sme');
  const act = useFileAction(request.id);
  const [kbOpen, setKbOpen] = useState<false | 'start' | 'retry'>(false);
  const [mapping, setMapping] = useState(false);
  const [converting, setConverting] = useState(false);
  const [sheetView, setSheetView] = useState(false);
  const [completed, setCompleted] = useState(false);
  const { Icon, color } = fileIcon(file.file.name);
  const isExcel = excelFormats.includes(file.format);
  const isWord = wordFormats.includes(file.format);
  const parsing = ['QUEUED', 'PARSING', 'EXTRACTING'].includes(file.parse_status);
  const drafting = file.ai_status === 'QUEUED' || file.ai_status === 'PROCESSING';
  const processed = file.parse_status === 'PROCESSED';
  const a = file.allowed_actions;
  const base = `/questionnaire/request/${request.id}/request-file/${file.id}`;

  const start = async (retry: boolean, kb?: string[]) => {
    try {
      await act.start.mutateAsync({ fileId: file.id, kb, retry });
      setKbOpen(false);
      notifySuccess(retry ? 'AI drafting resumed' : 'AI drafting started');
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.missingKbFiles) setKbOpen(retry ? 'retry' : 'start');
      else notifyError(err);
    }
  };

  const relaunch = async () => {
    const ok = await confirmAction({
      title: 'Relaunch AI',
      message: 'The AI drafts again every answer that is not approved and was not written by a person. Continue?',
      confirmLabel: 'Relaunch',
    });
    if (ok) setKbOpen('start');
  };

  const remove = async () => {
    const ok = await confirmAction({
      title: 'Delete file',
      message: `Delete ${file.file.name} and all its questions and answers? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await act.remove.mutateAsync(file.id);
      notifySuccess('File deleted');
    } catch (err) {
      notifyError(err);
    }
  };

  const complete = async () => {
    try {
      await act.status.mutateAsync({ fileId: file.id, status: 'COMPLETE' });
      setCompleted(true);
    } catch (err) {
      notifyError(err);
    }
  };

  const beginReview = async () => {
    if (!sme && a.can_change_status && !file.is_review_started && file.status !== 'IN_REVIEW') {
      try {
        await act.status.mutateAsync({ fileId: file.id, status: 'IN_REVIEW' });
      } catch {
        /* the review opens anyway */
      }
    }
    onOpenReview();
  };

  const download = async () => {
    try {
      await downloadQuestionnaireResult(base, isWord ? 'word' : 'excel', file.file.name);
    } catch (err) {
      notifyError(err, 'The file could not be downloaded. Please try again.');
    }
  };

  const groups = Object.entries(file.groups);
  const status = sme ? file.status_for_sme : file.status_for_sales;

  return (
    <Card padding="md" data-testid="file-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" color={color} size={42} radius="md">
            <Icon size={24} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} truncate title={file.file.name}>
              {file.file.name}
            </Text>
            <Group gap="xs">
              <Badge size="sm" variant="light" color={statusColor(file)} data-testid="file-status">
                {status}
              </Badge>
              {processed && (
                <Text size="xs" c="dimmed">
                  {file.question_count} questions · {file.answered_count} answered · {file.approved_count} approved
                </Text>
              )}
              {file.ai_completed_at && (
                <Tooltip label={`AI answered ${file.ai_answered_count} of ${file.question_count}`}>
                  <Text size="xs" c="dimmed">
                    AI drafted {dayjs(file.ai_completed_at).format('D MMM, HH:mm')}
                  </Text>
                </Tooltip>
              )}
            </Group>
          </Stack>
        </Group>
        <Menu position="bottom-end" withArrow>
          <Menu.Target>
            <Button variant="subtle" color="gray" px={6} aria-label={`Actions for ${file.file.name}`}>
              <IconDots size={18} />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {isExcel && file.parse_status !== 'FAILED' && file.parse_status !== 'QUEUED' && (
              <Menu.Item leftSection={<IconTable size={16} />} onClick={() => setSheetView(true)}>
                View sheets
              </Menu.Item>
            )}
            {!sme && (
              <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => void downloadFile(file.file.url, file.file.name).catch((e) => notifyError(e))}>
                Download original
              </Menu.Item>
            )}
            {!sme && file.converted_file_url && (
              <Menu.Item
                leftSection={<IconFileSpreadsheet size={16} />}
                onClick={() => void downloadFile(file.converted_file_url!, 'converted.xlsx').catch((e) => notifyError(e))}
              >
                Download converted file
              </Menu.Item>
            )}
            {a.can_delete && (
              <>
                <Menu.Divider />
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => void remove()}>
                  Delete file
                </Menu.Item>
              </>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>

      {parsing && (
        <Stack gap={4} mt="md">
          <Text size="sm" c="dimmed">
            {file.parse_status === 'EXTRACTING' ? (isWord ? 'Converting the document…' : 'Importing the questions…') : 'Reading the file…'}
          </Text>
          <Progress value={Math.max(8, file.parse_progress)} animated striped aria-label="Reading the file" />
          {file.ai_processor_failure_reason && (
            <Text size="xs" c="orange.8" data-testid="file-resumed">
              {file.ai_processor_failure_reason}
            </Text>
          )}
        </Stack>
      )}
      {file.parse_status === 'FAILED' && (
        <Alert mt="md" color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="This file could not be imported">
          {file.ai_processor_failure_reason}
        </Alert>
      )}
      {file.parse_status === 'NEEDS_MAPPING' && (
        <Alert mt="md" color="orange" variant="light" title={isWord ? 'Convert this Word file' : 'Choose the sheets to answer'}>
          <Stack gap="xs">
            <Text size="sm">
              {file.ai_processor_failure_reason ??
                (isWord
                  ? 'The questions are read from the document’s numbered paragraphs and tables, and answers go back where they belong.'
                  : 'We proposed the question and answer columns of each sheet. Check them and confirm.')}
            </Text>
            {a.can_map ? (
              <Group>
                <Button
                  size="xs"
                  leftSection={isWord ? <IconTransform size={14} /> : <IconTable size={14} />}
                  onClick={() => (isWord ? setConverting(true) : setMapping(true))}
                >
                  {isWord ? 'Convert' : 'Review sheet mapping'}
                </Button>
                {isWord && (
                  <Button size="xs" variant="default" leftSection={<IconTable size={14} />} onClick={() => setMapping(true)}>
                    Choose the columns
                  </Button>
                )}
              </Group>
            ) : (
              <Text size="xs" c="dimmed">
                {request.status === 'CANCELLED'
                  ? 'The request was cancelled; this file will not be set up.'
                  : isRequestClosed(request.status)
                    ? 'The request is closed; this file will not be set up.'
                    : 'Waiting for the request owner to set it up.'}
              </Text>
            )}
          </Stack>
        </Alert>
      )}

      {processed && (
        <>
          <Group mt="md" gap="md" align="center">
            <Progress.Root size="lg" style={{ flex: 1 }}>
              <Tooltip label={`${file.approved_count} approved`}>
                <Progress.Section value={file.progress_percentage} color="teal" aria-label="Approved" />
              </Tooltip>
              <Tooltip label={`${file.answered_count - file.approved_count} answered, not approved`}>
                <Progress.Section
                  value={file.question_count ? ((file.answered_count - file.approved_count) / file.question_count) * 100 : 0}
                  color="brand.3"
                  aria-label="Answered, not approved"
                />
              </Tooltip>
            </Progress.Root>
            <Text size="sm" fw={600} ta="right" style={{ whiteSpace: 'nowrap' }}>
              {file.progress_percentage}% approved
            </Text>
          </Group>
          {groups.length > 1 && (
            <Group gap={6} mt="xs">
              {groups.map(([name, g]) =>
                g ? (
                  <Badge key={name} variant="outline" color="gray" radius="sm" tt="none">
                    {name} · {g.counts.all}
                  </Badge>
                ) : sme ? null : (
                  <Tooltip key={name} label="Not selected for AI responses">
                    <Badge variant="outline" color="gray" radius="sm" tt="none" style={{ borderStyle: 'dashed' }}>
                      {name}
                    </Badge>
                  </Tooltip>
                ),
              )}
            </Group>
          )}
          {drafting && (
            <Stack gap={4} mt="sm">
              <Group gap={6}>
                <IconSparkles size={16} color="var(--mantine-color-grape-6)" />
                <Text size="sm">AI is drafting answers… {file.ai_progress}%</Text>
              </Group>
              <Progress value={Math.max(4, file.ai_progress)} color="grape" animated striped aria-label="Drafting answers" />
            </Stack>
          )}
          {file.ai_status === 'FAILED' && (
            <Alert mt="sm" color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="AI drafting stopped">
              {file.ai_processor_failure_reason}
            </Alert>
          )}
          <Group mt="md" gap="xs">
            {a.can_start_ai && file.ai_status === 'NOT_STARTED' && (
              <Button size="xs" leftSection={<IconRocket size={14} />} onClick={() => setKbOpen('start')}>
                Start AI
              </Button>
            )}
            {a.can_start_ai && file.ai_status === 'FAILED' && (
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconRefresh size={14} />}
                loading={act.start.isPending}
                onClick={() => void start(true)}
              >
                Retry
              </Button>
            )}
            {a.can_start_ai && file.ai_status === 'COMPLETED' && (
              <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={() => void relaunch()}>
                Relaunch
              </Button>
            )}
            <Button
              size="xs"
              variant={file.status === 'APPROVED' || file.status === 'COMPLETE' ? 'default' : 'light'}
              leftSection={<IconEye size={14} />}
              onClick={() => void beginReview()}
              disabled={drafting}
            >
              {file.is_review_started || sme || file.status === 'COMPLETE' || file.status === 'APPROVED' ? 'View' : 'Begin review'}
            </Button>
            {file.status === 'APPROVED' && a.can_change_status && (
              <Button size="xs" color="teal" leftSection={<IconCheck size={14} />} loading={act.status.isPending} onClick={() => void complete()}>
                Mark as complete
              </Button>
            )}
            {a.can_download && file.approved_count > 0 && (
              <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} onClick={() => void download()}>
                Download result
              </Button>
            )}
          </Group>
        </>
      )}

      <KbDocumentsModal
        opened={Boolean(kbOpen)}
        onClose={() => setKbOpen(false)}
        initial={file.selected_kb_files}
        productIds={request.products.map((p) => p.id)}
        intro="The AI drafts each answer from your approved answers and from the documents you choose here, and cites what it used."
        emptyHint={(hub) => <>The AI will answer from your approved answers only. Add your security policies to the {hub} for better drafts.</>}
        actionLabel="Start AI"
        allowNone
        onConfirm={(kb) => void start(kbOpen === 'retry', kb)}
        loading={act.start.isPending}
      />
      {mapping && <SheetMappingModal requestId={request.id} file={file} onClose={() => setMapping(false)} />}
      {converting && (
        <WordConversionModal
          requestId={request.id}
          file={file}
          onClose={() => setConverting(false)}
          onMap={() => {
            setConverting(false);
            setMapping(true);
          }}
        />
      )}
      {sheetView && <SheetViewModal requestId={request.id} file={file} onClose={() => setSheetView(false)} />}
      <CompletionModal
        opened={completed}
        onClose={() => {
          setCompleted(false);
          modals.closeAll();
        }}
        fileName={file.file.name}
        customer={request.customer?.name ?? 'the customer'}
      />
    </Card>
  );
}
