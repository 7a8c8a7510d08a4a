import { ActionIcon, Anchor, Badge, Group, Pagination, Paper, SegmentedControl, Select, Skeleton, Stack, Text, Timeline, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconExternalLink, IconLock, IconChecks, IconMail, IconPencil, IconTrash, IconWorld } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { securityEventMessages as msg, statusLabels, type SecurityEvent, type SecurityEventUpdate } from '@shared/contracts/security-events';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useListParams } from '@web/lib/useListParams';
import { confirmAction } from '@web/ui/confirm';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { useSession } from '../../auth/session';
import { useDeleteUpdate, useUpdates } from './api';
import { statusColors, StatusBadge } from './StatusBadge';

/** The event's updates, newest first, with the filters event_status, created_at and customer_impact (portal §2). */
export function UpdatesTimeline({ event, onEdit }: { event: SecurityEvent; onEdit: (u: SecurityEventUpdate) => void }) {
  const session = useSession();
  const lp = useListParams({ length: 10 });
  const eventStatus = lp.get('event_status');
  const impact = lp.get('customer_impact');
  const createdAt = lp.get('created_at');
  const [from, to] = (createdAt ?? '').split(',');
  const { data, isLoading, error, refetch } = useUpdates(event.id, {
    page: lp.page,
    length: lp.length,
    event_status: eventStatus,
    customer_impact: impact,
    created_at: createdAt,
  });
  const remove = useDeleteUpdate(event.id);
  const filtered = Boolean(eventStatus || impact || createdAt);
  const updates = data?.data.updates;
  const total = data?.pagination?.total_count ?? 0;

  async function onDelete(u: SecurityEventUpdate) {
    if (
      !(await confirmAction({
        title: 'Delete update?',
        message: `“${u.title}” will be removed from the timeline${u.is_public ? ' and the Trust Center' : ''}. E-mails already sent cannot be recalled.`,
        confirmLabel: 'Delete',
        danger: true,
      }))
    )
      return;
    try {
      await remove.mutateAsync(u.id);
      notifySuccess(msg.updateDeleted);
    } catch (err) {
      notifyError(err);
    }
  }

  const closed = event.status === 'CLOSED';
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Text fw={700}>Updates</Text>
        <Group gap="xs" wrap="wrap">
          <Select
            aria-label="Filter by event status"
            placeholder="Any status"
            data={(['OPEN', 'IN_PROGRESS', 'CLOSED'] as const).map((s) => ({ value: s, label: statusLabels[s] }))}
            value={eventStatus ?? null}
            onChange={(v) => lp.set({ event_status: v ?? undefined })}
            clearable
            w={140}
            size="xs"
          />
          <SegmentedControl
            aria-label="Filter by customer impact"
            size="xs"
            value={impact ?? 'all'}
            onChange={(v) => lp.set({ customer_impact: v === 'all' ? undefined : v })}
            data={[
              { value: 'all', label: 'All' },
              { value: '1', label: 'Customer impact' },
              { value: '0', label: 'No impact' },
            ]}
          />
          <DatePickerInput
            type="range"
            placeholder="Updates on any date"
            size="xs"
            leftSection={<IconCalendar size={14} />}
            value={[from || null, to || null]}
            onChange={([a, b]) => {
              if (a && !b) return;
              lp.set({ created_at: a && b ? `${a},${b}` : undefined });
            }}
            allowSingleDateInRange
            clearable
            valueFormat="D MMM"
            w={170}
          />
        </Group>
      </Group>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : isLoading || !updates ? (
        <Skeleton h={160} />
      ) : updates.length === 0 ? (
        <EmptyState
          title={filtered ? 'No updates match these filters' : 'No updates yet'}
          description={filtered ? 'Try another filter.' : 'Publish the first update to tell customers what is happening.'}
        />
      ) : (
        <Timeline bulletSize={16} lineWidth={2} active={updates.length}>
          {updates.map((u) => (
            <Timeline.Item key={u.id} color={statusColors[u.event_status]} lineVariant="solid" data-testid="event-update">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <StatusBadge status={u.event_status} size="xs" />
                    {u.customer_impact && (
                      <Badge size="xs" color="grape" variant="light">
                        Customer impact
                      </Badge>
                    )}
                    {u.is_public ? (
                      <Badge size="xs" variant="light" color="blue" leftSection={<IconWorld size={10} />}>
                        Public
                      </Badge>
                    ) : (
                      <Badge size="xs" variant="light" color="gray" leftSection={<IconLock size={10} />}>
                        Affected customers only
                      </Badge>
                    )}
                  </Group>
                  <Text fw={600}>{u.title}</Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {u.description}
                  </Text>
                  {u.external_link && (
                    <Anchor href={u.external_link} target="_blank" rel="noopener noreferrer" size="sm">
                      <Group gap={4} wrap="nowrap">
                        <IconExternalLink size={14} />
                        {u.external_link}
                      </Group>
                    </Anchor>
                  )}
                  <Group gap="md">
                    <Text size="xs" c="dimmed">
                      {dayjs(u.created_at).format('D MMM YYYY, HH:mm')}
                      {u.created_by ? ` · ${u.created_by.name}` : ''}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <IconMail size={12} style={{ verticalAlign: -2 }} /> {u.notified_count} e-mailed
                    </Text>
                    {event.customers.length > 0 && (u.customer_impact || u.is_public) && (
                      <Text size="xs" c={u.acknowledged_count >= event.customers.length ? 'teal' : 'dimmed'} data-testid="update-acknowledged">
                        <IconChecks size={12} style={{ verticalAlign: -2 }} /> Acknowledged by {u.acknowledged_count} of {event.customers.length} customer
                        {event.customers.length === 1 ? '' : 's'}
                      </Text>
                    )}
                  </Group>
                </Stack>
                {!closed && (
                  <Group gap={2} wrap="nowrap">
                    {session.can('security_event_update:edit') && (
                      <Tooltip label="Edit">
                        <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${u.title}`} onClick={() => onEdit(u)}>
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {session.can('security_event_update:delete') && (
                      <Tooltip label="Delete">
                        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${u.title}`} onClick={() => void onDelete(u)}>
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                )}
              </Group>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      {total > lp.length && (
        <Group justify="flex-end" mt="md">
          <Pagination size="sm" total={Math.ceil(total / lp.length)} value={lp.page} onChange={(page) => lp.set({ page }, false)} />
        </Group>
      )}
    </Paper>
  );
}
