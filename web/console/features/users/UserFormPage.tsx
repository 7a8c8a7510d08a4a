import { Alert, Anchor, Breadcrumbs, Button, Grid, Group, Paper, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconMail } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { userMessages, type OrgUser } from '@shared/contracts/users';
import { ApiError } from '@web/lib/api';
import { fieldErrors } from '@web/lib/fieldErrors';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { ErrorState } from '@web/ui/ErrorState';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../pages/ErrorPage';
import { useRoleOptions, useSaveUser, useUser } from './api';
import { ResendInviteButton } from './ResendInviteButton';

type Field = 'first_name' | 'last_name' | 'email' | 'team_name' | 'group_id';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LIST = '/admin-functions/user-management';

/** /admin-functions/user-management/new and /{userId}/edit. */
export function UserFormPage() {
  const { userId } = useParams();
  const session = useSession();
  const { data: user, error, isLoading, refetch } = useUser(userId);
  if (!session.can(userId ? 'users:edit' : 'users:create')) return <Navigate to={LIST} replace />;
  if (userId) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundPage />;
    if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
    if (isLoading || !user) return <Skeleton h={360} />;
  }
  return <UserForm key={user?.id ?? 'new'} user={user} />;
}

function UserForm({ user }: { user: OrgUser | undefined }) {
  const navigate = useNavigate();
  const roles = useRoleOptions();
  const save = useSaveUser(user?.id);
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    team_name: user?.team_name.name ?? '',
    group_id: user?.group.id ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problems: Partial<Record<Field, string>> = {};
    if (!values.first_name.trim()) problems.first_name = userMessages.firstNameRequired;
    if (!EMAIL.test(values.email.trim())) problems.email = userMessages.emailInvalid;
    if (!values.group_id) problems.group_id = userMessages.roleRequired;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      const saved = await save.mutateAsync({ ...values, email: values.email.trim() });
      if (user) notifySuccess(userMessages.updated);
      else
        notifySuccess(
          saved.invitation
            ? `${userMessages.created} to ${saved.invitation.sent_to}`
            : 'User created, but the invitation could not be sent. Use Resend invitation.',
        );
      navigate(LIST);
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length) setErrors(fields);
      else notifyError(err);
    }
  }

  const roleData = (roles.data ?? []).map((r) => ({ value: r.id, label: r.is_builtin ? r.name : `${r.name} (custom)` }));
  return (
    <>
      <Breadcrumbs mb="xs">
        <Anchor component={Link} to={LIST} size="sm">
          Organisation Users
        </Anchor>
        <Text size="sm">{user ? 'Edit user' : 'Add user'}</Text>
      </Breadcrumbs>
      <PageHeader
        title={user ? `Edit ${`${user.first_name} ${user.last_name}`.trim()}` : 'Add User'}
        description={user ? user.email : 'They receive an e-mail invitation to set their password and sign in.'}
      />
      <Paper withBorder p="lg" maw={760}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Grid>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label="First name"
                  withAsterisk
                  value={values.first_name}
                  onChange={(e) => set('first_name')(e.currentTarget.value)}
                  error={errors.first_name}
                  autoFocus
                  maxLength={80}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label="Last name"
                  value={values.last_name}
                  onChange={(e) => set('last_name')(e.currentTarget.value)}
                  error={errors.last_name}
                  maxLength={80}
                />
              </Grid.Col>
            </Grid>
            <TextInput
              label="Email"
              withAsterisk
              type="email"
              leftSection={<IconMail size={16} />}
              value={values.email}
              onChange={(e) => set('email')(e.currentTarget.value)}
              error={errors.email}
              description={user && !user.last_login ? 'Changing it? Resend the invitation afterwards so it reaches the new address.' : undefined}
            />
            <Grid>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Select
                  label="Role"
                  withAsterisk
                  placeholder="Choose a role"
                  data={roleData}
                  value={values.group_id || null}
                  onChange={(v) => set('group_id')(v ?? '')}
                  error={errors.group_id}
                  searchable
                  allowDeselect={false}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label="Team"
                  placeholder="e.g. Security, Sales EMEA"
                  value={values.team_name}
                  onChange={(e) => set('team_name')(e.currentTarget.value)}
                  error={errors.team_name}
                  maxLength={80}
                />
              </Grid.Col>
            </Grid>
            {user && (
              <Alert variant="light" color={user.last_login ? 'gray' : 'orange'} icon={<IconInfoCircle />}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {user.last_login
                      ? `Last signed in ${dayjs(user.last_login).format('D MMM YYYY, HH:mm')}.`
                      : 'Pending first login: they have not signed in yet.'}{' '}
                    {user.is_active ? '' : 'This account is inactive.'}
                  </Text>
                  <ResendInviteButton user={user} />
                </Group>
              </Alert>
            )}
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={() => navigate(LIST)}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                {user ? 'Save changes' : 'Add user and send invitation'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
