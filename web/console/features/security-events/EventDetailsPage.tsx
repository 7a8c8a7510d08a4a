import { Anchor, Button, Grid, Group, Menu, Paper, Stack, Text, Tooltip, ActionIcon, Badge } from '@mantine/core';
import {
  IconArrowLeft,
  IconCircleCheck,
  IconDots,
  IconDownload,
  IconExternalLink,
  IconFileDescription,
  IconLock,
  IconPencil,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { securityEventMessages as msg, type SecurityEventStatus, type SecurityEventUpdate } from '@shared/contracts/security-events';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { confirmAction } from '@web/ui/confirm';
import { ErrorState } from '@web/ui/ErrorState';
import { FullPageLoader } from '@web/ui/FullPageLoader';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../pages/ErrorPage';
import { AcknowledgementsCard } from './AcknowledgementsCard';
import { downloadReport, useDeleteEvent, useEvent, useReport } from './api';
import { EventFormModal } from './EventFormModal';
import { ReportDialog } from './ReportDialog';
import { StatusBadge } from './StatusBadge';
import { UpdateDrawer } from './UpdateDrawer';
import { UpdatesTimeline } from './UpdatesTimeline';

const list = '/trust-center/major-security-events';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** /trust-center/major-security-events/{eventId}: the event, its updates, publish (`publish=true`), close and the report (`create_report=true`). */
export function EventDetailsPage() {
  const { eventId } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { data: event, error, isLoading, refetch } = useEvent(eventId);
  const closed = event?.status === 'CLOSED';
  const report = useReport(eventId, Boolean(closed && session.can('security_events_report:view')));
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState(false);
  const [editUpdate, setEditUpdate] = useState<SecurityEventUpdate | null>(null);
  const [preset, setPreset] = useState<SecurityEventStatus | null>(null);
  const [downloading, setDownloading] = useState(false);

  if (error)
    return error instanceof ApiError && (error.code === 'invalid' || error.status === 404) ? (
      <NotFoundPage />
    ) : (
      <ErrorState error={error} onRetry={() => void refetch()} />
    );
  if (isLoading || !event) return <FullPageLoader />;

  const flag = (key: 'publish' | 'create_report', on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set(key, 'true');
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const canPublish = session.can('security_event_update:create');
  const drawerOpen = (params.get('publish') === 'true' && canPublish && event.is_editable) || editUpdate !== null;
  const reportOpen = params.get('create_report') === 'true' && closed && session.can('security_events_report:create');
  const openDrawer = (status: SecurityEventStatus | null) => {
    setPreset(status);
    flag('publish', true);
  };

  async function onDelete() {
    if (
      !(await confirmAction({
        title: 'Delete security event?',
        message: `“${event!.name}”, its ${event!.update_count} updates and its report will be deleted. This cannot be undone.`,
        confirmLabel: 'Delete',
        danger: true,
      }))
    )
      return;
    try {
      await remove.mutateAsync(event!.id);
      notifySuccess(msg.deleted);
      navigate(list);
    } catch (err) {
      notifyError(err);
    }
  }

  async function download() {
    setDownloading(true);
    try {
      await downloadReport(event!.id);
    } catch (err) {
      notifyError(err, msg.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  const publishButton = (
    <Button leftSection={<IconSend size={16} />} disabled={!event.is_editable} onClick={() => openDrawer(null)}>
      Publish update
    </Button>
  );
  const actions = (
    <>
      {canPublish &&
        (closed ? (
          <Tooltip label={msg.closed}>
            <span>{publishButton}</span>
          </Tooltip>
        ) : (
          publishButton
        ))}
      {canPublish && !closed && (
        <Button variant="light" color="teal" leftSection={<IconCircleCheck size={16} />} onClick={() => openDrawer('CLOSED')}>
          Close event
        </Button>
      )}
      {closed && report.data && session.can('security_events_report:download') && (
        <Button variant="light" leftSection={<IconDownload size={16} />} loading={downloading} onClick={() => void download()}>
          Download report
        </Button>
      )}
      {closed && session.can('security_events_report:create') && (
        <Button variant={report.data ? 'default' : 'filled'} leftSection={<IconFileDescription size={16} />} onClick={() => flag('create_report', true)}>
          {report.data ? 'Edit report' : 'Create report'}
        </Button>
      )}
      {(session.can('security_event:edit') || session.can('security_event:delete')) && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="default" size="lg" aria-label="More actions">
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {session.can('security_event:edit') && (
              <Menu.Item leftSection={<IconPencil size={14} />} disabled={!event.is_editable} onClick={() => setEditing(true)}>
                {event.is_editable ? 'Edit event' : `Edit event (${msg.closed.toLowerCase()})`}
              </Menu.Item>
            )}
            {session.can('security_event:delete') && (
              <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => void onDelete()}>
                Delete event
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </>
  );

  return (
    <>
      <Anchor component={Link} to={list} size="sm" c="dimmed" mb="xs" display="inline-block">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Major Security Events
        </Group>
      </Anchor>
      <PageHeader title={event.name} badge={<StatusBadge status={event.status} size="lg" />} actions={actions} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <UpdatesTimeline event={event} onEdit={setEditUpdate} />
            {session.can('security_event_update:view') && <AcknowledgementsCard event={event} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder p="lg">
              <Stack gap="sm">
                <Fact label="Opened">
                  {dayjs(event.created_at).format('D MMM YYYY, HH:mm')}
                  {event.created_by ? ` by ${event.created_by.name}` : ''}
                </Fact>
                {event.closed_at && <Fact label="Closed">{dayjs(event.closed_at).format('D MMM YYYY, HH:mm')}</Fact>}
                <Fact label="Updates">
                  {event.update_count} ({event.public_update_count} public)
                </Fact>
                <Fact label="Trust Center">
                  {event.public_url ? (
                    <Anchor href={event.public_url} target="_blank" rel="noopener noreferrer" size="sm">
                      <Group gap={4} wrap="nowrap">
                        Incident page <IconExternalLink size={14} />
                      </Group>
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      Not shown: no public update yet, or the Trust Center is offline.
                    </Text>
                  )}
                </Fact>
              </Stack>
            </Paper>
            <Paper withBorder p="lg">
              <Group gap={6} mb={6}>
                <IconLock size={14} />
                <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                  Internal description
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }} c={event.internal_description ? undefined : 'dimmed'}>
                {event.internal_description || 'None.'}
              </Text>
            </Paper>
            <Paper withBorder p="lg">
              <Stack gap="sm">
                <Fact label="Affected products">
                  {event.products.length ? (
                    <Group gap={6}>
                      {event.products.map((p) => (
                        <Badge key={p.id} variant="light" tt="none">
                          {p.name}
                        </Badge>
                      ))}
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      None recorded.
                    </Text>
                  )}
                </Fact>
                <Fact label="Affected customer accounts">
                  {event.customers.length ? (
                    <Stack gap={2}>
                      {event.customers.map((c) =>
                        session.can('customer:view') ? (
                          <Anchor key={c.id} component={Link} to={`/customer-management/${c.id}`} size="sm">
                            {c.name}
                          </Anchor>
                        ) : (
                          <Text key={c.id} size="sm">
                            {c.name}
                          </Text>
                        ),
                      )}
                    </Stack>
                  ) : (
                    <Text size="sm" c="dimmed">
                      None recorded.
                    </Text>
                  )}
                </Fact>
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <EventFormModal opened={editing} event={event} onClose={() => setEditing(false)} />
      <UpdateDrawer
        event={event}
        opened={drawerOpen}
        editing={editUpdate}
        presetStatus={preset}
        onClose={() => {
          setEditUpdate(null);
          setPreset(null);
          flag('publish', false);
        }}
      />
      {closed && <ReportDialog event={event} report={report.data} opened={reportOpen} onClose={() => flag('create_report', false)} />}
    </>
  );
}
