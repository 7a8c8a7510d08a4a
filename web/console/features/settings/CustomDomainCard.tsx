import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { customDomainBody, type CustomDomainInfo, type DomainInfo } from '@shared/contracts/settings';
import { api } from '@web/lib/api';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { useSession } from '../../auth/session';
import { Copyable } from './Copyable';

function useDomainAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: { method: 'PUT' | 'POST' | 'DELETE'; path: string; body?: unknown }) =>
      (await api<DomainInfo>(`/core/domain/${a.path}`, { method: a.method, body: a.body })).data,
    onSuccess: (data) => qc.setQueryData(['settings', 'domain'], data),
    onSettled: () => qc.invalidateQueries({ queryKey: ['settings', 'domain'] }),
  });
}

/** The organisation's own host name: enter it, add the TXT record, verify; then the Trust Center answers there. */
export function CustomDomainCard({ info }: { info: CustomDomainInfo | null }) {
  const session = useSession();
  const action = useDomainAction();
  // The domain's errors (adding it, or verifying its record) show on the field, or under the record once it is added.
  const form = useContractForm(customDomainBody, { domain: '' });
  const error = form.errors.domain;
  const canEdit = session.can('settings:edit');

  async function run(a: Parameters<typeof action.mutateAsync>[0], success: string) {
    try {
      await action.mutateAsync(a);
      form.clearErrors();
      notifySuccess(success);
    } catch (err) {
      showServerErrors(form, err);
    }
  }
  const submit = form.onSubmit((body) => run({ method: 'PUT', path: 'custom/', body }, 'Domain saved: add the DNS record to verify it'));

  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Custom domain</Title>
        {info && (
          <Badge color={info.status === 'VERIFIED' ? 'teal' : 'orange'} variant="light" data-testid="custom-domain-status">
            {info.status === 'VERIFIED' ? 'Verified' : 'Waiting for DNS'}
          </Badge>
        )}
      </Group>
      {!info ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Serve your Trust Center from an address of your own, such as trust.yourcompany.com. The address above keeps working.
          </Text>
          {canEdit && (
            <form onSubmit={submit} noValidate>
              <Group align="flex-start">
                <TextInput placeholder="trust.yourcompany.com" aria-label="Custom domain" {...form.getInputProps('domain')} w={320} />
                <Button type="submit" loading={action.isPending}>
                  Add domain
                </Button>
              </Group>
            </form>
          )}
        </Stack>
      ) : (
        <Stack gap="sm">
          <Copyable value={info.domain} label="domain" />
          {info.status === 'PENDING' ? (
            <>
              <Text size="sm">
                Add this record at your DNS provider, then verify. Point the host name itself (CNAME or A record) at the server or proxy that serves Trustroom.
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                <Text size="sm" c="dimmed">
                  Type
                </Text>
                <Text size="sm">TXT</Text>
                <Text size="sm" c="dimmed">
                  Name
                </Text>
                <Copyable value={info.txt_record.name} label="record name" />
                <Text size="sm" c="dimmed">
                  Value
                </Text>
                <Copyable value={info.txt_record.value} label="record value" />
              </SimpleGrid>
              {(info.last_error || error) && (
                <Alert color="orange" variant="light">
                  {error || info.last_error}
                  {info.last_checked_at ? ` (checked ${dayjs(info.last_checked_at).format('D MMM, HH:mm')})` : ''}
                </Alert>
              )}
            </>
          ) : (
            <Text size="sm">
              Verified {info.verified_at ? dayjs(info.verified_at).format('D MMM YYYY') : ''}: your Trust Center answers at {info.url} and search engines are
              pointed there.
            </Text>
          )}
          {canEdit && (
            <Group>
              {info.status === 'PENDING' && (
                <Button loading={action.isPending} onClick={() => void run({ method: 'POST', path: 'custom/verify/' }, 'Domain verified')}>
                  Verify
                </Button>
              )}
              <Button variant="subtle" color="red" onClick={() => void run({ method: 'DELETE', path: 'custom/' }, 'Custom domain removed')}>
                Remove
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Paper>
  );
}
