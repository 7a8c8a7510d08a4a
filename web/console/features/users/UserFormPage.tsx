import { SentBack } from '@web/ui/SentBack';
import { Alert, Anchor, Breadcrumbs, Button, Grid, Group, Paper, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconMail } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link, useNavigate, useParams } from 'react-router';
import { holdsEveryPermission } from '@shared/contracts/roles';
import { userInput, userMessages, type OrgUser } from '@shared/contracts/users';
import { ApiError } from '@web/lib/api';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { ErrorState } from '@web/ui/ErrorState';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../pages/ErrorPage';
import { useRoleOptions, useSaveUser, useUser } from './api';
import { ResendInviteButton } from './ResendInviteButton';

const LIST = '/admin-functions/user-management';

/** /admin-functions/user-management/new and /{userId}/edit. */
export function UserFormPage() {
  const { userId } = useParams();
  const session = useSession();
  const { data: user, error, isLoading, refetch } = useUser(userId);
  if (!session.can(userId ? 'users:edit' : 'users:create')) return <SentBack to={LIST} />;
  if (userId) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundPage />;
    if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
    if (isLoading || !user) return <Skeleton h={360} />;
  }
  return <UserForm key={user?.id ?? 'new'} user={user} />;
}

export function UserForm({ user }: { user: OrgUser | undefined }) {
  const navigate = useNavigate();
  const roles = useRoleOptions();
  const save = useSaveUser(user?.id);
  const { login } = useSession();
  // Once someone has set up their account, the address is theirs: only an Admin moves it (the server refuses others too).
  const addressLocked = Boolean(user?.has_signed_in && user.id !== login.user.id && !holdsEveryPermission(login.user.permissions));
  const form = useContractForm(userInput, {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    team_name: user?.team_name.name ?? '',
    group_id: user?.group.id ?? '',
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      if (user) notifySuccess(userMessages.updated);
      else
        notifySuccess(
          saved.invitation
            ? `${userMessages.created} to ${saved.invitation.sent_to}`
            : 'User created, but the invitation could not be sent. Use Resend invitation.',
        );
      navigate(LIST);
    } catch (err) {
      showServerErrors(form, err);
    }
  });

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
                <TextInput label="First name" withAsterisk {...form.getInputProps('first_name')} autoFocus maxLength={80} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Last name" {...form.getInputProps('last_name')} maxLength={80} />
              </Grid.Col>
            </Grid>
            <TextInput
              label="Email"
              withAsterisk
              type="email"
              leftSection={<IconMail size={16} />}
              {...form.getInputProps('email')}
              disabled={addressLocked}
              description={
                addressLocked
                  ? userMessages.signedInEmail
                  : user && !user.has_signed_in
                    ? 'Changing it? Resend the invitation afterwards so it reaches the new address.'
                    : undefined
              }
            />
            <Grid>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Select
                  label="Role"
                  withAsterisk
                  placeholder="Choose a role"
                  data={roleData}
                  {...form.getInputProps('group_id')}
                  value={form.values.group_id || null}
                  onChange={(v) => form.setFieldValue('group_id', v ?? '')}
                  searchable
                  allowDeselect={false}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Team" placeholder="e.g. Security, Sales EMEA" {...form.getInputProps('team_name')} maxLength={80} />
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
