import { AppShell, Avatar, Box, Burger, Group, Menu, NavLink, ScrollArea, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout, IconShieldCheck, IconUserCircle } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession, type Session } from '../auth/session';
import { navItems, pageRefused, type NavItem } from '../nav';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { AccessDenied } from '../../ui/ErrorState';

function visible(item: Pick<NavItem, 'permission' | 'hiddenFor'>, s: Session) {
  if (item.hiddenFor && s.isRole(...item.hiddenFor)) return false;
  return !item.permission || s.can(item.permission);
}

function isActive(pathname: string, to: string) {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

/** The logged-in layout (portal §2): navigation, organisation, user, sign-out. */
export function AppLayout() {
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure();
  const { pathname } = useLocation();
  const { user, company_name } = session.login;
  const initials = `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase();

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <ThemeIcon size={32} radius="md">
              <IconShieldCheck size={20} />
            </ThemeIcon>
            <Text fw={700} size="lg">
              Trustroom
            </Text>
            <Text c="dimmed" size="sm" visibleFrom="xs" data-testid="org-name">
              {company_name}
            </Text>
          </Group>
          <Menu position="bottom-end" width={220} withArrow>
            <Menu.Target>
              <UnstyledButton data-testid="user-menu">
                <Group gap="xs">
                  <Avatar color="brand" radius="xl" size={34} aria-hidden>
                    {initials}
                  </Avatar>
                  <Box visibleFrom="xs">
                    <Text size="sm" fw={600} lh={1.2}>
                      {`${user.first_name} ${user.last_name}`.trim()}
                    </Text>
                    <Text size="xs" c="dimmed" lh={1.2}>
                      {user.role.name}
                    </Text>
                  </Box>
                  <IconChevronDown size={14} aria-hidden />
                  <VisuallyHidden>Account menu</VisuallyHidden>
                </Group>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{user.email}</Menu.Label>
              <Menu.Item leftSection={<IconUserCircle size={16} />} component={Link} to="/profile">
                Profile & API keys
              </Menu.Item>
              <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void session.signOut()} color="red">
                Sign out
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <ScrollArea>
          <nav aria-label="Main">
            {navItems
              .filter((i) => visible(i, session))
              .map((item) => {
                const children = item.children?.filter((c) => visible(c, session)) ?? [];
                const Icon = item.icon;
                if (children.length === 0) {
                  return (
                    <NavLink
                      key={item.to}
                      component={Link}
                      to={item.to}
                      label={item.label}
                      leftSection={<Icon size={18} stroke={1.6} />}
                      active={isActive(pathname, item.to)}
                      onClick={close}
                    />
                  );
                }
                // The most specific match wins (/questionnaires/knowledge-hub is not also Requests).
                const activeChild = children.filter((c) => isActive(pathname, c.to)).sort((a, b) => b.to.length - a.to.length)[0]?.to;
                return (
                  <NavLink
                    key={item.to}
                    // A button, so that Tab reaches the group and Enter opens it (an <a> without href is skipped).
                    component="button"
                    type="button"
                    label={item.label}
                    leftSection={<Icon size={18} stroke={1.6} />}
                    defaultOpened={isActive(pathname, item.to)}
                    childrenOffset={28}
                  >
                    {children.map((c) => (
                      <NavLink key={c.to} component={Link} to={c.to} label={c.label} active={c.to === activeChild} onClick={close} />
                    ))}
                  </NavLink>
                );
              })}
          </nav>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Suspense fallback={<FullPageLoader />}>{pageRefused(pathname, session) ? <AccessDenied /> : <Outlet />}</Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
