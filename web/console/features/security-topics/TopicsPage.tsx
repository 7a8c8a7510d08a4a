import { ActionIcon, Alert, Anchor, Button, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconPencil, IconPlus, IconShieldLock, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { topicMessages, type SecurityTopic } from '@shared/contracts/security-topics';
import { limits } from '@shared/limits';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useListParams } from '@web/lib/useListParams';
import { ActiveSwitch } from '@web/ui/ActiveSwitch';
import { confirmAction } from '@web/ui/confirm';
import { DataTable, type Column } from '@web/ui/DataTable';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { useDeleteTopic, useTopics, useUpdateTopic } from './api';

const plain = (html: string) =>
  html
    .replace(/<\/(p|li|h\d|blockquote)>|<br\s*\/?>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

/** /trust-center/security-topics (portal §2, §5): 2–4 topics shown on the Trust Center. */
export function TopicsPage() {
  const session = useSession();
  const navigate = useNavigate();
  const lp = useListParams({ sort_by: 'sequence' });
  const status = lp.get('is_active');
  const { data, isLoading, error, refetch } = useTopics({ page: lp.page, length: lp.length, sort_by: lp.sort_by, is_active: status });
  const update = useUpdateTopic();
  const remove = useDeleteTopic();
  const p = data?.pagination;
  const atLimit = (p?.total_topics_count ?? 0) >= limits.securityTopicsMax;
  const canEdit = session.can('security_topics:edit');
  const canDelete = session.can('security_topics:delete');

  async function onDelete(t: SecurityTopic) {
    const ok = await confirmAction({
      title: 'Delete security topic?',
      message: `“${t.heading}” will be removed from your Trust Center. This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(t.id);
      notifySuccess(topicMessages.deleted);
    } catch (err) {
      notifyError(err);
    }
  }

  const columns: Column<SecurityTopic>[] = [
    {
      key: 'sequence',
      title: 'No.',
      width: 60,
      sortable: true,
      render: (_t, i) => (
        <Text size="sm" c="dimmed">
          {(lp.page - 1) * lp.length + i + 1}
        </Text>
      ),
    },
    {
      key: 'heading',
      title: 'Topic',
      sortable: true,
      render: (t) => (
        <div style={{ maxWidth: 420 }}>
          <Anchor component={Link} to={`/trust-center/security-topics/${t.id}/edit`} fw={600} size="sm" lineClamp={1} title={t.heading}>
            {t.heading}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {plain(t.description)}
          </Text>
        </div>
      ),
    },
    { key: 'created_by', title: 'Created by', render: (t) => <Text size="sm">{t.created_by?.name ?? '—'}</Text> },
    { key: 'modified_at', title: 'Last updated', sortable: true, render: (t) => <Text size="sm">{dayjs(t.modified_at).format('D MMM YYYY')}</Text> },
    {
      key: 'is_active',
      title: 'Active',
      width: 80,
      render: (t) => (
        <ActiveSwitch
          checked={t.is_active}
          name={t.heading}
          disabled={!canEdit || Boolean(t.deactivate_refusal)}
          disabledReason={canEdit ? (t.deactivate_refusal ?? undefined) : undefined}
          onToggle={(next) => update.mutateAsync({ id: t.id, body: { is_active: next } })}
          confirm={(next) => ({
            title: next ? 'Activate security topic?' : 'Deactivate security topic?',
            message: next ? `“${t.heading}” will be shown on your Trust Center.` : `“${t.heading}” will no longer be shown on your Trust Center.`,
          })}
        />
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 100,
      render: (t) => (
        <Group gap={4} wrap="nowrap">
          {canEdit && (
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${t.heading}`} onClick={() => navigate(`/trust-center/security-topics/${t.id}/edit`)}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip label="Delete">
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${t.heading}`} onClick={() => void onDelete(t)}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  const add = session.can('security_topics:create') ? (
    <Tooltip label={topicMessages.limit} disabled={!atLimit} multiline w={260}>
      <span>
        <Button leftSection={<IconPlus size={16} />} disabled={atLimit} onClick={() => navigate('/trust-center/security-topics/new')}>
          Add Topic
        </Button>
      </span>
    </Tooltip>
  ) : undefined;

  return (
    <>
      <PageHeader
        title="Security Topics"
        description={`Short explanations of how you protect customers. Your Trust Center shows ${limits.securityTopicsMinActive} to ${limits.securityTopicsMax} active topics.`}
        actions={add}
      />
      {atLimit && session.can('security_topics:create') && (
        <Alert icon={<IconInfoCircle />} color="blue" variant="light" mb="md">
          {topicMessages.limit}
        </Alert>
      )}
      <Group mb="md" justify="space-between">
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
        {p && (
          <Text size="sm" c="dimmed">
            {p.total_active_count} active · {p.total_topics_count} of {p.max_count} topics
          </Text>
        )}
      </Group>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.data.security_topics}
          rowKey={(t) => t.id}
          loading={isLoading}
          sortBy={lp.sort_by}
          onSort={(s) => lp.set({ sort_by: s })}
          page={lp.page}
          length={lp.length}
          total={p?.total_count}
          onPage={(page) => lp.set({ page }, false)}
          onLength={(length) => lp.set({ length })}
          empty={
            <EmptyState
              icon={IconShieldLock}
              title={status ? 'No topics match this filter' : 'No security topics yet'}
              description="Add at least two topics, such as encryption or access control, to tell visitors how you keep their data safe."
            />
          }
        />
      )}
    </>
  );
}
