import { Box, Paper, ScrollArea, Text } from '@mantine/core';
import { useId } from 'react';

/**
 * A long text shown to someone who may read it but not change it (an agreement, a policy): a labelled,
 * scrollable block of plain text, not a form field, so it has no asterisk, no caret and nothing to save.
 */
export function TextView({ label, children, maxHeight = 420 }: { label: string; children: string; maxHeight?: number }) {
  const id = useId();
  return (
    <Box>
      <Text id={id} size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Paper withBorder radius="sm" p="sm" bg="gray.0" role="document" aria-labelledby={id}>
        <ScrollArea.Autosize mah={maxHeight} type="auto">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {children.trim() ? children : 'Nothing written yet.'}
          </Text>
        </ScrollArea.Autosize>
      </Paper>
    </Box>
  );
}
