import { Anchor, Avatar, Badge, Button, Group, Paper, Progress, Skeleton, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconBellRinging, IconCircleCheck, IconClockHour4, IconMailForward, IconUsers } from '@tabler/icons-react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { Link } from 'react-router';
import { acknowledgementMessages as ackMsg, type AcknowledgementStatus, type SecurityEvent } from '@shared/contracts/security-events';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { useSession } from '../../auth/session';
import { useAcknowledgements, useSendReminders } from './api';

dayjs.extend(relativeTime);

type Customer = AcknowledgementStatus['customers'][number];

function StateBadge({ c, total }: { c: Customer; total: number }) {
  const done = total - c.pending_update_ids.length;
  if (total === 0)
    return (
      <Badge variant="light" color="gray">
        Nothing to acknowledge
      </Badge>
    );
  if (done === total)
    return (
      <Badge variant="light" color="teal" leftSection={<IconCircleCheck size={12} />}>
        Acknowledged
      </Badge>
    );
  if (c.member_count === 0)
    return (
      <Badge variant="light" color="gray">
        No members to ask
      </Badge>
    );
  return (
    <Badge variant="light" color={done ? 'yellow' : 'red'} leftSection={<IconClockHour4 size={12} />}>
      {done ? `${done} of ${total} acknowledged` : 'Not acknowledged'}
    </Badge>
  );
}

/** Who acknowledged, per update (a tooltip lists them all; the row shows the latest). */
function AckedBy({ c, titles }: { c: Customer; titles: Map<string, string> }) {
  const latest = [...c.acknowledgements].sort((a, b) => b.acknowledged_at.localeCompare(a.acknowledged_at))[0];
  if (!latest)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const detail = (
    <Stack gap={4}>
      {c.acknowledgements.map((a) => (
        <Text key={a.update_id} size="xs">
          “{titles.get(a.update_id) ?? 'Update'}”: {a.member_name}, {dayjs(a.acknowledged_at).format('D MMM, HH:mm')} (
          {a.via === 'EMAIL' ? 'from the e-mail' : 'on the Trust Center'})
        </Text>
      ))}
    </Stack>
  );
  return (
    <Tooltip label={detail} multiline w={340} withArrow>
      <Group gap={8} wrap="nowrap">
        <Avatar size={26} radius="xl" color="teal">
          {latest.member_name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {latest.member_name}
          </Text>
          <Text size="xs" c="dimmed">
            {dayjs(latest.acknowledged_at).fromNow()}
          </Text>
        </Stack>
      </Group>
    </Tooltip>
  );
}

/**
 * The event details page's view of the affected accounts: per account, whether it acknowledged the
 * updates that ask for it (customer impact, or public), who did and when, and a reminder for the rest.
 */
export function AcknowledgementsCard({ event }: { event: SecurityEvent }) {
  const session = useSession();
  const { data, error, isLoading, refetch } = useAcknowledgements(event.id);
  const remind = useSendReminders(event.id);
  const canRemind = session.can('security_event_update:create');

  async function send(customerIds?: string[]) {
    try {
      const out = await remind.mutateAsync(customerIds ? { customer_ids: customerIds } : {});
      notifySuccess(`${ackMsg.remindersSent}: ${out.reminded.map((c) => c.name).join(', ')}`);
      void refetch();
    } catch (err) {
      notifyError(err);
    }
  }

  const total = data?.updates.length ?? 0;
  const owing = (data?.customers ?? []).filter((c) => c.pending_update_ids.length > 0 && c.member_count > 0);
  const complete = (data?.customers ?? []).filter((c) => total > 0 && c.pending_update_ids.length === 0).length;
  const titles = new Map((data?.updates ?? []).map((u) => [u.id, u.title]));

  return (
    <Paper withBorder p="lg" data-testid="acknowledgements">
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Title order={4}>Customer acknowledgements</Title>
          <Text size="sm" c="dimmed">
            Affected customers acknowledge public updates and updates with customer impact, from the e-mail or on the Trust Center.
          </Text>
        </Stack>
        {canRemind && owing.length > 0 && (
          <Tooltip label={`E-mails the members of ${owing.map((c) => c.name).join(', ')}`} withArrow multiline maw={320}>
            <Button
              variant="light"
              leftSection={<IconBellRinging size={16} />}
              style={{ flexShrink: 0 }}
              loading={remind.isPending && !remind.variables?.customer_ids}
              onClick={() => void send()}
            >
              {owing.length === 1 ? 'Remind 1 customer' : `Remind ${owing.length} customers`}
            </Button>
          </Tooltip>
        )}
      </Group>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <Skeleton h={120} />
      ) : data.customers.length === 0 ? (
        <EmptyState
          icon={IconUsers}
          title="No affected customer accounts"
          description="Add the affected customer accounts to the event to ask them for acknowledgements."
        />
      ) : (
        <>
          {total > 0 && (
            <Group gap="sm" mb="md" wrap="nowrap">
              <Progress
                value={(complete / data.customers.length) * 100}
                color="teal"
                size="lg"
                radius="xl"
                style={{ flex: 1 }}
                aria-label="Customers that acknowledged every update"
              />
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {`${complete} of ${data.customers.length} customer${data.customers.length === 1 ? '' : 's'} acknowledged ${total === 1 ? 'the update' : `all ${total} updates`}`}
              </Text>
            </Group>
          )}
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Customer account</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Acknowledged by</Table.Th>
                <Table.Th>Last reminder</Table.Th>
                {canRemind && <Table.Th w={110} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.customers.map((c) => (
                <Table.Tr key={c.id} data-testid="ack-row">
                  <Table.Td>
                    <Stack gap={0}>
                      {session.can('customer:view') ? (
                        <Anchor component={Link} to={`/customer-management/${c.id}?tab=activity`} size="sm" fw={600}>
                          {c.name}
                        </Anchor>
                      ) : (
                        <Text size="sm" fw={600}>
                          {c.name}
                        </Text>
                      )}
                      <Text size="xs" c="dimmed">
                        {c.member_count} member{c.member_count === 1 ? '' : 's'}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <StateBadge c={c} total={total} />
                  </Table.Td>
                  <Table.Td>
                    <AckedBy c={c} titles={titles} />
                  </Table.Td>
                  <Table.Td>
                    {c.last_reminder ? (
                      <Tooltip label={`${dayjs(c.last_reminder.at).format('D MMM YYYY, HH:mm')} by ${c.last_reminder.by}`} withArrow>
                        <Text size="sm" c="dimmed">
                          {dayjs(c.last_reminder.at).fromNow()}
                        </Text>
                      </Tooltip>
                    ) : (
                      <Text size="sm" c="dimmed">
                        Never
                      </Text>
                    )}
                  </Table.Td>
                  {canRemind && (
                    <Table.Td>
                      {c.pending_update_ids.length > 0 && c.member_count > 0 && (
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<IconMailForward size={14} />}
                          aria-label={`Remind ${c.name}`}
                          loading={remind.isPending && remind.variables?.customer_ids?.[0] === c.id}
                          onClick={() => void send([c.id])}
                        >
                          Remind
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Paper>
  );
}
