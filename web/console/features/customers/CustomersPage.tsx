import { SentBack } from '@web/ui/SentBack';
import { ActionIcon, Anchor, Badge, Button, Group, SegmentedControl, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconBuildingStore, IconPencil, IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Customer } from '@shared/contracts/customers';
import { formatMrr } from '@web/lib/money';
import { useListParams } from '@web/lib/useListParams';
import { DataTable, type Column } from '@web/ui/DataTable';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { useCustomers } from './api';
import { CustomerStatusSwitch } from './CustomerStatusSwitch';
import { DomainBadges } from './DomainBadges';

/** Roles sent back from the list (portal §6). */
export const listHiddenFor = ['sales', 'salesadmin'];

/** /customer-management (portal §2 Customer Accounts): paged, searchable, filterable list with the active toggle. */
export function CustomersPage() {
  const session = useSession();
  // Sales and Sales Admin are sent back (portal §6), as is any role that may not see customer accounts.
  if (session.isRole(...listHiddenFor) || !session.can('customer:view')) return <SentBack to="/" />;
  return <CustomersList />;
}

function CustomersList() {
  const session = useSession();
  const navigate = useNavigate();
  const lp = useListParams({ sort_by: '-created_at' });
  const status = lp.get('is_active');
  const [search, setSearch] = useState(lp.search);
  const applySearch = useDebouncedCallback((v: string) => lp.set({ search: v.trim() || undefined }), 350);
  const { data, isLoading, error, refetch } = useCustomers({
    page: lp.page,
    length: lp.length,
    sort_by: lp.sort_by,
    is_active: status,
    search: lp.search || undefined,
  });
  const p = data?.pagination;
  const canEdit = session.can('customer:edit');
  const canCreate = session.can('customer:create');
  const filtered = Boolean(status || lp.search);

  const columns: Column<Customer>[] = [
    {
      key: 'no',
      title: 'No.',
      width: 60,
      render: (_c, i) => (
        <Text size="sm" c="dimmed">
          {(lp.page - 1) * lp.length + i + 1}
        </Text>
      ),
    },
    {
      key: 'name',
      title: 'Customer Name',
      sortable: true,
      width: 230,
      render: (c) => (
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={`/customer-management/${c.id}`} fw={600} size="sm" lineClamp={1} title={c.name} maw={190}>
            {c.name}
          </Anchor>
          {c.source === 'CRM' && (
            <Tooltip label="Imported from your CRM">
              <Badge size="xs" variant="light" color="grape" style={{ flexShrink: 0 }}>
                CRM
              </Badge>
            </Tooltip>
          )}
        </Group>
      ),
    },
    { key: 'domains', title: 'Whitelisted Domains', render: (c) => <DomainBadges domains={c.whitelisted_domains} /> },
    {
      key: 'user_count',
      title: 'Members',
      width: 100,
      render: (c) => (
        <Group gap={4} wrap="nowrap">
          <IconUsers size={14} color="var(--mantine-color-dimmed)" />
          <Text size="sm">{c.user_count}</Text>
        </Group>
      ),
    },
    {
      key: 'mrr',
      title: 'MRR',
      sortable: true,
      width: 100,
      align: 'right',
      render: (c) => (
        <Text
          size="sm"
          c={c.mrr === null ? 'dimmed' : undefined}
          style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          data-testid="customer-mrr"
        >
          {formatMrr(c.mrr)}
        </Text>
      ),
    },
    {
      key: 'crm',
      title: 'CRM Account ID',
      render: (c) =>
        c.xsf_account ? (
          <Text size="xs" ff="monospace">
            {c.xsf_account.account_id}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      key: 'created_at',
      title: 'Created On',
      sortable: true,
      width: 120,
      render: (c) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {dayjs(c.created_at).format('D MMM YYYY')}
        </Text>
      ),
    },
    { key: 'is_active', title: 'Status', sortable: true, width: 90, render: (c) => <CustomerStatusSwitch customer={c} disabled={!canEdit} /> },
    {
      key: 'actions',
      title: 'Actions',
      width: 80,
      render: (c) =>
        c.allowed_actions.is_editable ? (
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${c.name}`} onClick={() => navigate(`/customer-management/${c.id}/edit`)}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null,
    },
  ];

  const add = canCreate ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => navigate('/customer-management/new')}>
      Add Customer
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeader
        title="Customer Accounts"
        description="The companies you sell to: their members get into your Trust Center, and their domains match access requests."
        actions={add}
      />
      <Group mb="md" justify="space-between" wrap="wrap">
        <Group gap="sm">
          <TextInput
            aria-label="Search customers"
            placeholder="Search by name, domain or CRM ID"
            leftSection={<IconSearch size={16} />}
            w={300}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              applySearch(e.currentTarget.value);
            }}
          />
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
        </Group>
        {p && (
          <Text size="sm" c="dimmed">
            {p.total_active_count} active · {p.total_inactive_count} inactive
          </Text>
        )}
      </Group>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.data.customers}
          rowKey={(c) => c.id}
          loading={isLoading}
          sortBy={lp.sort_by}
          onSort={(s) => lp.set({ sort_by: s })}
          page={lp.page}
          length={lp.length}
          total={p?.total_count}
          onPage={(page) => lp.set({ page }, false)}
          onLength={(length) => lp.set({ length })}
          empty={
            filtered ? (
              <EmptyState icon={IconSearch} title="No customer accounts match" description="Try another search or status filter." />
            ) : (
              <EmptyState
                icon={IconBuildingStore}
                title="No customer accounts yet"
                description="Add the companies you sell to. Approving an access request from the Trust Center can also create one."
                action={add}
              />
            )
          }
        />
      )}
    </>
  );
}
