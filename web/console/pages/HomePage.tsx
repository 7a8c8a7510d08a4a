import { Card, Grid, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton, Group } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useSession } from '../auth/session';
import { homeCards } from '../home/cards';
import { navItems } from '../nav';

function greeting() {
  const h = new Date().getHours();
  return h < 12 ? 'Good morning' : h < 18 ? 'Good afternoon' : 'Good evening';
}

/** Home: a greeting, shortcuts to the areas this user can open, and each area's cards. */
export function HomePage() {
  const session = useSession();
  const { user, company_name } = session.login;
  const cards = homeCards.filter((c) => (!c.permission || session.can(c.permission)) && !(c.hiddenFor && session.isRole(...c.hiddenFor)));
  const shortcuts = navItems.filter((i) => i.to !== '/' && (!i.permission || session.can(i.permission)) && !(i.hiddenFor && session.isRole(...i.hiddenFor)));
  return (
    <>
      <Title order={2}>
        {greeting()}, {user.first_name}
      </Title>
      <Text c="dimmed" mb="lg">
        {company_name} · {user.role.name}
      </Text>
      {shortcuts.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="lg">
          {shortcuts.map((s) => (
            <UnstyledButton key={s.to} component={Link} to={s.children?.[0]?.to ?? s.to}>
              <Card padding="md">
                <Group>
                  <ThemeIcon variant="light" size="lg">
                    <s.icon size={20} />
                  </ThemeIcon>
                  <Text fw={600}>{s.label}</Text>
                </Group>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      <Grid>
        {cards.map(({ id, component: C, span }) => (
          <Grid.Col key={id} span={{ base: 12, md: span ?? 6 }}>
            <Suspense fallback={<Card h={200} />}>
              <C />
            </Suspense>
          </Grid.Col>
        ))}
      </Grid>
    </>
  );
}
