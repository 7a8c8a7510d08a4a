import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { AccessRequest } from '@shared/contracts/gated-access';
import { useDashboard } from '../../home/useDashboard';

interface Figures {
  access_requests?: { pending_count?: number; latest: AccessRequest[] };
}

/** Home: access requests waiting for a decision. */
export default function AccessRequestsHomeCard() {
  const { data, isLoading } = useDashboard<Figures>();
  const a = data?.access_requests;
  return (
    <Card h="100%">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={4}>Access requests</Title>
          {a?.pending_count !== undefined && (
            <Badge variant="light" color={a.pending_count > 0 ? 'orange' : 'gray'}>
              {a.pending_count > 0 ? `${a.pending_count} pending` : 'No pending tasks'}
            </Badge>
          )}
        </Group>
        <Anchor component={Link} to="/trust-center/requests?status=pending" size="sm">
          Review
        </Anchor>
      </Group>
      {isLoading || !a ? (
        <Skeleton h={140} />
      ) : a.latest.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody is waiting for confidential documents. Requests from your Trust Center show up here.
        </Text>
      ) : (
        <Stack gap="sm">
          {a.latest.map((r) => (
            <Group key={r.id} justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <IconLock size={16} color="var(--mantine-color-orange-6)" />
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {r.first_name} {r.last_name} · {r.company_name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {r.requested_document_name}
                  </Text>
                </div>
              </Group>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {dayjs(r.created_at).format('D MMM')}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
