import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { notifySuccess } from '@web/lib/notify';

/** A value shown as code with a copy button ('Copied to the clipboard', portal §8). */
export function Copyable({ value, label }: { value: string; label: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Code style={{ wordBreak: 'break-all' }}>{value}</Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : `Copy ${label}`}>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              aria-label={`Copy ${label}`}
              onClick={() => {
                copy();
                notifySuccess('Copied to the clipboard');
              }}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
