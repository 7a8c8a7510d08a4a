import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isRequestClosed, reqNumLabel, requestStatusLabels, type QuestionnaireDashboard } from '@shared/contracts/questionnaires';
import { api } from '@web/lib/api';
import { DueDate, PriorityBadge, statusColors } from './badges';

/** Home: questionnaire requests by status, and the open ones waiting on me. */
export default function QuestionnairesHomeCard() {
  const { data, isLoading } = useQuery({
    queryKey: ['dashboard'],
    queryFn: async () => (await api<{ questionnaires?: QuestionnaireDashboard }>('/dashboard/summary/')).data,
  });
  const q = data?.questionnaires;
  const chart = (q?.by_status ?? [])
    .filter((s) => s.count > 0 || !isRequestClosed(s.status))
    .map((s) => ({ status: requestStatusLabels[s.status], Requests: s.count, color: `${statusColors[s.status]}.6` }));
  // Small counts get one tick per request (0, 1, 2…), not the chart's own uneven 0, 1, 2, 4.
  const top = Math.max(1, ...chart.map((c) => c.Requests));
  const ticks = top <= 5 ? Array.from({ length: top + 1 }, (_, i) => i) : undefined;
  return (
    <Card h="100%" data-testid="questionnaires-card">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Questionnaires</Title>
        <Group gap="xs">
          {q && q.overdue > 0 && (
            <Badge color="red" variant="light">
              {q.overdue} overdue
            </Badge>
          )}
          <Anchor component={Link} to="/questionnaires" size="sm">
            All requests
          </Anchor>
        </Group>
      </Group>
      {isLoading || !q ? (
        <Skeleton h={220} />
      ) : (
        <Stack gap="md">
          <BarChart
            h={150}
            data={chart}
            dataKey="status"
            series={[{ name: 'Requests', color: 'brand.6' }]}
            withTooltip
            tickLine="none"
            gridAxis="none"
            barProps={{ radius: 4 }}
            yAxisProps={{ allowDecimals: false, domain: [0, ticks ? top : 'auto'], ticks }}
          />
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              Assigned to me
            </Text>
            {q.assigned_to_me.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nothing is waiting on you.
              </Text>
            ) : (
              q.assigned_to_me.map((r) => (
                <UnstyledButton key={r.id} component={Link} to={`/questionnaires/${r.id}`}>
                  <Group justify="space-between" wrap="nowrap" py={4}>
                    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                      <PriorityBadge priority={r.priority} />
                      <Text size="sm" fw={500} truncate>
                        {reqNumLabel(r.req_num)} · {r.customer ?? '—'}
                      </Text>
                      {r.open_questions > 0 && (
                        <Badge size="xs" variant="light">
                          {r.open_questions} to answer
                        </Badge>
                      )}
                    </Group>
                    <DueDate date={r.due_date} status={r.status} />
                  </Group>
                </UnstyledButton>
              ))
            )}
          </Stack>
        </Stack>
      )}
    </Card>
  );
}
