import { Anchor, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ActivityLogEntry } from '@shared/contracts/activity';
import { useDashboard } from '../../home/useDashboard';
import { ActivityItem } from '@web/ui/ActivityFeed';

/** Home: the newest changes this user may read, with a way into the full log. */
export default function RecentActivityCard() {
  const { data, isLoading } = useDashboard<{ recent_activity?: { activity_logs: ActivityLogEntry[] } }>();
  const entries = data?.recent_activity?.activity_logs ?? [];
  return (
    <Card h="100%">
      <Group justify="space-between" mb="xs">
        <Title order={4}>Recent activity</Title>
        <Anchor component={Link} to="/admin-functions/user-activity" size="sm">
          View all
        </Anchor>
      </Group>
      {isLoading ? (
        <Skeleton h={160} />
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing has happened yet. Changes people make will show up here.
        </Text>
      ) : (
        entries.slice(0, 6).map((e) => <ActivityItem key={e.id} entry={e} compact />)
      )}
    </Card>
  );
}
