import { Drawer, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { ActivityObjectType } from '@shared/contracts/activity';
import { useActivityLog } from '../lib/activity';
import { ActivityFeed } from './ActivityFeed';
import { EmptyState } from './EmptyState';

/** The activity of one object (core/activity-log by object_type and id), newest first, in a side drawer. */
export function LogsDrawer({
  opened,
  onClose,
  objectType,
  objectId,
  title = 'Logs',
}: {
  opened: boolean;
  onClose: () => void;
  objectType: ActivityObjectType;
  objectId: string;
  title?: string;
}) {
  const logs = useActivityLog({ object_type: objectType, object_id: objectId }, { enabled: opened });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={
        <Text component="span" fw={650}>
          {title}
        </Text>
      }
    >
      {opened && <ActivityFeed query={logs} height="calc(100vh - 90px)" empty={<EmptyState icon={IconHistory} title="No activity yet" />} />}
    </Drawer>
  );
}
