import { ActionIcon, Badge, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { Member } from '@shared/contracts/gated-access';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useListParams } from '@web/lib/useListParams';
import { DataTable, type Column } from '@web/ui/DataTable';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { useSession } from '../../auth/session';
import { useInvitations, useReinvite } from './api';

/** Invitations Sent (questionnaires §2.5): members invited by staff, their last login and the resend rules. */
export function InvitationsTab() {
  const session = useSession();
  const lp = useListParams({ sort_by: '-created_at' });
  const { data, isLoading, error, refetch } = useInvitations({
    page: lp.page,
    length: lp.length,
    sort_by: lp.sort_by,
    is_active: lp.get('is_active'),
    invitation_source: 'MANUAL_INVITE',
  } as never);
  const published = Boolean(data?.pagination?.is_trust_center_published);
  const reinvite = useReinvite();
  const canResend = session.can('customer_member:edit');

  async function resend(m: Member) {
    try {
      await new Promise((r) => setTimeout(r, 100));
      await reinvite.mutateAsync({ customerId: m.customer.id, memberId: m.id });
      notifySuccess('Invitation sent successfully');
    } catch (err) {
      notifyError(err);
    }
  }

  const lastLogin = (m: Member) => {
    if (!published)
      return (
        <Text size="sm" c="dimmed">
          N/A
        </Text>
      );
    if (m.last_login) return <Text size="sm">{dayjs(m.last_login).format('D MMM YYYY, HH:mm')}</Text>;
    const reason = !m.is_active ? 'User is inactive' : null;
    return (
      <Group gap={6} wrap="nowrap">
        <Badge variant="light" color="gray">
          Invitation Sent
        </Badge>
        {canResend && (
          <Tooltip label={reason ?? 'Resend the invitation'}>
            <span>
              <ActionIcon
                variant="subtle"
                aria-label={`Resend the invitation to ${m.email}`}
                disabled={Boolean(reason)}
                onClick={() => void resend(m)}
                loading={reinvite.isPending && reinvite.variables?.memberId === m.id}
              >
                <IconSend size={16} />
              </ActionIcon>
            </span>
          </Tooltip>
        )}
      </Group>
    );
  };

  const columns: Column<Member>[] = [
    {
      key: 'no',
      title: 'No.',
      width: 56,
      render: (_m, i) => (
        <Text size="sm" c="dimmed">
          {(lp.page - 1) * lp.length + i + 1}
        </Text>
      ),
    },
    { key: 'customer', title: 'Customer', render: (m) => <Text size="sm">{m.customer.name}</Text> },
    { key: 'full_name', title: 'Name', sortable: true, render: (m) => <Text size="sm">{m.full_name}</Text> },
    { key: 'email', title: 'Member Email', sortable: true, render: (m) => <Text size="sm">{m.email}</Text> },
    {
      key: 'last_login',
      title: published ? (
        'Last Login'
      ) : (
        <Tooltip label="Trust Center is not published">
          <span>Last Login</span>
        </Tooltip>
      ),
      sortable: true,
      render: lastLogin,
    },
    {
      key: 'is_active',
      title: 'Status',
      render: (m) => (
        <Badge variant="light" color={m.is_active ? 'green' : 'gray'}>
          {m.is_active ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
  ];

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <>
      <Group mb="md">
        <Select
          aria-label="Member status"
          placeholder="All members"
          clearable
          w={180}
          data={[
            { value: '1', label: 'Active' },
            { value: '0', label: 'Inactive' },
          ]}
          value={lp.get('is_active') ?? null}
          onChange={(v) => lp.set({ is_active: v })}
        />
        {!published && (
          <Text size="sm" c="dimmed">
            Trust Center is not published: invitations cannot be resent until it is.
          </Text>
        )}
      </Group>
      <DataTable
        columns={columns}
        rows={data?.data.members}
        rowKey={(m) => m.id}
        loading={isLoading}
        sortBy={lp.sort_by}
        onSort={(s) => lp.set({ sort_by: s })}
        page={lp.page}
        length={lp.length}
        total={data?.pagination?.total_count}
        onPage={(p) => lp.set({ page: p }, false)}
        onLength={(l) => lp.set({ length: l })}
        empty={
          <EmptyState
            title="No invitations sent"
            description="Members you add to a customer account with 'Add a Member' are listed here with their last login."
          />
        }
      />
    </>
  );
}
