import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import type { CrmConnectionView, CrmMapping } from '../../../../shared/contracts/crm';
import type { CrmDetails } from '../../../../shared/contracts/settings';
import { api } from '../../../lib/api';
import { fieldErrors } from '../../../lib/fieldErrors';
import { notifyError, notifySuccess } from '../../../lib/notify';

function useCrmAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: { method: 'POST' | 'PUT'; path: string; body?: unknown }) => (await api<unknown>(`/salesforce/${a.path}`, { method: a.method, body: a.body })).data,
    onSettled: () => qc.invalidateQueries({ queryKey: ['settings'] }),
  });
}

/** Connect with OAuth: the admin's browser goes to Salesforce to allow access and comes back connected. */
export function CrmConnectForm() {
  const action = useCrmAction();
  const [v, setV] = useState({ login_url: 'https://login.salesforce.com', client_id: '', client_secret: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    try {
      const res = (await action.mutateAsync({ method: 'POST', path: 'connect/', body: v })) as { authorize_url: string };
      window.location.assign(res.authorize_url);
    } catch (err) {
      const f = fieldErrors(err);
      if (Object.keys(f).length) setErrors(f);
      else notifyError(err);
    }
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <Text size="sm">Connect directly with a Salesforce connected app (OAuth). Its callback URL is this server’s /salesforce/oauth/callback.</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Login URL" value={v.login_url} onChange={(e) => setV({ ...v, login_url: e.currentTarget.value })} error={errors.login_url} />
          <TextInput label="Consumer key (client ID)" value={v.client_id} onChange={(e) => setV({ ...v, client_id: e.currentTarget.value })} error={errors.client_id} />
          <TextInput label="Consumer secret" type="password" autoComplete="off" value={v.client_secret} onChange={(e) => setV({ ...v, client_secret: e.currentTarget.value })} error={errors.client_secret} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={action.isPending}>
            Connect with Salesforce
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A live connection: last import, errors, field mapping and Sync now. */
export function CrmConnectionPanel({ details, conn, fields, canEdit }: { details: CrmDetails; conn: CrmConnectionView; fields: { name: string; label: string }[]; canEdit: boolean }) {
  const action = useCrmAction();
  const [mapping, setMapping] = useState<CrmMapping>(conn.mapping);
  const options = fields.map((f) => ({ value: f.name, label: `${f.label} (${f.name})` }));
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
        Connected to {conn.instance_url}.{' '}
        {details.last_data_imported_at ? `Last import ${dayjs(details.last_data_imported_at).format('D MMM YYYY, HH:mm')} (${conn.last_import_count ?? 0} accounts).` : 'No import yet.'}
        {conn.sync?.status === 'queued' || conn.sync?.status === 'running' ? ' An import is under way.' : ''}
      </Text>
      {conn.last_error && (
        <Alert color="red" variant="light" title="The last import failed">
          {conn.last_error}
          {conn.sync?.status === 'queued' ? ' It will be tried again shortly.' : ''}
        </Alert>
      )}
      {canEdit && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select label="Customer name from" data={options} value={mapping.name} onChange={(x) => setMapping({ ...mapping, name: x ?? 'Name' })} searchable />
            <Select label="Domains from" data={options} value={mapping.domains} onChange={(x) => setMapping({ ...mapping, domains: x })} clearable searchable />
            <Select label="MRR from" data={options} value={mapping.mrr} onChange={(x) => setMapping({ ...mapping, mrr: x })} clearable searchable />
          </SimpleGrid>
          <Group>
            <Button variant="default" loading={action.isPending} onClick={() => void run({ method: 'PUT', path: 'mapping/', body: mapping }, 'Mapping saved; importing with it now')}>
              Save mapping
            </Button>
            <Button loading={action.isPending} onClick={() => void run({ method: 'POST', path: 'sync/' }, 'The import has started')}>
              Sync now
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
