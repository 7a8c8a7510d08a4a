import { Card, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingBank, IconFileSpreadsheet, IconHistory, IconSearch, IconShieldCheck } from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { activityGroupLabels, type ActivityGroupName } from '@shared/contracts/activity';
import { limits } from '@shared/limits';
import { useActivityLog } from '@web/lib/activity';
import { ActivityFeed } from '@web/ui/ActivityFeed';
import { EmptyState } from '@web/ui/EmptyState';
import { PageHeader } from '@web/ui/PageHeader';
import { TabsBar } from '@web/ui/TabsBar';
import { useSession, type Session } from '../../auth/session';

const tabIcons: Record<ActivityGroupName, ComponentType<{ size?: number }>> = {
  trust_center: IconShieldCheck,
  request: IconFileSpreadsheet,
  other: IconBuildingBank,
};

const emptyText: Record<ActivityGroupName, string> = {
  trust_center: 'Changes to your Trust Center (topics, reports, certifications, publishing) will appear here.',
  request: 'Questionnaire requests, files and answers people work on will appear here.',
  other: 'Changes to users, roles, customer accounts, products and settings will appear here.',
};

/**
 * Which tabs a user sees (questionnaires §2.3): Trust Center is hidden for IT Admin and when the
 * feature is off, Questionnaires for IT Admin; a role without rights to an area does not see its tab.
 */
export function visibleGroups(s: Session): ActivityGroupName[] {
  const groups: ActivityGroupName[] = [];
  if (!s.isRole('itadmin') && s.login.feature_trustcenter && s.can('tc_config:view')) groups.push('trust_center');
  if (!s.isRole('itadmin') && s.can('questionnaire_request:view')) groups.push('request');
  groups.push('other');
  return groups;
}

/** /admin-functions/user-activity: the three log tabs, each searchable and scrolling without end. */
export function UserActivityPage() {
  const session = useSession();
  const groups = visibleGroups(session);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as ActivityGroupName | null;
  const tab = asked && groups.includes(asked) ? asked : groups[0]!;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), limits.searchDebounceMs);

  return (
    <>
      <PageHeader title="User Activity" description="Who changed what, and when. Every change made in Trustroom is recorded here." />
      <Tabs value={tab} onChange={(v) => v && setParams({ tab: v }, { replace: true })} keepMounted={false}>
        <TabsBar
          actions={
            <TextInput
              aria-label="Search activity"
              placeholder="Search by person, action or item"
              leftSection={<IconSearch size={16} />}
              w={300}
              maw="100%"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
          }
        >
          {groups.map((g) => {
            const Icon = tabIcons[g];
            return (
              <Tabs.Tab key={g} value={g} leftSection={<Icon size={16} />}>
                {activityGroupLabels[g]}
              </Tabs.Tab>
            );
          })}
        </TabsBar>
        {groups.map((g) => (
          <Tabs.Panel key={g} value={g}>
            <GroupLog group={g} search={debounced} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

function GroupLog({ group, search }: { group: ActivityGroupName; search: string }) {
  const query = useActivityLog({ group, ...(search ? { search } : {}) });
  const total = query.data?.pages[0]?.total;
  const capped = query.data?.pages[0]?.totalCapped ?? false;
  return (
    <Card padding="lg">
      {total !== undefined && total > 0 && (
        <Text size="xs" c="dimmed" mb={4}>
          {total.toLocaleString('en-US')}
          {capped ? '+' : ''} {total === 1 && !capped ? 'entry' : 'entries'}
          {search ? ` matching “${search}”` : ''}
        </Text>
      )}
      <ActivityFeed
        query={query}
        height="calc(100vh - 290px)"
        empty={
          search ? (
            <EmptyState icon={IconSearch} title="No matching activity" description={`Nothing in ${activityGroupLabels[group]} matches “${search}”.`} />
          ) : (
            <EmptyState icon={IconHistory} title="No activity yet" description={emptyText[group]} />
          )
        }
      />
    </Card>
  );
}
