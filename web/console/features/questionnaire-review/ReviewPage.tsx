import { SentBack } from '@web/ui/SentBack';
import { Alert, Anchor, Button, Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconClock, IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ACCESS_DENIED_DETAIL, ACCESS_DENIED_TITLE, isRequestClosed, wordFormats, type RequestFileView } from '@shared/contracts/questionnaires';
import { questionMessages, type QuestionView } from '@shared/contracts/questions';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { confirmAction } from '@web/ui/confirm';
import { downloadQuestionnaireResult } from '@web/ui/resultDownload';
import { ErrorState } from '@web/ui/ErrorState';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../pages/ErrorPage';
import { fileUrl, useChangeFileStatus, useFileViewers, useReviewFile } from './api';
import { AllSetScreen } from './AllSetScreen';
import { CompletionModal } from './CompletionModal';
import { FileCommentsDrawer, type CommentTarget } from './FileCommentsDrawer';
import { LogsDrawer } from '@web/ui/LogsDrawer';
import { hasUnsavedResponses } from './useResponseDraft';
import { ResponseHistoryProvider } from './history';
import { QuestionsPanel } from './QuestionsPanel';
import { ReadOnlySheet } from './ReadOnlySheet';
import { ReviewHeader } from './ReviewHeader';
import { SheetTabs } from './SheetTabs';

/** /questionnaires/{questionnaireId}/review/{fileId}: the file review (questionnaires §2.8). */
export function ReviewPage() {
  const { questionnaireId = '', fileId = '' } = useParams();
  const { data: file, error, isLoading, refetch } = useReviewFile(questionnaireId, fileId);
  const denied = error instanceof ApiError && error.status === 403;
  // Closing or reloading the tab with typed text not saved yet asks first (rows save themselves when typing pauses).
  useEffect(() => {
    const guard = (e: BeforeUnloadEvent) => {
      if (!hasUnsavedResponses()) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, []);
  useEffect(() => {
    if (denied) notifications.show({ color: 'red', title: ACCESS_DENIED_TITLE, message: ACCESS_DENIED_DETAIL });
  }, [denied]);

  if (denied) return <SentBack to="/questionnaires" />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400 || error.code === 'invalid' || error.code === 'not_found'))
    return <NotFoundPage />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (isLoading || !file) {
    return (
      <Stack data-testid="review-loading">
        <Skeleton h={16} w={220} />
        <Skeleton h={96} />
        <Skeleton h={36} w={420} />
        <Skeleton h={56} />
        <Skeleton h={320} />
      </Stack>
    );
  }
  return (
    <ResponseHistoryProvider key={file.id}>
      <Review file={file} />
    </ResponseHistoryProvider>
  );
}

