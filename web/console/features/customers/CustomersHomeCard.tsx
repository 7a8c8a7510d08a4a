import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DonutChart } from '@mantine/charts';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { useDashboard } from '../../home/useDashboard';

interface Figures {
  customers?: { total: number; active: number; inactive: number; newest: { id: string; name: string; is_active: boolean; created_at: string }[] };
  products?: { total: number; products: { id: string; name: string; request_count: number }[] };
}

/** Home: customer accounts (active against inactive, the newest) and the product line. */
export default function CustomersHomeCard() {
  const { data, isLoading } = useDashboard<Figures>();
  const c = data?.customers;
  const p = data?.products;
  return (
    <Card h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Customer accounts</Title>
        <Anchor component={Link} to="/customer-management" size="sm">
          View all
        </Anchor>
      </Group>
      {isLoading || !c ? (
        <Skeleton h={160} />
      ) : (
        <Stack gap="md">
          <Group align="center" gap="xl" wrap="nowrap">
            <DonutChart
              data={[
                { name: 'Active', value: c.active, color: 'teal.6' },
                { name: 'Inactive', value: c.inactive, color: 'gray.4' },
              ]}
              size={130}
              thickness={20}
              withTooltip
              chartLabel={`${c.total} total`}
            />
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Text size="sm">
                <Text span fw={700} c="teal.7">
                  {c.active}
                </Text>{' '}
                active ·{' '}
                <Text span fw={700} c="dimmed">
                  {c.inactive}
                </Text>{' '}
                inactive
              </Text>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700} mt={4}>
                Newest
              </Text>
              {c.newest.length === 0 && (
                <Text size="sm" c="dimmed">
                  No customer accounts yet.
                </Text>
              )}
              {c.newest.slice(0, 3).map((n) => (
                <Group key={n.id} gap={6} wrap="nowrap">
                  <Anchor component={Link} to={`/customer-management/${n.id}`} size="sm" lineClamp={1}>
                    {n.name}
                  </Anchor>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {dayjs(n.created_at).format('D MMM')}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
          {p && (
            <Stack gap={6}>
              <Group justify="space-between">
                <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                  Products ({p.total})
                </Text>
                <Anchor component={Link} to="/admin-functions/products" size="xs">
                  Manage
                </Anchor>
              </Group>
              <Group gap={6}>
                {p.products.length === 0 && (
                  <Text size="sm" c="dimmed">
                    No products yet.
                  </Text>
                )}
                {p.products.slice(0, 8).map((x) => (
                  <Badge
                    key={x.id}
                    variant="light"
                    tt="none"
                    radius="sm"
                    rightSection={
                      x.request_count ? (
                        <Text span size="xs" c="dimmed">
                          {x.request_count}
                        </Text>
                      ) : undefined
                    }
                  >
                    {x.name}
                  </Badge>
                ))}
              </Group>
            </Stack>
          )}
        </Stack>
      )}
    </Card>
  );
}
