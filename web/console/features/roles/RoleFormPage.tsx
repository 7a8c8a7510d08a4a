import { SentBack } from '@web/ui/SentBack';
import { Alert, Anchor, Breadcrumbs, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconCopy, IconLock, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { roleInput, roleMessages, type Role } from '@shared/contracts/roles';
import type { PermissionSet } from '@shared/permissions';
import { ApiError } from '@web/lib/api';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { ErrorState } from '@web/ui/ErrorState';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../pages/ErrorPage';
import { useRole, useSaveRole } from './api';
import { DeleteRoleDialog } from './DeleteRoleDialog';
import { PermissionMatrix } from './PermissionMatrix';

const LIST = '/admin-functions/user-roles';
const noPermissions: PermissionSet = {};

/** /admin-functions/user-roles/new (optionally ?from={roleId} to duplicate) and /{roleId}/edit. */
export function RoleFormPage() {
  const { roleId } = useParams();
  const [params] = useSearchParams();
  const from = roleId ? undefined : (params.get('from') ?? undefined);
  const session = useSession();
  const { data: role, error, isLoading, refetch } = useRole(roleId ?? from);
  if (!session.can(roleId ? 'teams:view' : 'teams:create')) return <SentBack to={LIST} />;
  if (roleId || from) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundPage />;
    if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
    if (isLoading || !role) return <Skeleton h={480} />;
  }
  return <RoleForm key={`${roleId ?? 'new'}-${from ?? ''}`} role={roleId ? role : undefined} template={from ? role : undefined} />;
}

function RoleForm({ role, template }: { role: Role | undefined; template: Role | undefined }) {
  const session = useSession();
  const navigate = useNavigate();
  const save = useSaveRole(role?.id);
  const form = useContractForm(roleInput, {
    name: role?.name ?? (template ? `${template.name} (copy)` : ''),
    description: role?.description ?? template?.description ?? '',
    permissions: role?.permissions ?? template?.permissions ?? {},
  });
  const { setValues } = form;
  // A change of the matrix clears every error, as a change of a field clears its own.
  const changePermissions = useCallback((permissions: PermissionSet) => setValues({ permissions }), [setValues]);
  const [deleting, setDeleting] = useState(false);
  const readOnly = Boolean(role && (role.is_builtin || !session.can('teams:edit')));

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notifySuccess(role ? roleMessages.updated : roleMessages.created);
      navigate(LIST);
    } catch (err) {
      showServerErrors(form, err);
    }
  });

  const title = role ? (readOnly ? role.name : `Edit ${role.name}`) : template ? `Duplicate ${template.name}` : 'Add Role';
  return (
    <>
      <Breadcrumbs mb="xs">
        <Anchor component={Link} to={LIST} size="sm">
          User Roles
        </Anchor>
        <Text size="sm">{role ? role.name : 'New role'}</Text>
      </Breadcrumbs>
      <PageHeader
        title={title}
        description={
          role
            ? `${role.user_count} ${role.user_count === 1 ? 'user has' : 'users have'} this role.`
            : 'A custom role: pick exactly what its users may see and do.'
        }
        actions={
          role && (
            <>
              {session.can('teams:create') && (
                <Button variant="default" leftSection={<IconCopy size={16} />} onClick={() => navigate(`${LIST}/new?from=${role.id}`)}>
                  Duplicate
                </Button>
              )}
              {!role.is_builtin && session.can('teams:delete') && (
                <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
                  Delete
                </Button>
              )}
            </>
          )
        }
      />
      {role?.is_builtin && (
        <Alert color="gray" variant="light" icon={<IconLock />} mb="md" maw={960}>
          {roleMessages.builtinReadOnly}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={960}>
          <Paper withBorder p="lg">
            <Stack gap="md">
              <TextInput label="Name" withAsterisk {...form.getInputProps('name')} readOnly={readOnly} maxLength={60} autoFocus={!readOnly} />
              <Textarea
                label="Description"
                placeholder="What this role is for"
                {...form.getInputProps('description')}
                readOnly={readOnly}
                autosize
                minRows={2}
                maxLength={300}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="lg">
            <Title order={4} mb={4}>
              Permissions
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              Giving create, edit or delete also gives view. You can only grant permissions you hold yourself.
            </Text>
            {form.errors.permissions && (
              <Alert color="red" variant="light" mb="md">
                {form.errors.permissions}
              </Alert>
            )}
            <PermissionMatrix value={form.values.permissions ?? noPermissions} onChange={readOnly ? undefined : changePermissions} readOnly={readOnly} />
          </Paper>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(LIST)}>
              {readOnly ? 'Back' : 'Cancel'}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={save.isPending}>
                {role ? 'Save changes' : 'Create role'}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      {deleting && role && <DeleteRoleDialog role={role} onClose={() => setDeleting(false)} onDeleted={() => navigate(LIST)} />}
    </>
  );
}
