import { ActionIcon, Anchor, Badge, Button, Group, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconFileDescription, IconPlus, IconShieldExclamation, IconTrash, IconWorld } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { securityEventMessages as msg, type SecurityEvent } from '@shared/contracts/security-events';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useListParams } from '@web/lib/useListParams';
import { confirmAction } from '@web/ui/confirm';
import { DateRangeFilter } from '@web/ui/DateRangeFilter';
import { DataTable, type Column } from '@web/ui/DataTable';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { useDeleteEvent, useEvents } from './api';
import { EventFormModal } from './EventFormModal';
import { StatusBadge } from './StatusBadge';

export const eventPath = (id: string) => `/trust-center/major-security-events/${id}`;

/** /trust-center/major-security-events (portal §2): filters status and created_at. */
export function EventsPage() {
  const session = useSession();
  const navigate = useNavigate();
  const lp = useListParams({ sort_by: '-created_at' });
  const status = lp.get('status');
  const createdAt = lp.get('created_at');
  const [from, to] = (createdAt ?? '').split(',');
  const { data, isLoading, error, refetch } = useEvents({ page: lp.page, length: lp.length, sort_by: lp.sort_by, status, created_at: createdAt });
  const remove = useDeleteEvent();
  const [creating, setCreating] = useState(false);
  const filtered = Boolean(status || createdAt);
  const openCount = data?.pagination?.total_open_count;

  async function onDelete(e: SecurityEvent) {
    const ok = await confirmAction({
      title: 'Delete security event?',
      message: `“${e.name}” and its ${e.update_count} update${e.update_count === 1 ? '' : 's'} will be deleted, and its incident page leaves your Trust Center. This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(e.id);
      notifySuccess(msg.deleted);
    } catch (err) {
      notifyError(err);
    }
  }

  const columns: Column<SecurityEvent>[] = [
    {
      key: 'name',
      title: 'Event',
      sortable: true,
      render: (e) => (
        <Stack gap={2} maw={440}>
          <Anchor component={Link} to={eventPath(e.id)} fw={600} size="sm" lineClamp={1} title={e.name}>
            {e.name}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {[
              e.products.map((p) => p.name).join(', '),
              e.customers.length ? `${e.customers.length} customer account${e.customers.length === 1 ? '' : 's'}` : '',
            ]
              .filter(Boolean)
              .join(' · ') || 'No products or customers recorded'}
          </Text>
        </Stack>
      ),
    },
    { key: 'status', title: 'Status', sortable: true, width: 120, render: (e) => <StatusBadge status={e.status} /> },
    {
      key: 'updates',
      title: 'Updates',
      width: 150,
      render: (e) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{e.update_count}</Text>
          {e.public_update_count > 0 && (
            <Tooltip label={`${e.public_update_count} shown on the Trust Center`}>
              <Badge size="xs" variant="light" color="blue" leftSection={<IconWorld size={10} />}>
                Public
              </Badge>
            </Tooltip>
          )}
          {e.is_report_available && (
            <Tooltip label="Report available">
              <IconFileDescription size={16} color="var(--mantine-color-teal-6)" />
            </Tooltip>
          )}
        </Group>
      ),
    },
    {
      key: 'created_at',
      title: 'Opened',
      sortable: true,
      width: 150,
      render: (e) => (
        <Stack gap={0}>
          <Text size="sm">{dayjs(e.created_at).format('D MMM YYYY')}</Text>
          <Text size="xs" c="dimmed">
            {e.closed_at
              ? `Closed ${dayjs(e.closed_at).format('D MMM')}`
              : e.last_update_at
                ? `Updated ${dayjs(e.last_update_at).format('D MMM, HH:mm')}`
                : 'No update yet'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'actions',
      title: '',
      width: 56,
      render: (e) =>
        session.can('security_event:delete') ? (
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${e.name}`} onClick={() => void onDelete(e)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title="Major Security Events"
        badge={
          openCount ? (
            <Badge color="red" variant="light">
              {openCount} open
            </Badge>
          ) : undefined
        }
        description="Tell customers about an incident, from the first notice to the closing report."
        actions={
          session.can('security_event:create') ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              New event
            </Button>
          ) : undefined
        }
      />
      <Group mb="md" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Filter by status"
          value={status ?? 'all'}
          onChange={(v) => lp.set({ status: v === 'all' ? undefined : v })}
          data={[
            { value: 'all', label: 'All' },
            { value: 'OPEN,IN_PROGRESS', label: 'Open' },
            { value: 'CLOSED', label: 'Closed' },
          ]}
        />
        <DateRangeFilter
          label="Opened between"
          placeholder="Opened between…"
          from={from || null}
          to={to || null}
          onChange={(r) => lp.set({ created_at: r ? r.join(',') : undefined })}
        />
      </Group>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.data.security_events}
          rowKey={(e) => e.id}
          loading={isLoading}
          sortBy={lp.sort_by}
          onSort={(s) => lp.set({ sort_by: s })}
          page={lp.page}
          length={lp.length}
          total={data?.pagination?.total_count}
          onPage={(page) => lp.set({ page }, false)}
          onLength={(length) => lp.set({ length })}
          empty={
            <EmptyState
              icon={IconShieldExclamation}
              title={filtered ? 'No events match these filters' : 'No security events'}
              description={filtered ? 'Try another filter.' : 'When something happens, open an event here and keep customers informed with updates.'}
            />
          }
        />
      )}
      <EventFormModal opened={creating} onClose={() => setCreating(false)} onSaved={(e) => navigate(eventPath(e.id))} />
    </>
  );
}
