import { ActionIcon, Anchor, Button, Group, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconPencil, IconPlus, IconSpeakerphone, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { announcementMessages, type Announcement } from '@shared/contracts/announcements';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useListParams } from '@web/lib/useListParams';
import { ActiveSwitch } from '@web/ui/ActiveSwitch';
import { confirmAction } from '@web/ui/confirm';
import { DateRangeFilter } from '@web/ui/DateRangeFilter';
import { DataTable, type Column } from '@web/ui/DataTable';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { useAnnouncements, useDeleteAnnouncement, useToggleAnnouncement } from './api';

const editPath = (id: string) => `/trust-center/announcements/${id}/edit`;

/** /trust-center/announcements (portal §2): filters active state and created date. */
export function AnnouncementsPage() {
  const session = useSession();
  const navigate = useNavigate();
  const lp = useListParams({ sort_by: '-created_at' });
  const status = lp.get('is_active');
  const createdAt = lp.get('created_at');
  const [from, to] = (createdAt ?? '').split(',');
  const { data, isLoading, error, refetch } = useAnnouncements({
    page: lp.page,
    length: lp.length,
    sort_by: lp.sort_by,
    is_active: status,
    created_at: createdAt,
  });
  const toggle = useToggleAnnouncement();
  const remove = useDeleteAnnouncement();
  const canEdit = session.can('announcements:edit');
  const filtered = Boolean(status || createdAt);

  async function onDelete(a: Announcement) {
    if (
      !(await confirmAction({
        title: 'Delete announcement?',
        message: `“${a.heading}” will be removed from your Trust Center. This cannot be undone.`,
        confirmLabel: 'Delete',
        danger: true,
      }))
    )
      return;
    try {
      await remove.mutateAsync(a.id);
      notifySuccess(announcementMessages.deleted);
    } catch (err) {
      notifyError(err);
    }
  }

  const columns: Column<Announcement>[] = [
    {
      key: 'sequence',
      title: 'No.',
      width: 60,
      render: (_a, i) => (
        <Text size="sm" c="dimmed">
          {(lp.page - 1) * lp.length + i + 1}
        </Text>
      ),
    },
    {
      key: 'heading',
      title: 'Announcement',
      sortable: true,
      render: (a) => (
        <Stack gap={0} maw={460}>
          <Anchor component={Link} to={editPath(a.id)} fw={600} size="sm" lineClamp={1} title={a.heading}>
            {a.heading}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {a.description}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'announcement_url',
      title: 'Link',
      render: (a) =>
        a.announcement_url ? (
          <Anchor href={a.announcement_url} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} wrap="nowrap">
              <IconExternalLink size={14} />
              {new URL(a.announcement_url).hostname}
            </Group>
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      key: 'created_at',
      title: 'Posted',
      sortable: true,
      render: (a) => (
        <Stack gap={0}>
          <Text size="sm">{dayjs(a.created_at).format('D MMM YYYY')}</Text>
          <Text size="xs" c="dimmed">
            {a.created_by?.name ?? ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'is_active',
      title: 'Active',
      width: 80,
      render: (a) => (
        <ActiveSwitch
          checked={a.is_active}
          name={a.heading}
          disabled={!canEdit}
          onToggle={(next) => toggle.mutateAsync({ id: a.id, is_active: next })}
          confirm={(next) => ({
            title: next ? 'Activate announcement?' : 'Deactivate announcement?',
            message: next ? `“${a.heading}” will be shown on your Trust Center.` : `“${a.heading}” will no longer be shown on your Trust Center.`,
          })}
        />
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 100,
      render: (a) => (
        <Group gap={4} wrap="nowrap">
          {canEdit && (
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${a.heading}`} onClick={() => navigate(editPath(a.id))}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {session.can('announcements:delete') && (
            <Tooltip label="Delete">
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${a.heading}`} onClick={() => void onDelete(a)}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Announcements"
        description="News for your customers on the Trust Center. Subscribers receive each new announcement by e-mail."
        actions={
          session.can('announcements:create') ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => navigate('/trust-center/announcements/new')}>
              Add Announcement
            </Button>
          ) : undefined
        }
      />
      <Group mb="md" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Filter by status"
          value={status ?? 'all'}
          onChange={(v) => lp.set({ is_active: v === 'all' ? undefined : v })}
          data={[
            { value: 'all', label: 'All' },
            { value: '1', label: 'Active' },
            { value: '0', label: 'Inactive' },
          ]}
        />
        <DateRangeFilter
          label="Created between"
          placeholder="Created between…"
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
          rows={data?.data.announcements}
          rowKey={(a) => a.id}
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
              icon={IconSpeakerphone}
              title={filtered ? 'No announcements match these filters' : 'No announcements yet'}
              description={filtered ? 'Try another filter.' : 'Tell customers about a renewed certification, a new sub-processor or planned maintenance.'}
            />
          }
        />
      )}
    </>
  );
}
