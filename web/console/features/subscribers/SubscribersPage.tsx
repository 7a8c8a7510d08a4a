import { ActionIcon, Avatar, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconMailCheck, IconSearch, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { subscriberMessages, type Subscriber } from '@shared/contracts/subscribers';
import { limits } from '@shared/limits';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useListParams } from '@web/lib/useListParams';
import { confirmAction } from '@web/ui/confirm';
import { DataTable, type Column } from '@web/ui/DataTable';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { useDeleteSubscriber, useSubscribers } from './api';

/** /trust-center/subscribers (portal §2): people who confirmed their subscription to Trust Center updates. */
export function SubscribersPage() {
  const session = useSession();
  const lp = useListParams({ sort_by: '-subscribed_on' });
  const [search, setSearch] = useState(lp.search);
  const debounced = useDebouncedCallback((v: string) => lp.set({ search: v }), limits.searchDebounceMs);
  const { data, isLoading, error, refetch } = useSubscribers({ page: lp.page, length: lp.length, sort_by: lp.sort_by, search: lp.search || undefined });
  const remove = useDeleteSubscriber();

  async function onDelete(s: Subscriber) {
    if (
      !(await confirmAction({
        title: 'Delete subscriber?',
        message: `${s.email} will no longer receive Trust Center updates.`,
        confirmLabel: 'Delete',
        danger: true,
      }))
    )
      return;
    try {
      await remove.mutateAsync(s.id);
      notifySuccess(subscriberMessages.deleted);
    } catch (err) {
      notifyError(err);
    }
  }

  const columns: Column<Subscriber>[] = [
    {
      key: 'no',
      title: 'No.',
      width: 60,
      render: (_s, i) => (
        <Text size="sm" c="dimmed">
          {(lp.page - 1) * lp.length + i + 1}
        </Text>
      ),
    },
    {
      key: 'email',
      title: 'Email',
      sortable: true,
      render: (s) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar size={30} radius="xl" color="brand" variant="light">
            {s.email[0]?.toUpperCase()}
          </Avatar>
          <Text size="sm">{s.email}</Text>
        </Group>
      ),
    },
    {
      key: 'subscribed_on',
      title: 'Subscribed on',
      sortable: true,
      render: (s) => <Text size="sm">{dayjs(s.subscribed_on).format('D MMM YYYY, HH:mm')}</Text>,
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 90,
      render: (s) =>
        session.can('subscribers:delete') ? (
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${s.email}`} onClick={() => void onDelete(s)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader title="Subscribers" description="Visitors who confirmed their e-mail on your Trust Center. They receive your announcements." />
      <Group mb="md">
        <TextInput
          placeholder="Search e-mail"
          aria-label="Search subscribers"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            debounced(e.currentTarget.value);
          }}
          w={260}
        />
      </Group>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.data.subscribers}
          rowKey={(s) => s.id}
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
              icon={IconMailCheck}
              title={lp.search ? 'No subscriber matches this search' : 'No subscribers yet'}
              description="Visitors subscribe from your published Trust Center and confirm by e-mail."
            />
          }
        />
      )}
    </>
  );
}
