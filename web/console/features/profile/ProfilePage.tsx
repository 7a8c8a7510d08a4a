import { ActionIcon, Anchor, Avatar, Badge, Button, Code, Group, Paper, SimpleGrid, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconKey, IconPlus, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { apiKeyMessages, type ApiKey } from '@shared/contracts/api-keys';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { confirmAction } from '@web/ui/confirm';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { useApiKeys, useRevokeApiKey } from './api';
import { CreateKeyDialog } from './CreateKeyDialog';

/** /profile: who you are, and your personal API keys (for holders of the api_keys permission). */
export function ProfilePage() {
  const session = useSession();
  const { user, company_name } = session.login;
  return (
    <>
      <PageHeader title="Profile & API keys" description="Your account, and keys for scripts and integrations that act as you." />
      <Stack gap="lg" maw={960}>
        <Paper withBorder p="lg">
          <Group gap="lg" align="flex-start">
            <Avatar size={64} radius="xl" color="brand">
              {`${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase()}
            </Avatar>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ flex: 1 }}>
              <Field label="Name" value={`${user.first_name} ${user.last_name}`.trim()} />
              <Field label="Email" value={user.email} />
              <Field label="Role" value={user.role.name} />
              <Field label="Organisation" value={company_name} />
              {user.team_name && <Field label="Team" value={user.team_name} />}
            </SimpleGrid>
          </Group>
        </Paper>
        {session.can('api_keys:view') && <ApiKeysCard />}
      </Stack>
    </>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

function ApiKeysCard() {
  const session = useSession();
  const keys = useApiKeys(true);
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const canCreate = session.can('api_keys:create');
  const canRevoke = session.can('api_keys:delete');

  async function onRevoke(k: ApiKey) {
    const ok = await confirmAction({
      title: 'Revoke API key',
      message: `“${k.name}” (${k.prefix}…) stops working at once. Anything that uses it will be refused.`,
      confirmLabel: 'Revoke',
      danger: true,
    });
    if (!ok) return;
    try {
      await revoke.mutateAsync(k.id);
      notifySuccess(apiKeyMessages.revoked);
    } catch (err) {
      notifyError(err);
    }
  }

  const create = canCreate ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      Create API key
    </Button>
  ) : undefined;

  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" mb="xs">
        <Title order={4}>API keys</Title>
        {create}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        A key acts with your permissions on every call of the API (send it as <Code>Authorization: Bearer trk_…</Code>). It is shown once when created and
        stored only as a hash. The API is described at{' '}
        <Anchor href="/api/docs" target="_blank" rel="noopener" size="sm">
          /api/docs
        </Anchor>
        .
      </Text>
      {keys.error ? (
        <ErrorState error={keys.error} onRetry={() => void keys.refetch()} />
      ) : keys.data && keys.data.length === 0 ? (
        <EmptyState icon={IconKey} title="No API keys" description="Create one for a script or an integration. Revoke it when it is no longer needed." />
      ) : (
        <Table verticalSpacing="sm" aria-label="Your API keys">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Key</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th w={60} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(keys.data ?? []).map((k) => (
              <Table.Tr key={k.id}>
                <Table.Td fw={600}>{k.name}</Table.Td>
                <Table.Td>
                  <Badge variant="outline" color="gray" tt="none" ff="monospace">
                    {k.prefix}…
                  </Badge>
                </Table.Td>
                <Table.Td>{dayjs(k.created_at).format('D MMM YYYY')}</Table.Td>
                <Table.Td>
                  {k.last_used_at ? (
                    dayjs(k.last_used_at).format('D MMM YYYY, HH:mm')
                  ) : (
                    <Text size="sm" c="dimmed">
                      Never
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {canRevoke && (
                    <Tooltip label="Revoke">
                      <ActionIcon variant="subtle" color="red" aria-label={`Revoke ${k.name}`} onClick={() => void onRevoke(k)}>
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {creating && <CreateKeyDialog onClose={() => setCreating(false)} />}
    </Paper>
  );
}
