import { Badge, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { KnowledgeDocument } from '@shared/contracts/knowledge-hub';

/** Parse status: reading (with progress), ready with its passage count, or failed with the reason. */
export function DocumentStatus({ doc }: { doc: Pick<KnowledgeDocument, 'status' | 'passage_count' | 'parse_error'> }) {
  if (doc.status === 'PROCESSING') {
    return (
      <Stack gap={4} data-testid="document-status" data-status="PROCESSING">
        <Text size="xs" c="dimmed">
          Reading…
        </Text>
        <Progress value={100} animated striped size="sm" w={110} aria-label="Reading the document" />
        {doc.parse_error && (
          <Text size="xs" c="orange.8" maw={220} data-testid="document-resumed">
            {doc.parse_error}
          </Text>
        )}
      </Stack>
    );
  }
  if (doc.status === 'FAILED') {
    return (
      <Tooltip label={doc.parse_error ?? 'The document could not be read.'} multiline w={300} withArrow>
        <Stack gap={2} data-testid="document-status" data-status="FAILED" maw={220}>
          <Badge color="red" variant="light" tt="none" leftSection={<IconAlertCircle size={12} />}>
            Could not be read
          </Badge>
          {doc.parse_error && (
            <Text size="xs" c="red" lineClamp={2}>
              {doc.parse_error}
            </Text>
          )}
        </Stack>
      </Tooltip>
    );
  }
  return (
    <Stack gap={2} data-testid="document-status" data-status="READY">
      <Badge color="teal" variant="light" tt="none" miw="max-content" style={{ flexShrink: 0 }} leftSection={<IconCircleCheck size={12} />}>
        Ready
      </Badge>
      <Text size="xs" c="dimmed">
        {doc.passage_count} {doc.passage_count === 1 ? 'passage' : 'passages'}
      </Text>
    </Stack>
  );
}
