import { Accordion, Badge, Code, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorState } from '@web/ui/ErrorState';
import { useSsoDetails, useSsoSetupInfo } from './api';
import { Copyable } from './Copyable';
import { CrmCard } from './CrmCard';
import { SsoConnectionsCard } from './SsoConnectionsCard';

/** The Integrations tab (portal §2): the organisation's own identity provider, the CRM, and the built-in sign-in. */
export function IntegrationsTab() {
  return (
    <Stack gap="lg">
      <SsoConnectionsCard />
      <CrmCard />
      <SsoCard />
    </Stack>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={200} fw={500} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function SsoCard() {
  const details = useSsoDetails();
  const setup = useSsoSetupInfo();
  const d = details.data;
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" mb="md">
        <Group gap="sm">
          <ThemeIcon variant="light" size="lg" radius="md">
            <IconKey size={20} />
          </ThemeIcon>
          <div>
            <Title order={4}>Trustroom sign-in</Title>
            <Text size="sm" c="dimmed">
              OpenID Connect{d ? ` · ${d.provider === 'embedded' ? 'built-in sign-in' : d.provider_label}` : ''}
            </Text>
          </div>
        </Group>
        {d && (
          <Badge color="teal" variant="light">
            Active
          </Badge>
        )}
      </Group>
      {details.error ? (
        <ErrorState error={details.error} onRetry={() => void details.refetch()} />
      ) : !d ? (
        <Skeleton h={160} />
      ) : (
        <Stack gap="md">
          <Text size="sm">{d.user_matching}</Text>
          <Table withRowBorders={false} verticalSpacing={6}>
            <Table.Tbody>
              <Row label="Identity provider">{d.provider === 'embedded' ? 'Trustroom sign-in (built in)' : d.provider_label}</Row>
              <Row label="Issuer">
                <Copyable value={d.issuer} label="issuer" />
              </Row>
              <Row label="Client ID">
                <Copyable value={d.client_id} label="client ID" />
              </Row>
              <Row label="Redirect URI">
                <Copyable value={d.redirect_uri} label="redirect URI" />
              </Row>
              <Row label="Scopes">
                <Group gap={4}>
                  {d.scopes.map((s) => (
                    <Badge key={s} variant="outline" color="gray" tt="none">
                      {s}
                    </Badge>
                  ))}
                </Group>
              </Row>
            </Table.Tbody>
          </Table>
          {setup.data && (
            <Accordion variant="contained">
              <Accordion.Item value="setup">
                <Accordion.Control>One provider for the whole installation (server settings)</Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    <Text size="sm">{setup.data.message}</Text>
                    <Text size="sm">Register Trustroom as a confidential web application with these values:</Text>
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                      <Text size="sm" c="dimmed">
                        Sign-in redirect URI
                      </Text>
                      <Copyable value={setup.data.oidc.redirect_uri} label="sign-in redirect URI" />
                      <Text size="sm" c="dimmed">
                        Sign-out redirect URI
                      </Text>
                      <Copyable value={setup.data.oidc.post_logout_redirect_uri} label="sign-out redirect URI" />
                      <Text size="sm" c="dimmed">
                        Grant type
                      </Text>
                      <Text size="sm">Authorization code with PKCE ({setup.data.oidc.pkce})</Text>
                      <Text size="sm" c="dimmed">
                        Client authentication
                      </Text>
                      <Text size="sm">{setup.data.oidc.token_endpoint_auth_method}</Text>
                    </SimpleGrid>
                    <Text size="sm">Then start the server with:</Text>
                    <Table withTableBorder verticalSpacing={4}>
                      <Table.Tbody>
                        {setup.data.oidc.environment.map((e) => (
                          <Table.Tr key={e.name}>
                            <Table.Td w={200}>
                              <Code>{e.name}</Code>
                            </Table.Td>
                            <Table.Td>
                              <Text size="sm">{e.description}</Text>
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
          )}
        </Stack>
      )}
    </Paper>
  );
}
