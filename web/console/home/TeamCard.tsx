import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DonutChart } from '@mantine/charts';
import { useDashboard } from './useDashboard';

const palette = ['brand.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.6', 'gray.6'];

export default function TeamCard() {
  const { data, isLoading } = useDashboard<{ team?: { by_role: { role: string; active: number; pending: number }[]; total_active: number } }>();
  const team = data?.team;
  const chart = (team?.by_role ?? []).filter((r) => r.active > 0).map((r, i) => ({ name: r.role, value: r.active, color: palette[i % palette.length]! }));
  return (
    <Card h="100%">
      <Title order={4} mb="sm">
        Your team
      </Title>
      {isLoading ? (
        <Skeleton h={160} />
      ) : (
        <Group align="center" gap="xl" wrap="nowrap">
          <DonutChart data={chart} size={150} thickness={22} withTooltip chartLabel={`${team?.total_active ?? 0} active`} />
          <Stack gap={6}>
            {team?.by_role.map((r, i) => (
              <Group key={r.role} gap="xs">
                <div style={{ width: 10, height: 10, borderRadius: 3, background: `var(--mantine-color-${palette[i % palette.length]!.replace('.', '-')})` }} />
                <Text size="sm">{r.role}</Text>
                <Text size="sm" c="dimmed">
                  {r.active}
                  {r.pending ? ` (${r.pending} pending first login)` : ''}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </Card>
  );
}
