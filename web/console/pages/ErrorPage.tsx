import { Anchor, Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconMapSearch } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';

export function useSupportEmail() {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    fetch('/api/v1/app-info/')
      .then((r) => (r.ok ? r.json() : null))
      .then((j: { data?: { support_email?: string } } | null) => setEmail(j?.data?.support_email ?? null))
      .catch(() => setEmail(null));
  }, []);
  return email;
}

/** The not-found and generic error pages of portal §2 and §8, with the support contact. */
export function ErrorPage({ kind, message, action }: { kind: 'not-found' | 'error'; message?: string | null; action?: ReactNode }) {
  const support = useSupportEmail();
  const notFound = kind === 'not-found';
  return (
    <Center mih="70vh" p="md">
      <Paper withBorder p="xl" maw={520} w="100%" shadow="sm">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color={notFound ? 'brand' : 'red'}>
            {notFound ? <IconMapSearch size={34} /> : <IconAlertTriangle size={34} />}
          </ThemeIcon>
          <Title order={2}>{notFound ? 'Oops! Page Not Found' : 'Oops! Something went wrong'}</Title>
          <Text c="dimmed">
            {message ?? (notFound ? "The page you are looking for doesn't exist or has been moved." : 'An unexpected error occurred. Please try again.')}
          </Text>
          <Group>
            {action ?? (
              <Button component="a" href="/">
                Back to dashboard
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            Need help? Contact <Anchor href={`mailto:${support ?? 'support@trustroom.local'}`}>{support ?? 'support'}</Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}

export function NotFoundPage() {
  return <ErrorPage kind="not-found" />;
}
