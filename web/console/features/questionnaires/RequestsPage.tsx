import { Avatar, Button, Group, MultiSelect, Progress, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import { IconFileSpreadsheet, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { customerTypeLabel, priorities, requestStatuses, requestStatusLabels, reqNumLabel, type RequestListItem } from '@shared/contracts/questionnaires';
import { limits } from '@shared/limits';
import { useListParams } from '@web/lib/useListParams';
import { DataTable, type Column } from '@web/ui/DataTable';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { useFormOptions, useRequests } from './api';
import { DueDate, PriorityBadge, StatusBadge } from './badges';
import { RequestFormDrawer } from './RequestFormDrawer';

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** /questionnaires: the request list (questionnaires §2), most urgent first. */
export function RequestsPage() {
  const session = useSession();
  const navigate = useNavigate();
  const lp = useListParams({ sort_by: 'priority' });
  const [search, setSearch] = useState(lp.search);
  const debounced = useDebouncedCallback((v: string) => lp.set({ search: v }), limits.searchDebounceMs);
  const [creating, drawer] = useDisclosure(false);
  const sme = session.isRole('sme');
  const options = useFormOptions(!sme);
  const query = {
    page: lp.page,
    length: lp.length,
    sort_by: lp.sort_by,
    search: lp.search || undefined,
    status: lp.get('status'),
    priority: lp.get('priority'),
    owner: lp.get('owner'),
    assignee: lp.get('assignee'),
    customer: lp.get('customer'),
    due: lp.get('due') as 'overdue' | undefined,
  };
  const { data, isLoading, error, refetch } = useRequests(query);
  const people = [
    { value: 'me', label: 'Me' },
    ...(options.data?.users ?? []).filter((u) => u.id !== session.login.user.id).map((u) => ({ value: u.id, label: u.full_name })),
  ];
  const filtered = Boolean(lp.search || query.status || query.priority || query.owner || query.assignee || query.customer || query.due);

  const columns: Column<RequestListItem>[] = [
    {
      key: 'req_num',
      title: 'Request',
      sortable: true,
      render: (r) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {reqNumLabel(r.req_num)}
          </Text>
          {r.kind === 'EXTERNAL_SITE' && (
            <Text size="xs" c="dimmed">
              From Trust Center
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'customer',
      title: 'Customer',
      sortable: true,
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {r.customer?.name ?? '—'}
          </Text>
          <Text size="xs" c="dimmed">
            {customerTypeLabel(r.customer_type)}
            {r.source_relation_type === 'PARTNER' ? ' · Partner' : ''}
          </Text>
        </Stack>
      ),
    },
    { key: 'priority', title: 'Priority', sortable: true, render: (r) => <PriorityBadge priority={r.priority} /> },
    { key: 'status', title: 'Status', sortable: true, render: (r) => <StatusBadge status={r.status} size="sm" /> },
    { key: 'owner', title: 'Owner', render: (r) => <Text size="sm">{r.owner?.full_name ?? '—'}</Text> },
    {
      key: 'assignees',
      title: 'Assignees',
      render: (r) =>
        r.assignees.length ? (
          <Tooltip.Group>
            <Avatar.Group spacing="sm">
              {r.assignees.slice(0, 3).map((a) => (
                <Tooltip key={a.id} label={a.full_name}>
                  <Avatar size={28} radius="xl" color="brand">
                    {initials(a.full_name)}
                  </Avatar>
                </Tooltip>
              ))}
              {r.assignees.length > 3 && (
                <Avatar size={28} radius="xl">
                  +{r.assignees.length - 3}
                </Avatar>
              )}
            </Avatar.Group>
          </Tooltip.Group>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    { key: 'due_date', title: 'Due date', sortable: true, render: (r) => <DueDate date={r.due_date} status={r.status} /> },
    {
      key: 'progress',
      title: 'Progress',
      width: 140,
      render: (r) => (
        <Tooltip label={r.file_count ? `${r.progress_percentage}% of answers approved` : 'No files yet'}>
          <Group gap={6} wrap="nowrap">
            <Progress
              value={r.progress_percentage}
              w={70}
              size="sm"
              aria-label={`${r.progress_percentage}% approved`}
              color={r.progress_percentage === 100 ? 'teal' : 'brand'}
            />
            <Text size="xs" c="dimmed">
              {r.progress_percentage}%
            </Text>
          </Group>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Questionnaire requests"
        description="Customers' security questionnaires, most urgent first."
        actions={
          session.can('questionnaire_request:create') && !sme ? (
            <Button leftSection={<IconPlus size={16} />} onClick={drawer.open}>
              New request
            </Button>
          ) : undefined
        }
      />
      <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          placeholder="Search customer, requestor or REQ number"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            debounced(e.currentTarget.value);
          }}
          w={300}
          aria-label="Search requests"
        />
        <MultiSelect
          placeholder={query.status ? undefined : 'Status'}
          aria-label="Status"
          data={requestStatuses.map((s) => ({ value: s, label: requestStatusLabels[s] }))}
          value={query.status?.split(',') ?? []}
          onChange={(v) => lp.set({ status: v.join(',') })}
          clearable
          w={220}
        />
        <MultiSelect
          placeholder={query.priority ? undefined : 'Priority'}
          aria-label="Priority"
          data={priorities.map((p) => ({ value: p, label: p }))}
          value={query.priority?.split(',') ?? []}
          onChange={(v) => lp.set({ priority: v.join(',') })}
          clearable
          w={160}
        />
        {!sme && (
          <>
            <Select
              placeholder="Owner"
              aria-label="Owner"
              data={people}
              value={query.owner ?? null}
              onChange={(v) => lp.set({ owner: v })}
              clearable
              searchable
              w={170}
            />
            <Select
              placeholder="Assignee"
              aria-label="Assignee"
              data={people}
              value={query.assignee ?? null}
              onChange={(v) => lp.set({ assignee: v })}
              clearable
              searchable
              w={170}
            />
            <Select
              placeholder="Customer"
              aria-label="Customer"
              data={(options.data?.customers ?? []).map((c) => ({ value: c.id, label: c.name }))}
              value={query.customer ?? null}
              onChange={(v) => lp.set({ customer: v })}
              clearable
              searchable
              w={190}
            />
          </>
        )}
        <Select
          placeholder="Due date"
          aria-label="Due date"
          data={[
            { value: 'overdue', label: 'Overdue' },
            { value: 'this_week', label: 'Due within 7 days' },
            { value: 'next_30_days', label: 'Due within 30 days' },
            { value: 'none', label: 'No due date' },
          ]}
          value={query.due ?? null}
          onChange={(v) => lp.set({ due: v })}
          clearable
          w={180}
        />
      </Group>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.data.requests}
          rowKey={(r) => r.id}
          loading={isLoading}
          sortBy={lp.sort_by}
          onSort={(s) => lp.set({ sort_by: s })}
          page={lp.page}
          length={lp.length}
          total={data?.pagination?.total_count}
          onPage={(p) => lp.set({ page: p }, false)}
          onLength={(l) => lp.set({ length: l })}
          onRowClick={(r) => navigate(`/questionnaires/${r.id}`)}
          empty={
            filtered ? (
              <EmptyState title="No requests match these filters" description="Try another search or clear the filters." />
            ) : (
              <EmptyState
                icon={IconFileSpreadsheet}
                title="No questionnaire requests yet"
                description="When a customer sends a security questionnaire, create a request and upload their file: the AI drafts the answers from your knowledge hub."
                action={session.can('questionnaire_request:create') && !sme ? <Button onClick={drawer.open}>New request</Button> : undefined}
              />
            )
          }
        />
      )}
      <RequestFormDrawer opened={creating} onClose={drawer.close} onCreated={(id) => navigate(`/questionnaires/${id}`)} />
    </>
  );
}
