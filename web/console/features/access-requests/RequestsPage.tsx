import { Anchor, Badge, Tabs, Text } from '@mantine/core';
import { IconInbox, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { ExternalRequestsTab } from './ExternalRequestsTab';
import { InvitationsTab } from './InvitationsTab';

/** /trust-center/requests (questionnaires §2.5): External Requests and Invitations Sent. */
export function RequestsPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'invitations' ? 'invitations' : 'requests';
  const [pending, setPending] = useState<number | undefined>(undefined);
  const showCount = !session.isRole('sales');
  const badge =
    showCount && pending !== undefined ? (
      <Badge variant="light" color={pending > 0 ? 'orange' : 'gray'} size="lg">
        {pending > 0 ? `${pending} pending` : 'No pending tasks'}
      </Badge>
    ) : undefined;
  return (
    <>
      <PageHeader
        title="Access Requests"
        description="Visitors who asked for confidential documents on your Trust Center, and the members you invited."
        badge={badge}
      />
      <Tabs value={tab} onChange={(v) => setParams(v === 'invitations' ? { tab: 'invitations' } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="requests" leftSection={<IconInbox size={16} />}>
            External Requests
          </Tabs.Tab>
          {session.can('customer_member:view') && (
            <Tabs.Tab value="invitations" leftSection={<IconSend size={16} />}>
              Invitations Sent
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="requests">
          <ExternalRequestsTab onPending={setPending} />
        </Tabs.Panel>
        <Tabs.Panel value="invitations">
          <InvitationsTab />
        </Tabs.Panel>
      </Tabs>
      <Text size="sm" c="dimmed" mt="lg">
        To add a member yourself, open their account in{' '}
        {session.can('customer:view') && !session.isRole('sales', 'salesadmin') ? (
          <Anchor component={Link} to="/customer-management" inherit>
            Customer Accounts
          </Anchor>
        ) : (
          'Customer Accounts'
        )}{' '}
        and use &lsquo;Add a Member&rsquo; on its Access tab.
      </Text>
    </>
  );
}
