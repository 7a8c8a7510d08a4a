import { ActionIcon, Avatar, Badge, Button, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCrown, IconPencil, IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { userMessages, type OrgUser } from '@shared/contracts/users';
import { notifySuccess } from '@web/lib/notify';
import { useListParams } from '@web/lib/useListParams';
import { ActiveSwitch } from '@web/ui/ActiveSwitch';
import { DataTable, type Column } from '@web/ui/DataTable';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { useRoleOptions, useSetUserActive, useUsers } from './api';
import { ResendInviteButton } from './ResendInviteButton';

dayjs.extend(relativeTime);

const statusOptions = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

export const fullName = (u: Pick<OrgUser, 'first_name' | 'last_name'>) => `${u.first_name} ${u.last_name}`.trim();

/** /admin-functions/user-management (portal §2, §4, §5, §7): the organisation's users. */
export function UsersPage() {
  const session = useSession();
  const navigate = useNavigate();
  const lp = useListParams({ sort_by: '-created_at' });
  const [search, setSearch] = useState(lp.search);
  const applySearch = useDebouncedCallback((v: string) => lp.set({ search: v.trim() || undefined }), 350);
  const isActive = lp.get('is_active');
  const groupId = lp.get('group_id');
  const { data, isLoading, error, refetch } = useUsers({
    page: lp.page,
    length: lp.length,
    sort_by: lp.sort_by,
    search: lp.search || undefined,
    is_active: isActive,
    group_id: groupId,
  });
  const roles = useRoleOptions();
  const setActive = useSetUserActive();
  const canCreate = session.can('users:create');
  const canEdit = session.can('users:edit');
  const filtered = Boolean(lp.search || isActive || groupId);

  const columns: Column<OrgUser>[] = [
    {
      key: 'first_name',
      title: 'Name',
      sortable: true,
      render: (u) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar radius="xl" size={34} color={u.is_active ? 'brand' : 'gray'}>
            {`${u.first_name[0] ?? ''}${u.last_name[0] ?? ''}`.toUpperCase()}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={600} truncate>
                {fullName(u)}
              </Text>
              {u.is_admin && (
                <Tooltip label="Admin">
                  <IconCrown size={16} color="var(--mantine-color-yellow-7)" aria-label="Admin" data-testid="admin-icon" />
                </Tooltip>
              )}
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {u.email}
            </Text>
          </Stack>
        </Group>
      ),
    },
    {
      key: 'group',
      title: 'Role',
      sortable: true,
      render: (u) => (
        <Badge variant="light" color={u.is_admin ? 'yellow' : 'brand'}>
          {u.group.name}
        </Badge>
      ),
    },
    {
      key: 'team',
      title: 'Team',
      render: (u) => (
        <Text size="sm" c={u.team_name.name ? undefined : 'dimmed'}>
          {u.team_name.name || '—'}
        </Text>
      ),
    },
    {
      key: 'last_login',
      title: 'Last login',
      sortable: true,
      render: (u) =>
        u.last_login ? (
          <Tooltip label={dayjs(u.last_login).format('D MMM YYYY, HH:mm')}>
            <Text size="sm">{dayjs(u.last_login).fromNow()}</Text>
          </Tooltip>
        ) : (
          <Badge variant="dot" color="orange">
            Pending first login
          </Badge>
        ),
    },
    { key: 'created_at', title: 'Added', sortable: true, render: (u) => <Text size="sm">{dayjs(u.created_at).format('D MMM YYYY')}</Text> },
    {
      key: 'status',
      title: 'Active',
      width: 80,
      render: (u) => (
        <ActiveSwitch
          checked={u.is_active}
          name={fullName(u)}
          disabled={!canEdit || Boolean(u.deactivate_refusal)}
          disabledReason={!canEdit ? 'You do not have permission to change users' : (u.deactivate_refusal ?? undefined)}
          confirm={(next) =>
            next
              ? { title: 'Mark User as Active', message: `${fullName(u)} will be able to sign in again with their current role.` }
              : {
                  title: 'Mark User as Inactive',
                  message: `${fullName(u)} will be signed out at once and can no longer sign in. You can reactivate the account at any time.`,
                }
          }
          onToggle={async (next) => {
            await setActive.mutateAsync({ id: u.id, is_active: next });
            notifySuccess(next ? userMessages.activated : userMessages.deactivated);
          }}
        />
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 100,
      render: (u) =>
        canEdit ? (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Edit ${fullName(u)}`}
                onClick={() => navigate(`/admin-functions/user-management/${u.id}/edit`)}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <ResendInviteButton user={u} />
          </Group>
        ) : null,
    },
  ];

  const add = canCreate ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => navigate('/admin-functions/user-management/new')}>
      Add User
    </Button>
  ) : undefined;
  const admins = data?.pagination?.total_active_admins_count;

  return (
    <>
      <PageHeader
        title="Organisation Users"
        description={
          admins === undefined
            ? 'Everyone in your organisation who can sign in, with their role.'
            : `Everyone in your organisation who can sign in, with their role. ${admins} active ${admins === 1 ? 'admin' : 'admins'}.`
        }
        actions={add}
      />
      <Group mb="md" gap="sm" wrap="wrap">
        <TextInput
          aria-label="Search users"
          placeholder="Search by name, email or team"
          leftSection={<IconSearch size={16} />}
          w={300}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            applySearch(e.currentTarget.value);
          }}
        />
        <Select
          aria-label="Filter by status"
          placeholder="All statuses"
          data={statusOptions}
          value={isActive ?? null}
          onChange={(v) => lp.set({ is_active: v })}
          clearable
          w={160}
        />
        <Select
          aria-label="Filter by role"
          placeholder="All roles"
          data={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          value={groupId ?? null}
          onChange={(v) => lp.set({ group_id: v })}
          clearable
          searchable
          w={200}
        />
      </Group>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.data.users}
          rowKey={(u) => u.id}
          loading={isLoading}
          sortBy={lp.sort_by}
          onSort={(sort_by) => lp.set({ sort_by })}
          page={lp.page}
          length={lp.length}
          total={data?.pagination?.totalCount}
          onPage={(page) => lp.set({ page }, false)}
          onLength={(length) => lp.set({ length })}
          empty={
            filtered ? (
              <EmptyState icon={IconSearch} title="No users match" description="Try another search or clear the filters." />
            ) : (
              <EmptyState icon={IconUsers} title="No users yet" description="Invite your colleagues: they get an e-mail to set their password." action={add} />
            )
          }
        />
      )}
    </>
  );
}
