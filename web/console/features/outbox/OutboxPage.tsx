import { Alert, Anchor, Badge, Drawer, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconInfoCircle, IconMailbox, IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Fragment, useState } from 'react';
import type { OutboxMessage } from '@shared/contracts/outbox';
import { api } from '@web/lib/api';
import { useListParams } from '@web/lib/useListParams';
import { DataTable, type Column } from '@web/ui/DataTable';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { PageHeader } from '@web/ui/PageHeader';

function useOutbox(q: { page: number; length: number; search?: string | undefined }) {
  return useQuery({
    queryKey: ['outbox', q],
    queryFn: () => api<{ messages: OutboxMessage[]; transport: 'smtp' | 'outbox' }>('/core/outbox/', { query: { ...q } }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}

/** Plain text with its links made clickable (never rendered as HTML). */
function LinkedText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {parts.map((p, i) =>
        /^https?:\/\//.test(p) ? (
          <Anchor key={i} href={p} target="_blank" rel="noopener noreferrer">
            {p}
          </Anchor>
        ) : (
          <Fragment key={i}>{p}</Fragment>
        ),
      )}
    </Text>
  );
}

function Status({ m }: { m: OutboxMessage }) {
  if (m.error)
    return (
      <Badge color="red" variant="light">
        Failed
      </Badge>
    );
  if (m.sent_at)
    return (
      <Badge color="teal" variant="light">
        Sent
      </Badge>
    );
  return (
    <Badge color="gray" variant="light">
      Stored
    </Badge>
  );
}

/** /admin-functions/outbox (mail_outbox:view): the mail the product sent, readable without SMTP. */
export function OutboxPage() {
  const lp = useListParams({ length: 25 });
  const [search, setSearch] = useState(lp.search);
  const applySearch = useDebouncedCallback((v: string) => lp.set({ search: v.trim() || undefined }), 350);
  const { data, isLoading, error, refetch } = useOutbox({ page: lp.page, length: lp.length, search: lp.search || undefined });
  const [open, setOpen] = useState<OutboxMessage | null>(null);

  const columns: Column<OutboxMessage>[] = [
    { key: 'to', title: 'To', render: (m) => <Text size="sm">{m.to}</Text> },
    {
      key: 'subject',
      title: 'Subject',
      render: (m) => (
        <Text size="sm" fw={500} lineClamp={1}>
          {m.subject}
        </Text>
      ),
    },
    { key: 'created_at', title: 'When', width: 170, render: (m) => <Text size="sm">{dayjs(m.created_at).format('D MMM YYYY, HH:mm')}</Text> },
    { key: 'status', title: 'Status', width: 100, render: (m) => <Status m={m} /> },
  ];

  return (
    <>
      <PageHeader title="Mail Outbox" description="Every e-mail the product sent for your organisation: invitations, notifications, requests." />
      {data?.data.transport === 'outbox' && (
        <Alert variant="light" icon={<IconInfoCircle />} mb="md">
          No mail server is configured (SMTP_URL), so e-mail is kept here instead of being sent. Open an invitation to follow its link.
        </Alert>
      )}
      <Group mb="md">
        <TextInput
          aria-label="Search mail"
          placeholder="Search by recipient or subject"
          leftSection={<IconSearch size={16} />}
          w={320}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            applySearch(e.currentTarget.value);
          }}
        />
      </Group>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.data.messages}
          rowKey={(m) => m.id}
          loading={isLoading}
          page={lp.page}
          length={lp.length}
          total={data?.pagination?.total_count}
          onPage={(page) => lp.set({ page }, false)}
          onLength={(length) => lp.set({ length })}
          onRowClick={setOpen}
          empty={
            <EmptyState
              icon={IconMailbox}
              title={lp.search ? 'No mail matches' : 'No mail yet'}
              description={lp.search ? undefined : 'Invitations and notifications appear here as soon as they are sent.'}
            />
          }
        />
      )}
      <Drawer
        opened={Boolean(open)}
        onClose={() => setOpen(null)}
        position="right"
        size="lg"
        title={
          <Text fw={650} lineClamp={2}>
            {open?.subject}
          </Text>
        }
      >
        {open && (
          <Stack gap="md">
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                To {open.to} · {dayjs(open.created_at).format('D MMM YYYY, HH:mm')}
              </Text>
              <Status m={open} />
            </Group>
            {open.error && (
              <Alert color="red" variant="light">
                Delivery failed: {open.error}
              </Alert>
            )}
            <Paper withBorder p="md" data-testid="outbox-message">
              <LinkedText text={open.text} />
            </Paper>
          </Stack>
        )}
      </Drawer>
    </>
  );
}
