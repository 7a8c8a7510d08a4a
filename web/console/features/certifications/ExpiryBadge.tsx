import { Badge, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';

/** The validity of a certification: the date, marked Expired (before today) or Expiring soon (60 days). */
export function Expiry({ date, expired }: { date: string | null; expired: boolean }) {
  if (!date)
    return (
      <Text size="sm" c="dimmed">
        No expiry
      </Text>
    );
  const soon = !expired && dayjs(date).diff(dayjs().startOf('day'), 'day') <= 60;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c={expired ? 'red' : undefined} td={expired ? 'line-through' : undefined}>
        {dayjs(date).format('D MMM YYYY')}
      </Text>
      {expired && (
        <Badge color="red" variant="filled" size="sm">
          Expired
        </Badge>
      )}
      {soon && (
        <Badge color="yellow" variant="light" size="sm">
          Expiring soon
        </Badge>
      )}
    </Group>
  );
}
