import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { IconChecks, IconTrash, IconUserShare, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { QuickListUser } from '@shared/contracts/users';
import { userName } from './RowActions';

/** What can be done with the selected questions: assign, approve, delete. */
export function BulkBar(p: {
  count: number;
  users: QuickListUser[];
  busy: null | 'assign' | 'approve' | 'delete';
  onAssign: (userId: string | null, name: string) => void;
  onApprove: () => void;
  onDelete: () => void;
  onClear: () => void;
  canDelete: boolean;
}) {
  const [assignee, setAssignee] = useState<string | null>(null);
  const data = p.users.map((u) => ({ value: u.id, label: userName(u) }));
  return (
    <Paper withBorder p="xs" px="sm" mb="sm" bg="var(--mantine-color-brand-0)" data-testid="bulk-bar">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600}>
          {p.count} selected
        </Text>
        <Group gap="xs">
          <Select
            size="xs"
            w={190}
            placeholder="Choose assignee"
            searchable
            data={data}
            value={assignee}
            onChange={setAssignee}
            aria-label="Assign selected questions to"
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconUserShare size={14} />}
            loading={p.busy === 'assign'}
            onClick={() => p.onAssign(assignee, data.find((d) => d.value === assignee)?.label ?? '')}
          >
            Assign
          </Button>
          <Button size="xs" variant="light" color="teal" leftSection={<IconChecks size={14} />} loading={p.busy === 'approve'} onClick={p.onApprove}>
            Approve
          </Button>
          {p.canDelete && (
            <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} />} loading={p.busy === 'delete'} onClick={p.onDelete}>
              Delete
            </Button>
          )}
          <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={14} />} onClick={p.onClear}>
            Clear
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
