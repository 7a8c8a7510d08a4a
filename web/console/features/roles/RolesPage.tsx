import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCopy, IconEye, IconLock, IconPencil, IconPlus, IconSearch, IconShieldCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Role } from '@shared/contracts/roles';
import { useListParams } from '@web/lib/useListParams';
import { DataTable, type Column } from '@web/ui/DataTable';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { useRoles } from './api';
import { DeleteRoleDialog } from './DeleteRoleDialog';
import { PermissionSummary } from './PermissionMatrix';

const BASE = '/admin-functions/user-roles';

/** /admin-functions/user-roles (portal §2, §6): built-in role templates and the organisation's own roles. */
export function RolesPage() {
  const session = useSession();
  const navigate = useNavigate();
  const lp = useListParams({ sort_by: 'name', length: 25 });
  const [search, setSearch] = useState(lp.search);
  const applySearch = useDebouncedCallback((v: string) => lp.set({ search: v.trim() || undefined }), 350);
  const { data, isLoading, error, refetch } = useRoles({ page: lp.page, length: lp.length, sort_by: lp.sort_by, search: lp.search || undefined });
  const [deleting, setDeleting] = useState<Role | null>(null);
  const canCreate = session.can('teams:create');
  const canEdit = session.can('teams:edit');
  const canDelete = session.can('teams:delete');

  const columns: Column<Role>[] = [
    {
      key: 'name',
      title: 'Role',
      sortable: true,
      render: (r) => (
        <Stack gap={2}>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {r.name}
            </Text>
            {r.is_builtin ? (
              <Badge size="xs" variant="light" color="gray" leftSection={<IconLock size={10} />}>
                Built-in
              </Badge>
            ) : (
              <Badge size="xs" variant="light" color="teal">
                Custom
              </Badge>
            )}
          </Group>
          {r.description && (
            <Text size="xs" c="dimmed" lineClamp={1} maw={420}>
              {r.description}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'permissions', title: 'Access', render: (r) => <PermissionSummary value={r.permissions} /> },
    {
      key: 'user_count',
      title: 'Users',
      sortable: true,
      width: 90,
      render: (r) => (
        <Tooltip label={`${r.active_user_count} active`}>
          <Text size="sm">{r.user_count}</Text>
        </Tooltip>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 130,
      render: (r) => (
        <Group gap={4} wrap="nowrap" onClick={(e) => e.stopPropagation()}>
          <Tooltip label={r.is_builtin || !canEdit ? 'View permissions' : 'Edit'}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`${r.is_builtin || !canEdit ? 'View' : 'Edit'} ${r.name}`}
              onClick={() => navigate(`${BASE}/${r.id}/edit`)}
            >
              {r.is_builtin || !canEdit ? <IconEye size={18} /> : <IconPencil size={18} />}
            </ActionIcon>
          </Tooltip>
          {canCreate && (
            <Tooltip label="Duplicate as a custom role">
              <ActionIcon variant="subtle" color="gray" aria-label={`Duplicate ${r.name}`} onClick={() => navigate(`${BASE}/new?from=${r.id}`)}>
                <IconCopy size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {canDelete && !r.is_builtin && (
            <Tooltip label="Delete">
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${r.name}`} onClick={() => setDeleting(r)}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  const add = canCreate ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(`${BASE}/new`)}>
      Add Role
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeader
        title="User Roles"
        description="What each role may see and do. Built-in roles are fixed templates; duplicate one to make a role of your own."
        actions={add}
      />
      <Group mb="md">
        <TextInput
          aria-label="Search roles"
          placeholder="Search roles"
          leftSection={<IconSearch size={16} />}
          w={300}
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
          rows={data?.data.roles}
          rowKey={(r) => r.id}
          loading={isLoading}
          sortBy={lp.sort_by}
          onSort={(sort_by) => lp.set({ sort_by })}
          page={lp.page}
          length={lp.length}
          total={data?.pagination?.total_count}
          onPage={(page) => lp.set({ page }, false)}
          onLength={(length) => lp.set({ length })}
          onRowClick={(r) => navigate(`${BASE}/${r.id}/edit`)}
          empty={<EmptyState icon={lp.search ? IconSearch : IconShieldCheck} title="No roles match" description={`Nothing matches “${lp.search}”.`} />}
        />
      )}
      {deleting && <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
