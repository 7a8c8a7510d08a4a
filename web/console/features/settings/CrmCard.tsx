import { Alert, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Table, Text, TextInput, Textarea, ThemeIcon, Title } from '@mantine/core';
import { IconCloud, IconClockHour4 } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { settingsMessages, type CrmDetails } from '../../../../shared/contracts/settings';
import { fieldErrors } from '../../../lib/fieldErrors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ErrorState } from '../../../ui/ErrorState';
import { useSession } from '../../auth/session';
import { useCrmDetails, useCrmFields, useSubmitCrm } from './api';
import { CrmConnectForm, CrmConnectionPanel } from './CrmConnection';

function StatusBadge({ status }: { status: CrmDetails['status'] }) {
  if (status === 'ACTIVE') return <Badge color="teal" variant="light">Connected</Badge>;
  if (status === 'IN_PROGRESS' || status === 'IN_REVIEW') return <Badge color="orange" variant="light">Pending</Badge>;
  return <Badge color="gray" variant="light">Not connected</Badge>;
}

/** The CRM integration (portal §2, §3, §4): ACTIVE is connected; IN_PROGRESS or IN_REVIEW is pending. */
export function CrmCard() {
  const session = useSession();
  const details = useCrmDetails();
  const fields = useCrmFields();
  const [open, setOpen] = useState(false);
  const d = details.data;
  const pending = !d?.connection && (d?.status === 'IN_REVIEW' || d?.status === 'IN_PROGRESS');

  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" mb="md">
        <Group gap="sm">
          <ThemeIcon variant="light" size="lg" radius="md" color="cyan">
            <IconCloud size={22} />
          </ThemeIcon>
          <div>
            <Title order={4}>Salesforce</Title>
            <Text size="sm" c="dimmed">
              Import customer accounts and keep them in step with your CRM.
            </Text>
          </div>
        </Group>
        {d && <StatusBadge status={d.status} />}
      </Group>
      {details.error ? (
        <ErrorState error={details.error} onRetry={() => void details.refetch()} />
      ) : !d ? (
        <Skeleton h={80} />
      ) : (
        <Stack gap="md">
          {pending && (
            <Alert color="orange" variant="light" icon={<IconClockHour4 />} title={settingsMessages.crmSubmitted}>
              <Text size="sm">{settingsMessages.crmPromise}</Text>
              {d.details && (
                <Text size="xs" c="dimmed" mt={6}>
                  {d.details.instance_url} · contact {d.details.contact_email}
                  {d.submitted_at ? ` · submitted ${dayjs(d.submitted_at).format('D MMM YYYY, HH:mm')}` : ''}
                  {d.submitted_by ? ` by ${d.submitted_by.name}` : ''}
                </Text>
              )}
            </Alert>
          )}
          {d.connection && d.status === 'ACTIVE' && <CrmConnectionPanel details={d} conn={d.connection} fields={fields.data?.fields ?? []} canEdit={session.can('settings:edit')} />}
          {d.status !== 'ACTIVE' && session.can('settings:edit') && <CrmConnectForm />}
          {d.status === 'ACTIVE' && !d.connection && (
            <Text size="sm">
              Connected{d.last_data_imported_at ? `; last import ${dayjs(d.last_data_imported_at).format('D MMM YYYY, HH:mm')}` : '; no import yet'}.
            </Text>
          )}
          {d.status === null && (
            <Text size="sm">
              Or send us your Salesforce details and we will set up the connection with you.
            </Text>
          )}
          {d.status !== 'ACTIVE' && !d.connection && session.can('settings:edit') && (
            <Group>
              <Button variant={pending ? 'default' : 'filled'} onClick={() => setOpen(true)}>
                {pending ? 'Update submitted details' : 'Submit details'}
              </Button>
            </Group>
          )}
          <AvailableFields fields={fields.data?.fields ?? []} connected={Boolean(fields.data?.connected)} />
        </Stack>
      )}
      {open && <SubmitDialog current={d} onClose={() => setOpen(false)} />}
    </Paper>
  );
}

function AvailableFields({ fields, connected }: { fields: { name: string; label: string; type: string }[]; connected: boolean }) {
  if (!connected) return <Text size="xs" c="dimmed">The fields available for import are listed here once the connection is active.</Text>;
  return (
    <Table withTableBorder striped verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>API name</Table.Th>
          <Table.Th>Type</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((f) => (
          <Table.Tr key={f.name}>
            <Table.Td>{f.label}</Table.Td>
            <Table.Td ff="monospace">{f.name}</Table.Td>
            <Table.Td>{f.type}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function SubmitDialog({ current, onClose }: { current: CrmDetails | undefined; onClose: () => void }) {
  const submit = useSubmitCrm();
  const [values, setValues] = useState({
    instance_url: current?.details?.instance_url ?? '',
    contact_email: current?.details?.contact_email ?? '',
    notes: current?.details?.notes ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof values) => (v: string) => {
    setValues((x) => ({ ...x, [k]: v }));
    setErrors((e) => ({ ...e, [k]: '' }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    try {
      await submit.mutateAsync(values);
      notifySuccess(settingsMessages.crmSubmitted);
      onClose();
    } catch (err) {
      const f = fieldErrors(err);
      if (Object.keys(f).length) setErrors(f);
      else notifyError(err);
    }
  }

  return (
    <Modal opened onClose={onClose} title={<Text fw={650}>Connect Salesforce</Text>} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {settingsMessages.crmPromise}
          </Text>
          <TextInput label="Salesforce address" withAsterisk placeholder="https://yourcompany.my.salesforce.com" value={values.instance_url} onChange={(e) => set('instance_url')(e.currentTarget.value)} error={errors.instance_url} data-autofocus />
          <TextInput label="Contact e-mail" withAsterisk type="email" placeholder="salesforce-admin@yourcompany.com" value={values.contact_email} onChange={(e) => set('contact_email')(e.currentTarget.value)} error={errors.contact_email} />
          <Textarea label="Notes" placeholder="Which objects to import, sandbox or production, anything we should know" value={values.notes} onChange={(e) => set('notes')(e.currentTarget.value)} autosize minRows={3} maxLength={2000} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={submit.isPending}>
              Submit for review
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
