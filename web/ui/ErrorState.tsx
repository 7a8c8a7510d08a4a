import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../lib/api';

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = error instanceof ApiError ? error.detail : 'We could not load this. Please try again.';
  return (
    <Alert color="red" icon={<IconAlertCircle />} title="Could not load" my="md">
      {message}
      {onRetry && (
        <Button size="xs" variant="light" color="red" ml="md" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Alert>
  );
}
