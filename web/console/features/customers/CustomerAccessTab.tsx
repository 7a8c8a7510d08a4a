import { Anchor, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Customer } from '../../../../shared/contracts/customers';
import { DataTable, type Column } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { useSession } from '../../auth/session';

interface MemberRow {
  id: string;
}

/**
 * The Access tab (questionnaires §2.6): the account's members table. Members arrive with approved
 * access requests (and 'Add a Member' later); until then it shows the table's empty state.
 */
export function CustomerAccessTab({ customer }: { customer: Customer }) {
  const session = useSession();
  const trustCenter = session.login.feature_trustcenter;
  const none = () => null;
  const columns: Column<MemberRow>[] = [
    { key: 'no', title: 'No.', width: 60, render: none },
    { key: 'name', title: 'Name', render: none },
    { key: 'email', title: 'Member Email', render: none },
    ...(trustCenter ? [{ key: 'last_login', title: 'Last Login', render: none }, { key: 'status', title: 'Status', render: none }] : []),
    { key: 'permission', title: 'Permission', render: none },
    { key: 'actions', title: 'Actions', width: 90, render: none },
  ];
  const domains = customer.whitelisted_domains.map((d) => `@${d}`).join(', ');
  const canSeeRequests = session.can('access_request:view') && trustCenter;
  return (
    <DataTable
      columns={columns}
      rows={[]}
      rowKey={(m) => m.id}
      empty={
        <EmptyState
          icon={IconUsersGroup}
          title="No members yet"
          description={
            <>
              Members are the people at {customer.name} who can open the confidential parts of your Trust Center, with Full Access. They are added when you approve
              their access request{canSeeRequests && (<> in <Anchor component={Link} to="/trust-center/requests" inherit>Access Requests</Anchor></>)}, or with
              &lsquo;Add a Member&rsquo; once it is available.
              {domains && (
                <Text span inherit display="block" mt={6}>
                  Requests from {domains} are matched to this account.
                </Text>
              )}
            </>
          }
        />
      }
    />
  );
}
