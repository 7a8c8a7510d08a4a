import { Alert, Badge, Group, Paper, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconCloud } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { crmMessages } from '@shared/contracts/crm';
import { settingsMessages, type CrmDetails } from '@shared/contracts/settings';
import { ErrorState } from '@web/ui/ErrorState';
import { useSession } from '../../auth/session';
import { useCrmDetails, useCrmFields } from './api';
import { CrmConnectForm, CrmConnectionPanel } from './CrmConnection';

function StatusBadge({ status }: { status: CrmDetails['status'] }) {
  if (status === 'ACTIVE')
    return (
      <Badge color="teal" variant="light" data-testid="crm-status">
        Connected
      </Badge>
    );
  if (status === 'IN_PROGRESS' || status === 'IN_REVIEW')
    return (
      <Badge color="orange" variant="light" data-testid="crm-status">
        Pending
      </Badge>
    );
  return (
    <Badge color="gray" variant="light" data-testid="crm-status">
      Not connected
    </Badge>
  );
}

/**
 * The CRM integration (portal §2, §3, §4): one flow, connect with OAuth. ACTIVE shows connected; IN_PROGRESS
 * (the admin has not yet allowed access at Salesforce) or IN_REVIEW (details sent for review before) shows pending.
 */
export function CrmCard() {
  const session = useSession();
  const details = useCrmDetails();
  const fields = useCrmFields();
  const d = details.data;
  const canEdit = session.can('settings:edit');
  const live = d?.status === 'ACTIVE' && d.connection;
  // Back from Salesforce: /salesforce/oauth/callback says how it went.
  const [params, setParams] = useSearchParams();
  // Only our own sentences are shown: a made-up crm_error in a link does not put words on this page.
  const error = params.get('crm_error');
  const back =
    params.get('crm') === 'connected'
      ? 'connected'
      : error === null
        ? null
        : (Object.values(crmMessages) as string[]).includes(error)
          ? error
          : crmMessages.connectFailed;
  const dismiss = () =>
    setParams(
      (p) => {
        p.delete('crm');
        p.delete('crm_error');
        return p;
      },
      { replace: true },
    );

  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" radius="md" color="cyan">
            <IconCloud size={22} />
          </ThemeIcon>
          <div>
            <Title order={4}>Salesforce</Title>
            <Text size="sm" c="dimmed">
              Import customer accounts with their domains and MRR, and keep them in step with your CRM.
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
          {back === 'connected' && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck />} title="Salesforce is connected" withCloseButton onClose={dismiss}>
              The first import of your accounts has started. Choose below which fields become the customer name, domains and MRR.
            </Alert>
          )}
          {back && back !== 'connected' && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Salesforce is not connected" withCloseButton onClose={dismiss}>
              {back}
            </Alert>
          )}
          {d.status === 'IN_REVIEW' && !d.connection && (
            <Alert color="orange" variant="light" icon={<IconClockHour4 />} title={settingsMessages.crmSubmitted}>
              <Text size="sm">{settingsMessages.crmPromise}</Text>
              {d.details && (
                <Text size="xs" c="dimmed" mt={6}>
                  {d.details.instance_url}
                  {d.submitted_at ? ` · submitted ${dayjs(d.submitted_at).format('D MMM YYYY, HH:mm')}` : ''}
                  {d.submitted_by ? ` by ${d.submitted_by.name}` : ''}. You can also connect directly below.
                </Text>
              )}
            </Alert>
          )}
          {d.status === 'IN_PROGRESS' && d.connection && (
            <Alert color="orange" variant="light" icon={<IconClockHour4 />} title="Waiting for Salesforce">
              <Text size="sm">Access to {d.connection.login_url} has not been allowed yet. Connect again to finish at Salesforce.</Text>
            </Alert>
          )}
          {live && d.connection && <CrmConnectionPanel details={d} conn={d.connection} fields={fields.data?.fields ?? []} canEdit={canEdit} />}
          {d.status === 'ACTIVE' && !d.connection && (
            <Text size="sm">
              Connected{d.last_data_imported_at ? `; last import ${dayjs(d.last_data_imported_at).format('D MMM YYYY, HH:mm')}` : '; no import yet'}.
            </Text>
          )}
          {d.status !== 'ACTIVE' && canEdit && <CrmConnectForm details={d} />}
          {d.status !== 'ACTIVE' && !canEdit && (
            <Text size="sm" c="dimmed">
              An administrator connects Salesforce here.
            </Text>
          )}
          {d.status === 'ACTIVE' && <AvailableFields fields={fields.data?.fields ?? []} />}
        </Stack>
      )}
    </Paper>
  );
}

function AvailableFields({ fields }: { fields: { name: string; label: string; type: string }[] }) {
  if (!fields.length) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        Account fields available for import
      </Text>
      <Table.ScrollContainer minWidth={420} mah={260}>
        <Table withTableBorder striped verticalSpacing={4} stickyHeader>
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
                <Table.Td ff="monospace" fz="xs">
                  {f.name}
                </Table.Td>
                <Table.Td c="dimmed">{f.type}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
