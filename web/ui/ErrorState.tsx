import { Alert, Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconLock, IconMapSearch } from '@tabler/icons-react';
import { ACCESS_DENIED_DETAIL, ACCESS_DENIED_TITLE } from '@shared/contracts/questionnaires';
import { ApiError } from '../lib/api';

/** A whole-page answer for a refused or missing item: the same no-access and not-found views for every role. */
function Refusal({ kind }: { kind: 'denied' | 'not-found' }) {
  const denied = kind === 'denied';
  return (
    <Center mih="50vh" p="md">
      <Paper withBorder p="xl" maw={480} w="100%" data-testid={denied ? 'access-denied' : 'not-found'}>
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" color={denied ? 'gray' : 'brand'}>
            {denied ? <IconLock size={30} /> : <IconMapSearch size={30} />}
          </ThemeIcon>
          <Title order={3}>{denied ? ACCESS_DENIED_TITLE : 'Oops! Page Not Found'}</Title>
          <Text c="dimmed">{denied ? ACCESS_DENIED_DETAIL : "The page you are looking for doesn't exist or has been moved."}</Text>
          <Button component="a" href="/">
            Back to dashboard
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

/** The page is not for this role: the refusal alone, as the server's would read. */
export const AccessDenied = () => <Refusal kind="denied" />;

/** The server refused the page's data: the page shows the refusal alone, without its controls. */
export const isRefusal = (error: unknown) => error instanceof ApiError && error.status === 403;

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (error instanceof ApiError && error.status === 403) return <Refusal kind="denied" />;
  if (error instanceof ApiError && error.status === 404) return <Refusal kind="not-found" />;
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
