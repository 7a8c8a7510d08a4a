import { Drawer, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useActivityLog } from '../../../lib/activity';
import { ActivityFeed } from '../../../ui/ActivityFeed';
import { EmptyState } from '../../../ui/EmptyState';

/** The activity of one file (core/activity-log by object_type questionnairefile), newest first. */
export function FileLogsDrawer({ opened, onClose, fileId }: { opened: boolean; onClose: () => void; fileId: string }) {
  const logs = useActivityLog({ object_type: 'questionnairefile', object_id: fileId }, { enabled: opened });
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={<Text component="span" fw={650}>Logs</Text>}>
      {opened && <ActivityFeed query={logs} height="calc(100vh - 90px)" empty={<EmptyState icon={IconHistory} title="No activity yet" />} />}
    </Drawer>
  );
}
