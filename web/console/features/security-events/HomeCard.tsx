import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconClockHour4, IconShieldCheck } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { SecurityEventsDashboard } from '@shared/contracts/security-events';
import { useDashboard } from '../../home/useDashboard';
import { StatusBadge } from './StatusBadge';

/** Home: the open security events, newest first. */
export default function SecurityEventsHomeCard() {
  const { data, isLoading } = useDashboard<{ security_events?: SecurityEventsDashboard }>();
  const s = data?.security_events;
  return (
    <Card h="100%">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={4}>Security events</Title>
          {s && s.open_count > 0 && <Badge color="red">{s.open_count} open</Badge>}
          {s && s.unacknowledged_customer_count > 0 && (
            <Badge color="yellow" variant="light" data-testid="unacknowledged-customers">
              {s.unacknowledged_customer_count} customer{s.unacknowledged_customer_count === 1 ? '' : 's'} not acknowledged
            </Badge>
          )}
        </Group>
        <Anchor component={Link} to="/trust-center/major-security-events" size="sm">
          View all
        </Anchor>
      </Group>
      {isLoading || !s ? (
        <Skeleton h={120} />
      ) : s.open.length === 0 ? (
        <Group gap="sm" py="md">
          <ThemeIcon color="teal" variant="light" size="lg">
            <IconShieldCheck size={20} />
          </ThemeIcon>
          <Stack gap={0}>
            <Text fw={600}>No open events</Text>
            <Text size="sm" c="dimmed">
              {s.closed_last_90_days} closed in the last 90 days.
            </Text>
          </Stack>
        </Group>
      ) : (
        <Stack gap="sm">
          {s.open.map((e) => (
            <Group key={e.id} justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/trust-center/major-security-events/${e.id}`} size="sm" fw={600} lineClamp={1}>
                  {e.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {e.last_update_at
                    ? `Updated ${dayjs(e.last_update_at).format('D MMM, HH:mm')}`
                    : `Opened ${dayjs(e.created_at).format('D MMM')}, no update yet`}
                  {e.customer_count ? ` · ${e.customer_count} customer account${e.customer_count === 1 ? '' : 's'} affected` : ''}
                </Text>
              </Stack>
              <Group gap={6} wrap="nowrap">
                {e.unacknowledged_count > 0 && (
                  <Tooltip
                    label={`${e.unacknowledged_count} affected customer account${e.unacknowledged_count === 1 ? ' has' : 's have'} not acknowledged every update`}
                    withArrow
                  >
                    <Badge size="xs" color="yellow" variant="light" leftSection={<IconClockHour4 size={10} />}>
                      {e.unacknowledged_count} waiting
                    </Badge>
                  </Tooltip>
                )}
                <StatusBadge status={e.status} size="xs" />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
