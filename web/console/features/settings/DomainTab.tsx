import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { CustomDomainCard } from './CustomDomainCard';
import { ErrorState } from '@web/ui/ErrorState';
import { useDomain } from './api';
import { Copyable } from './Copyable';

/** The Domain tab: where the public Trust Center lives (/trust/{slug}), and the organisation's own host name. */
export function DomainTab() {
  const { data, error, refetch } = useDomain();
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton h={160} />;
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg">
        <Group justify="space-between" mb="sm">
          <Title order={4}>Trust Center address</Title>
          <Badge color={data.is_published ? 'teal' : 'gray'} variant="light">
            {data.is_published ? 'Published' : 'Not published'}
          </Badge>
        </Group>
        <Stack gap="xs">
          <Copyable value={data.trust_center_url} label="Trust Center URL" />
          <Text size="sm" c="dimmed">
            {data.is_published
              ? 'Anyone with this address sees your public Trust Center.'
              : 'This is where your Trust Center will be once it is published; until then the address shows nothing.'}
          </Text>
          {data.is_published && (
            <Anchor href={data.path} target="_blank" rel="noopener" size="sm">
              <Group gap={4}>
                Open the public page <IconExternalLink size={14} />
              </Group>
            </Anchor>
          )}
        </Stack>
      </Paper>
      <CustomDomainCard info={data.custom_domain} />
    </Stack>
  );
}
