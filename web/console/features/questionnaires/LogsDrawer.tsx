import { Center, Drawer, Loader, ScrollArea, Stack, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { ErrorState } from '../../../ui/ErrorState';
import { EmptyState } from '../../../ui/EmptyState';
import { useRequestLogs } from './api';

/** The activity of one request (core/activity-log by object_type request), newest first. */
export function LogsDrawer({ opened, onClose, requestId }: { opened: boolean; onClose: () => void; requestId: string }) {
  const logs = useRequestLogs(requestId, opened);
  const rows = logs.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={<Text component="span" fw={650}>Logs</Text>}>
      {logs.error ? (
        <ErrorState error={logs.error} onRetry={() => void logs.refetch()} />
      ) : logs.isLoading ? (
        <Center py="xl"><Loader size="sm" /></Center>
      ) : rows.length === 0 ? (
        <EmptyState icon={IconHistory} title="No activity yet" />
      ) : (
        <ScrollArea h="calc(100vh - 90px)" onBottomReached={() => logs.hasNextPage && !logs.isFetchingNextPage && void logs.fetchNextPage()}>
          <Timeline bulletSize={14} lineWidth={2} pr="sm">
            {rows.map((r) => (
              <Timeline.Item key={r.id} title={<Text size="sm">{r.description}</Text>}>
                <Text size="xs" c="dimmed">{r.actor?.name || 'System'} · {dayjs(r.created_at).format('D MMM YYYY, HH:mm')}</Text>
              </Timeline.Item>
            ))}
          </Timeline>
          {logs.isFetchingNextPage && <Stack align="center" py="sm"><Loader size="xs" /></Stack>}
        </ScrollArea>
      )}
    </Drawer>
  );
}
