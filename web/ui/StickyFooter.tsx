import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The buttons at the end of a drawer's or a long dialog's form. They stay at the bottom of the window while
 * the content above them scrolls.
 */
export function StickyFooter({ children }: { children: ReactNode }) {
  return (
    <Box className="tr-sticky-footer">
      <Group justify="flex-end">{children}</Group>
    </Box>
  );
}
