import { Group, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A page's tab list with the open tab's actions (buttons, a search) beside it, outside the tablist (a tablist holds
 * only tabs). Where the page is too narrow for both (a phone), the tabs wrap and the actions go under them instead
 * of running off the page. Use inside `<Tabs>`.
 */
export function TabsBar({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Group gap="sm" align="flex-end" justify="space-between" wrap="wrap" mb="lg" data-testid="tabs-bar">
      <Tabs.List style={{ flex: '1 1 auto', minWidth: 0 }}>{children}</Tabs.List>
      {actions && (
        <Group gap="sm" wrap="wrap" pb={6} style={{ maxWidth: '100%' }}>
          {actions}
        </Group>
      )}
    </Group>
  );
}
