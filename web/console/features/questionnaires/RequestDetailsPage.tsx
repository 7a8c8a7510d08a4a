import { ProgressRing } from '@web/ui/ProgressRing';
import { Anchor, Button, Grid, Group, Menu, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconBan, IconDots, IconEdit, IconHistory, IconMessageCircle, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ACCESS_DENIED_DETAIL, ACCESS_DENIED_TITLE, isRequestClosed, NO_FILES_MESSAGE, reqNumLabel } from '@shared/contracts/questionnaires';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { confirmAction } from '@web/ui/confirm';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../pages/ErrorPage';
import { useChangeRequestStatus, useRequest, useUploadFiles } from './api';
import { PriorityBadge, StatusBadge } from './badges';
import { CommentsDrawer } from './CommentsDrawer';
import { FileCard } from './FileCard';
import { FilePicker } from './FilePicker';
import { LogsDrawer } from '@web/ui/LogsDrawer';
import { RequestFormDrawer } from './RequestFormDrawer';
import { RequestInfoPanel } from './RequestInfoPanel';

/** /questionnaires/{questionnaireId}: request details (questionnaires §2.7). */
export function RequestDetailsPage() {
  const { questionnaireId = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const { data: request, error, isLoading, refetch } = useRequest(questionnaireId);
  const [comments, commentsDrawer] = useDisclosure(false);
  const [logs, logsDrawer] = useDisclosure(false);
  const [editing, editDrawer] = useDisclosure(false);
  const [adding, setAdding] = useState(false);
  const [newFiles, setNewFiles] = useState<File[]>([]);
  const upload = useUploadFiles(questionnaireId);
  const changeStatus = useChangeRequestStatus(questionnaireId);
  const sme = session.isRole('sme');
  const denied = error instanceof ApiError && error.status === 403;

  useEffect(() => {
    if (denied) notifications.show({ color: 'red', title: ACCESS_DENIED_TITLE, message: ACCESS_DENIED_DETAIL });
  }, [denied]);

  if (denied) return <Navigate to="/questionnaires" replace />;
  if (error instanceof ApiError && (error.status === 404 || error.code === 'invalid')) return <NotFoundPage />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (isLoading || !request) {
    return (
      <Stack>
        <Skeleton h={40} w={360} />
        <Skeleton h={70} />
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Skeleton h={220} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton h={420} />
          </Grid.Col>
        </Grid>
      </Stack>
    );
  }

  const canEdit = session.can('questionnaire_request:edit');
  const closed = isRequestClosed(request.status);
  const files = request.files ?? [];
  const canAddFiles = session.can('questionnaire_request_file:create') && !sme && !closed;

  const cancel = async () => {
    const ok = await confirmAction({
      title: 'Cancel Request',
      message: `Cancel ${reqNumLabel(request.req_num)} for ${request.customer?.name ?? 'this customer'}? Nobody can work on it any more, and SMEs lose access to it.`,
      confirmLabel: 'Yes, cancel request',
      cancelLabel: 'Keep it',
      danger: true,
    });
    if (!ok) return;
    try {
      await changeStatus.mutateAsync({ status: 'CANCELLED' });
      notifySuccess('Request cancelled');
    } catch (err) {
      notifyError(err);
    }
  };

  const submitFiles = async () => {
    try {
      await upload.mutateAsync(newFiles);
      notifySuccess(`${newFiles.length} file${newFiles.length === 1 ? '' : 's'} uploaded`);
      setNewFiles([]);
      setAdding(false);
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <>
      <Anchor component={Link} to="/questionnaires" size="sm" c="dimmed" mb="xs" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={14} /> Questionnaire requests
      </Anchor>
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap">
        <Stack gap={2}>
          <Group gap="sm">
            <Title order={2} data-testid="request-title">
              {reqNumLabel(request.req_num)}
            </Title>
            <StatusBadge status={request.status} size="lg" />
            <PriorityBadge priority={request.priority} rule={request.priority_rule?.name} />
          </Group>
          <Text c="dimmed">
            {request.customer?.name ?? 'No customer'}
            {request.kind === 'EXTERNAL_SITE' ? ' · received from the Trust Center' : ''}
          </Text>
        </Stack>
      </Group>

      <Paper withBorder p="sm" mb="lg">
        <Group justify="space-between" wrap="wrap">
          <Group gap="md">
            <ProgressRing value={request.progress_percentage} size={54} />
            <Stack gap={0}>
              <Text fw={600} size="sm">
                Overall progress
              </Text>
              <Text size="xs" c="dimmed">
                {request.approved_count} of {request.question_count} answers approved · {files.length} file{files.length === 1 ? '' : 's'}
              </Text>
            </Stack>
            <Progress
              value={request.progress_percentage}
              w={160}
              aria-label="Approved answers"
              visibleFrom="sm"
              color={request.progress_percentage === 100 ? 'teal' : 'brand'}
            />
          </Group>
          <Group gap="xs">
            {session.can('questionnaire_comment:view') && (
              <Button variant="default" leftSection={<IconMessageCircle size={16} />} onClick={commentsDrawer.open}>
                Comments
              </Button>
            )}
            <Button variant="default" leftSection={<IconHistory size={16} />} onClick={logsDrawer.open}>
              Logs
            </Button>
            {!sme && (
              <Menu position="bottom-end" withArrow>
                <Menu.Target>
                  <Button variant="default" px="xs" aria-label="Request actions">
                    <IconDots size={18} />
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconEdit size={16} />} disabled={!canEdit || !request.allowed_actions.is_editable} onClick={editDrawer.open}>
                    Edit Request Details
                  </Menu.Item>
                  {canEdit && !closed && (
                    <Menu.Item leftSection={<IconBan size={16} />} color="red" onClick={() => void cancel()}>
                      Cancel Request
                    </Menu.Item>
                  )}
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
        </Group>
      </Paper>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Group justify="space-between" mb="sm">
            <Title order={4}>Files</Title>
            {/* With no file yet, the empty state below offers the one Add files button. */}
            {canAddFiles && !adding && files.length > 0 && (
              <Button variant="light" size="xs" leftSection={<IconUpload size={14} />} onClick={() => setAdding(true)}>
                Add files
              </Button>
            )}
          </Group>
          {adding && (
            <Paper withBorder p="md" mb="md">
              <FilePicker files={newFiles} onChange={setNewFiles} label="Add questionnaire files" />
              <Group justify="flex-end" mt="sm">
                <Button
                  variant="default"
                  onClick={() => {
                    setAdding(false);
                    setNewFiles([]);
                  }}
                >
                  Cancel
                </Button>
                <Button onClick={() => void submitFiles()} disabled={newFiles.length === 0} loading={upload.isPending}>
                  Upload
                </Button>
              </Group>
            </Paper>
          )}
          {/* While files are chosen or uploading, the picker is the list's content: not "No files found". */}
          {files.length === 0 && adding ? null : files.length === 0 ? (
            <Paper withBorder>
              <EmptyState
                title={NO_FILES_MESSAGE}
                description={canAddFiles ? 'Upload the customer’s questionnaire to get started.' : undefined}
                action={canAddFiles ? <Button onClick={() => setAdding(true)}>Add files</Button> : undefined}
              />
            </Paper>
          ) : (
            <Stack gap="md">
              {files.map((f) => (
                <FileCard key={f.id} request={request} file={f} onOpenReview={() => navigate(`/questionnaires/${request.id}/review/${f.id}`)} />
              ))}
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <RequestInfoPanel request={request} />
        </Grid.Col>
      </Grid>

      <CommentsDrawer opened={comments} onClose={commentsDrawer.close} requestId={request.id} title={`Comments · ${reqNumLabel(request.req_num)}`} />
      <LogsDrawer opened={logs} onClose={logsDrawer.close} objectType="request" objectId={request.id} />
      <RequestFormDrawer opened={editing} onClose={editDrawer.close} request={request} />
    </>
  );
}