function Review({ file }: { file: RequestFileView }) {
  const viewers = useFileViewers(file.request.id, file.id, hasUnsavedResponses);
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const sme = session.isRole('sme');
  const [commentsOpen, comments] = useDisclosure(false);
  const [target, setTarget] = useState<CommentTarget | null>(null);
  const [logsOpen, logs] = useDisclosure(false);
  const [completed, setCompleted] = useState(false);
  const changeStatus = useChangeFileStatus(file.request.id, file.id);
  const groups = Object.entries(file.groups).filter(([, g]) => !sme || g !== null);
  const firstSelected = groups.find(([, g]) => g !== null)?.[0] ?? groups[0]?.[0];
  const requested = params.get('sheet');
  const group = requested && groups.some(([n]) => n === requested) ? requested : firstSelected;
  const frozen = file.status === 'APPROVED' || file.status === 'COMPLETE' || isRequestClosed(file.request.status);
  const customer = file.request.customer?.name ?? 'the customer';

  const openComments = (q: QuestionView | null) => {
    setTarget(q ? { id: q.id, sequence_num: q.sequence_num, question: q.question } : null);
    comments.open();
  };

  const approve = async () => {
    const ok = await confirmAction({
      title: questionMessages.quickCheckTitle,
      message: questionMessages.quickCheckText,
      confirmLabel: 'Continue',
      cancelLabel: 'Go back',
    });
    if (!ok) return;
    try {
      await changeStatus.mutateAsync('APPROVED');
      notifySuccess(`${file.file.name} is approved`);
    } catch (err) {
      notifyError(err);
    }
  };
  const complete = async () => {
    try {
      await changeStatus.mutateAsync('COMPLETE');
      setCompleted(true);
    } catch (err) {
      notifyError(err);
    }
  };
  const download = async () => {
    const kind = wordFormats.includes(file.format) ? 'word' : 'excel';
    try {
      await downloadQuestionnaireResult(fileUrl(file.request.id, file.id), kind, file.file.name);
    } catch (err) {
      notifyError(err, 'The file could not be downloaded. Please try again.');
    }
  };

  const drafting = file.ai_status === 'QUEUED' || file.ai_status === 'PROCESSING';
  let body;
  if (file.parse_status !== 'PROCESSED') {
    body = (
      <Paper withBorder p="xl">
        <Stack align="center" gap="xs" ta="center">
          <IconClock size={32} color="var(--mantine-color-gray-6)" />
          <Text fw={600}>This file is not ready for review yet</Text>
          <Text size="sm" c="dimmed">
            Its questions are still being imported. Follow its progress on the{' '}
            <Anchor component={Link} to={`/questionnaires/${file.request.id}`}>
              request
            </Anchor>
            .
          </Text>
        </Stack>
      </Paper>
    );
  } else if (!group) {
    body = sme ? (
      <AllSetScreen />
    ) : (
      <Paper withBorder p="xl">
        <Text c="dimmed" ta="center">
          This file has no questions.
        </Text>
      </Paper>
    );
  } else if (file.groups[group] === null) {
    body = <ReadOnlySheet requestId={file.request.id} fileId={file.id} sheet={group} />;
  } else {
    body = <QuestionsPanel key={group} file={file} group={group} sme={sme} frozen={frozen} onComments={openComments} />;
  }

  return (
    <>
      <ReviewHeader
        viewers={viewers.data ?? []}
        file={file}
        sme={sme}
        canDownload={session.can('questionnaire_report:download') && file.parse_status === 'PROCESSED'}
        approving={changeStatus.isPending && changeStatus.variables === 'APPROVED'}
        completing={changeStatus.isPending && changeStatus.variables === 'COMPLETE'}
        onApprove={() => void approve()}
        onComplete={() => void complete()}
        onComments={() => openComments(null)}
        onLogs={logs.open}
        onDownload={() => void download()}
      />
      {frozen && file.parse_status === 'PROCESSED' && (
        <Alert
          color={file.status === 'COMPLETE' ? 'green' : 'teal'}
          variant="light"
          mb="md"
          title={
            file.status === 'COMPLETE'
              ? 'This file is complete'
              : isRequestClosed(file.request.status) && file.status !== 'APPROVED'
                ? 'This request is closed'
                : 'This file is approved'
          }
        >
          Responses can no longer be edited. {session.can('questionnaire_report:download') ? 'Download the output to edit it by hand.' : ''}
          {session.can('questionnaire_report:download') && (
            <Button size="compact-xs" variant="light" ml="sm" onClick={() => void download()}>
              Download
            </Button>
          )}
        </Alert>
      )}
      {drafting && (
        <Paper withBorder p="sm" mb="md">
          <Group gap={6} mb={6}>
            <IconSparkles size={16} color="var(--mantine-color-grape-6)" />
            <Text size="sm">AI is drafting answers… {file.ai_progress}%</Text>
          </Group>
          <Progress value={Math.max(4, file.ai_progress)} color="grape" animated striped aria-label="Drafting answers" />
        </Paper>
      )}
      {group && (
        <SheetTabs
          groups={Object.fromEntries(groups)}
          value={group}
          onChange={(g) =>
            setParams(
              (prev) => {
                const n = new URLSearchParams(prev);
                n.set('sheet', g);
                return n;
              },
              { replace: true },
            )
          }
        />
      )}
      {body}
      <FileCommentsDrawer
        opened={commentsOpen}
        onClose={comments.close}
        requestId={file.request.id}
        fileId={file.id}
        title={`Comments · ${file.file.name}`}
        target={target}
      />
      {!sme && <LogsDrawer opened={logsOpen} onClose={logs.close} objectType="questionnairefile" objectId={file.id} />}
      <CompletionModal opened={completed} fileName={file.file.name} customer={customer} onDone={() => navigate(`/questionnaires/${file.request.id}`)} />
    </>
  );
}
