import { SentBack } from '@web/ui/SentBack';
import { List, Paper, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBell, IconClipboardList, IconHourglassEmpty, IconPlugConnected, IconShieldLock, IconWorld } from '@tabler/icons-react';
import { Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { FullPageLoader } from '@web/ui/FullPageLoader';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { canOpenSettings, settingsTabs, type SettingsTab, type SettingsTabKey } from './tabs';

const icons: Record<SettingsTabKey, ComponentType<{ size?: number }>> = {
  integrations: IconPlugConnected,
  questionnaires: IconClipboardList,
  'trust-center': IconShieldLock,
  domain: IconWorld,
  notifications: IconBell,
};

/** /admin-functions/settings (portal §2 Settings, §6): five tabs, each shown to the roles the spec names. */
export function SettingsPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  if (!canOpenSettings(session)) return <SentBack to="/" />;
  const tabs = settingsTabs.filter((t) => t.visible(session));
  const current = tabs.find((t) => t.value === params.get('tab')) ?? tabs[0]!;

  return (
    <>
      <PageHeader title="Settings" description="How your organisation signs in, connects its tools, and gets notified." />
      <Tabs value={current.value} onChange={(v) => v && setParams({ tab: v }, { replace: true })} keepMounted={false} variant="outline">
        <Tabs.List mb="lg">
          {tabs.map((t) => {
            const Icon = icons[t.value];
            return (
              <Tabs.Tab key={t.value} value={t.value} leftSection={<Icon size={16} />}>
                {t.label}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            <Stack gap="lg" maw={1000}>
              <div>
                <Title order={3}>{t.label}</Title>
                <Text c="dimmed" size="sm">
                  {t.description}
                </Text>
              </div>
              {t.content ? (
                <Suspense fallback={<FullPageLoader />}>
                  <t.content />
                </Suspense>
              ) : (
                <Planned tab={t} />
              )}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

function Planned({ tab }: { tab: SettingsTab }) {
  return (
    <Paper withBorder p="lg" data-testid={`planned-${tab.value}`}>
      <Stack gap="sm">
        <ThemeIcon variant="light" color="gray" size="lg" radius="xl">
          <IconHourglassEmpty size={20} />
        </ThemeIcon>
        <Text fw={600}>Coming to this tab</Text>
        <List size="sm" spacing={4}>
          {(tab.planned ?? [tab.description]).map((p) => (
            <List.Item key={p}>{p}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
