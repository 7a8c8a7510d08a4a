import { Badge, Tabs, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FileGroups } from '@shared/contracts/questionnaires';

/**
 * One tab per sheet or group (questionnaires §2.8): a count of questions on each; a sheet not selected
 * for AI responses carries the warning icon (the server leaves those out for SMEs).
 */
export function SheetTabs({ groups, value, onChange }: { groups: FileGroups; value: string; onChange: (group: string) => void }) {
  const entries = Object.entries(groups);
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v)} mb="md" keepMounted={false}>
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {entries.map(([name, g]) => (
          <Tabs.Tab
            key={name}
            value={name}
            style={{ flexShrink: 0 }}
            leftSection={
              g ? undefined : (
                <Tooltip label="Not selected for AI responses">
                  <IconAlertTriangle size={15} color="var(--mantine-color-orange-6)" aria-label="Not selected for AI responses" />
                </Tooltip>
              )
            }
            rightSection={
              g ? (
                <Badge size="sm" variant="light" color={g.counts.approved === g.counts.all && g.counts.all > 0 ? 'teal' : 'gray'} circle={g.counts.all < 10}>
                  {g.counts.all}
                </Badge>
              ) : undefined
            }
          >
            {name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
