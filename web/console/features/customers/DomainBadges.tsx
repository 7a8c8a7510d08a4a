import { Badge, Group, Text, Tooltip } from '@mantine/core';

/** Whitelisted domains as badges, the rest behind "+N". */
export function DomainBadges({ domains, max = 2, wrap = false }: { domains: string[]; max?: number; wrap?: boolean }) {
  if (domains.length === 0)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  const shown = domains.slice(0, max);
  const rest = domains.slice(max);
  return (
    <Group gap={4} wrap={wrap ? 'wrap' : 'nowrap'}>
      {shown.map((d) => (
        <Badge key={d} variant="light" color="gray" tt="none" radius="sm">
          @{d}
        </Badge>
      ))}
      {rest.length > 0 && (
        <Tooltip label={rest.map((d) => `@${d}`).join(', ')} multiline maw={280}>
          <Badge variant="outline" color="gray" radius="sm">
            +{rest.length}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
