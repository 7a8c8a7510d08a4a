import { Alert, Button, Divider, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { crmConnectBody, type CrmConnectionView, type CrmMapping } from '@shared/contracts/crm';
import type { CrmDetails } from '@shared/contracts/settings';
import { api } from '@web/lib/api';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { Copyable } from './Copyable';

function useCrmAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: { method: 'POST' | 'PUT'; path: string; body?: unknown }) =>
      (await api<unknown>(`/salesforce/${a.path}`, { method: a.method, body: a.body })).data,
    onSettled: () => qc.invalidateQueries({ queryKey: ['settings'] }),
  });
}

/** Connect with OAuth: the admin's browser goes to Salesforce to allow access and comes back connected. */
export function CrmConnectForm({ details }: { details: CrmDetails }) {
  const action = useCrmAction();
  const form = useContractForm(crmConnectBody, {
    login_url: details.connection?.login_url || 'https://login.salesforce.com',
    client_id: details.connection?.client_id ?? '',
    client_secret: '',
  });
  const onSubmit = form.onSubmit(async (values) => {
    try {
      const res = (await action.mutateAsync({ method: 'POST', path: 'connect/', body: values })) as { authorize_url: string };
      window.location.assign(res.authorize_url);
    } catch (err) {
      showServerErrors(form, err);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Create a connected app in Salesforce with the scopes <b>api</b> and <b>refresh_token</b> and this callback URL, then enter its consumer key and
          secret. You will allow access at Salesforce and come back here.
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Callback URL
          </Text>
          <Copyable value={details.callback_url} label="callback URL" />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Login URL" description="Or your My Domain / sandbox address" {...form.getInputProps('login_url')} />
          <TextInput label="Consumer key" description="The connected app's client ID" withAsterisk {...form.getInputProps('client_id')} />
          <TextInput
            label="Consumer secret"
            description="Stored on the server, never shown again"
            withAsterisk
            type="password"
            autoComplete="off"
            {...form.getInputProps('client_secret')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={action.isPending} rightSection={<IconExternalLink size={16} />}>
            Connect with Salesforce
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A live connection: last import, errors, field mapping (MRR from a field or from opportunities) and Sync now. */
export function CrmConnectionPanel({
  details,
  conn,
  fields,
  canEdit,
}: {
  details: CrmDetails;
  conn: CrmConnectionView;
  fields: { name: string; label: string }[];
  canEdit: boolean;
}) {
  const action = useCrmAction();
  const [mapping, setMapping] = useState<CrmMapping>({ ...conn.mapping, mrr_source: conn.mapping.mrr_source ?? 'account_field' });
  const options = fields.map((f) => ({ value: f.name, label: `${f.label} (${f.name})` }));
  const busy = conn.sync?.status === 'queued' || conn.sync?.status === 'running';
  const run = async (a: Parameters<typeof action.mutateAsync>[0], ok: string) => {
    try {
      await action.mutateAsync(a);
      notifySuccess(ok);
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm" data-testid="crm-last-import">
        Connected to <b>{conn.instance_url}</b>.{' '}
        {details.last_data_imported_at
          ? `Last import ${dayjs(details.last_data_imported_at).format('D MMM YYYY, HH:mm')} (${conn.last_import_count ?? 0} accounts).`
          : 'No import yet.'}
        {busy ? ' An import is under way.' : ' Imports run every 6 hours.'}
      </Text>
      {conn.last_error && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="The last import failed">
          {conn.last_error}
          {conn.sync?.status === 'queued' ? ' It will be tried again shortly.' : ''}
        </Alert>
      )}
      {canEdit && (
        <>
          <Divider label="Field mapping" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label="Customer name from" data={options} value={mapping.name} onChange={(x) => setMapping({ ...mapping, name: x ?? 'Name' })} searchable />
            <Select
              label="Domains from"
              data={options}
              value={mapping.domains}
              onChange={(x) => setMapping({ ...mapping, domains: x })}
              clearable
              searchable
              placeholder="No domains"
            />
          </SimpleGrid>
          <Radio.Group label="MRR from" value={mapping.mrr_source} onChange={(x) => setMapping({ ...mapping, mrr_source: x as CrmMapping['mrr_source'] })}>
            <Stack gap={8} mt={6}>
              <Group gap="sm" align="center" wrap="nowrap">
                <Radio value="account_field" label="An account field" />
                <Select
                  aria-label="MRR field"
                  data={options}
                  value={mapping.mrr}
                  onChange={(x) => setMapping({ ...mapping, mrr: x, mrr_source: 'account_field' })}
                  clearable
                  searchable
                  placeholder="No MRR"
                  w={280}
                  disabled={mapping.mrr_source !== 'account_field'}
                />
              </Group>
              <Radio value="opportunities" label="The sum of each account's open and won opportunity amounts" />
            </Stack>
          </Radio.Group>
          <Text size="xs" c="dimmed">
            Prioritisation rules on MRR use the imported amount when a request has no MRR of its own.
          </Text>
          <Group>
            <Button
              variant="default"
              loading={action.isPending}
              onClick={() => void run({ method: 'PUT', path: 'mapping/', body: mapping }, 'Mapping saved; importing with it now')}
            >
              Save mapping
            </Button>
            <Button
              leftSection={<IconRefresh size={16} />}
              loading={action.isPending}
              onClick={() => void run({ method: 'POST', path: 'sync/' }, 'The import has started')}
            >
              Sync now
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
