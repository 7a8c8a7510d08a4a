import { ActionIcon, Anchor, Badge, Group, Select, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCheck, IconSearch, IconUserPlus, IconX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { AccessRequest } from '@shared/contracts/gated-access';
import { limits } from '@shared/limits';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useListParams } from '@web/lib/useListParams';
import { confirmAction } from '@web/ui/confirm';
import { DateRangeFilter } from '@web/ui/DateRangeFilter';
import { DataTable, type Column } from '@web/ui/DataTable';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { useSession } from '../../auth/session';
import { useAccessRequests, useDecideRequest } from './api';
import { CustomerChoiceDialog } from './CustomerChoiceDialog';
import { RejectedDialog } from './RejectedDialog';

const statusColor = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;
const when = (v: string | null) => (v ? dayjs(v).format('D MMM YYYY, HH:mm') : '—');

/** Opens the customer account in a popup window (questionnaires §2.5). */
const openCustomer = (id: string) => window.open(`/customer-management/${id}`, `customer-${id}`, 'popup,width=1200,height=820');

export function ExternalRequestsTab({ onPending }: { onPending: (n: number | undefined) => void }) {
  const session = useSession();
  const isSales = session.isRole('sales');
  const canEdit = session.can('access_request:edit');
  const lp = useListParams({ sort_by: '-created_at' });
  const [search, setSearch] = useState(lp.search);
  const debounced = useDebouncedCallback((v: string) => lp.set({ search: v }), limits.searchDebounceMs);
  const from = lp.get('from') ?? '';
  const to = lp.get('to') ?? '';
  const { data, isLoading, error, refetch } = useAccessRequests({
    page: lp.page,
    length: lp.length,
    sort_by: lp.sort_by,
    search: lp.search || undefined,
    status: lp.get('status'),
    date_range: from || to ? `${from},${to}` : undefined,
  });
  const pendingCount = data?.pagination?.pending_count;
  useEffect(() => onPending(pendingCount), [pendingCount, onPending]);
  const decide = useDecideRequest();
  const [choosing, setChoosing] = useState<{ request: AccessRequest; suggestion: { id: string; name: string } | null } | null>(null);
  const [rejected, setRejected] = useState<AccessRequest | null>(null);

  async function approve(r: AccessRequest) {
    try {
      const out = await decide.mutateAsync({ id: r.id, action: 'APPROVE' });
      notifySuccess('Request approved');
      setChoosing({ request: out.request, suggestion: out.customer });
    } catch (err) {
      notifyError(err);
    }
  }

  async function reject(r: AccessRequest) {
    const ok = await confirmAction({
      title: 'Reject access request?',
      message: `${r.first_name} ${r.last_name} (${r.email}) will not get access to ${r.requested_document_name}.`,
      confirmLabel: 'Reject',
      danger: true,
    });
    if (!ok) return;
    try {
      const out = await decide.mutateAsync({ id: r.id, action: 'REJECT' });
      notifySuccess('Request rejected');
      setRejected(out.request);
    } catch (err) {
      notifyError(err);
    }
  }

  const customerCell = (r: AccessRequest) => {
    if (!r.customer)
      return (
        <Text size="sm" c="dimmed">
          {r.company_name}
        </Text>
      );
    if (isSales || !session.can('customer:view')) return <Text size="sm">{r.customer.name}</Text>;
    const c = r.customer;
    return (
      <Anchor size="sm" component="button" type="button" ta="left" onClick={() => openCustomer(c.id)}>
        {c.name}
      </Anchor>
    );
  };

  const columns: Column<AccessRequest>[] = [
    {
      key: 'no',
      title: 'No.',
      width: 56,
      render: (_r, i) => (
        <Text size="sm" c="dimmed">
          {(lp.page - 1) * lp.length + i + 1}
        </Text>
      ),
    },
    { key: 'company_name', title: 'Customer Account', sortable: true, render: customerCell },
    { key: 'first_name', title: 'First Name', sortable: true, render: (r) => <Text size="sm">{r.first_name}</Text> },
    { key: 'last_name', title: 'Last Name', sortable: true, render: (r) => <Text size="sm">{r.last_name}</Text> },
    { key: 'email', title: 'Email Address', sortable: true, render: (r) => <Text size="sm">{r.email}</Text> },
    { key: 'created_at', title: 'Request date', sortable: true, render: (r) => <Text size="sm">{when(r.created_at)}</Text> },
    {
      key: 'decision_date',
      title: 'Approved date',
      sortable: true,
      render: (r) => <Text size="sm">{r.status === 'approved' ? when(r.decision_date) : '—'}</Text>,
    },
    {
      key: 'status',
      title: 'Status',
      width: 200,
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <Tooltip
            label={
              r.auto_approved
                ? 'Approved automatically: the e-mail domain is whitelisted for the customer account'
                : r.decided_by
                  ? `By ${r.decided_by}`
                  : r.status
            }
            disabled={r.status === 'pending'}
          >
            <Badge color={statusColor[r.status]} variant="light" tt="lowercase" style={{ flexShrink: 0 }} styles={{ label: { overflow: 'visible' } }}>
              {r.auto_approved ? 'approved (auto)' : r.status}
            </Badge>
          </Tooltip>
          {canEdit && r.status === 'pending' && (
            <>
              <Tooltip label="Approve">
                <ActionIcon
                  variant="light"
                  color="green"
                  aria-label={`Approve ${r.email}`}
                  onClick={() => void approve(r)}
                  loading={decide.isPending && decide.variables?.id === r.id}
                >
                  <IconCheck size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Reject">
                <ActionIcon variant="light" color="red" aria-label={`Reject ${r.email}`} onClick={() => void reject(r)}>
                  <IconX size={16} />
                </ActionIcon>
              </Tooltip>
            </>
          )}
          {canEdit && r.status === 'approved' && !r.customer && (
            <Tooltip label="Choose the customer account and send the invitation">
              <ActionIcon variant="light" aria-label={`Choose customer for ${r.email}`} onClick={() => setChoosing({ request: r, suggestion: null })}>
                <IconUserPlus size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
    {
      key: 'document',
      title: 'Document',
      render: (r) => (
        <Tooltip label={r.reason ? `Reason: ${r.reason}` : 'No reason given'} multiline w={280}>
          <Text size="sm" lineClamp={2}>
            {r.requested_document_name}
          </Text>
        </Tooltip>
      ),
    },
  ];

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <>
      <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          placeholder="Search name, e-mail, company"
          aria-label="Search access requests"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            debounced(e.currentTarget.value);
          }}
          w={260}
        />
        <Select
          aria-label="Status"
          placeholder="All statuses"
          clearable
          w={160}
          data={[
            { value: 'pending', label: 'pending' },
            { value: 'approved', label: 'approved' },
            { value: 'rejected', label: 'rejected' },
          ]}
          value={lp.get('status') ?? null}
          onChange={(v) => lp.set({ status: v })}
        />
        <DateRangeFilter
          label="Requested between"
          placeholder="Requested between…"
          from={from || null}
          to={to || null}
          onChange={(r) => lp.set({ from: r?.[0], to: r?.[1] })}
        />
      </Group>
      <DataTable
        columns={columns}
        rows={data?.data.access_requests}
        rowKey={(r) => r.id}
        loading={isLoading}
        sortBy={lp.sort_by}
        onSort={(s) => lp.set({ sort_by: s })}
        page={lp.page}
        length={lp.length}
        total={data?.pagination?.total_count}
        onPage={(p) => lp.set({ page: p }, false)}
        onLength={(l) => lp.set({ length: l })}
        empty={
          <EmptyState
            title="No access requests"
            description="Visitors ask for confidential documents with 'Request access' on your Trust Center; their requests show up here."
          />
        }
      />
      <CustomerChoiceDialog request={choosing?.request ?? null} suggestion={choosing?.suggestion ?? null} onClose={() => setChoosing(null)} />
      <RejectedDialog request={rejected} onClose={() => setRejected(null)} />
    </>
  );
}
