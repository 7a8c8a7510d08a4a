import { ActionIcon, Anchor, Badge, Button, Group, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconSend, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { Customer } from '@shared/contracts/customers';
import type { Member } from '@shared/contracts/gated-access';
import { notifySuccess } from '@web/lib/notify';
import { useListParams } from '@web/lib/useListParams';
import { confirmAction } from '@web/ui/confirm';
import { DataTable, type Column } from '@web/ui/DataTable';
import { EmptyState } from '@web/ui/EmptyState';
import { showApiError } from '@web/ui/errorDialog';
import { ErrorState } from '@web/ui/ErrorState';
import { useSession } from '../../auth/session';
import { MemberDrawer } from './MemberDrawer';
import { useDeleteMember, useDownloads, useMembers, useReinviteMember, useSaveMember } from './members-api';

/**
 * The Access tab (questionnaires §2.6): the account's members (added by staff or by approved access
 * requests), the active/inactive select with its confirmations, delete and re-invite, and the latest
 * confidential downloads by its members.
 */
export function CustomerAccessTab({ customer }: { customer: Customer }) {
  const session = useSession();
  const trustCenter = session.login.feature_trustcenter;
  const lp = useListParams({ sort_by: '-created_at' });
  const { data, isLoading, error, refetch } = useMembers(customer.id, { page: lp.page, length: lp.length, sort_by: lp.sort_by });
  const published = Boolean(data?.pagination?.is_trust_center_published);
  const save = useSaveMember(customer.id);
  const remove = useDeleteMember(customer.id);
  const reinvite = useReinviteMember(customer.id);
  const downloads = useDownloads(customer.id, session.can('customer_member:view'));
  const [drawer, setDrawer] = useState<{ member: Member | null } | null>(null);
  const [pendingStatus, setPendingStatus] = useState<Record<string, boolean>>({});

  async function setActive(m: Member, active: boolean) {
    const ok = await confirmAction(
      active
        ? {
            title: 'Mark Member as Active',
            message: `${m.full_name} will be able to sign in to the public Trust Center and download confidential documents again.`,
            confirmLabel: 'Yes - Mark it Active',
          }
        : {
            title: 'Mark Member as Inactive',
            message: `${m.full_name} will no longer be able to access the public Trust Center. Open sessions end at once.`,
            confirmLabel: 'Yes - Mark it Inactive',
            danger: true,
          },
    );
    if (!ok) return;
    // The select shows the new value while saving and goes back to the saved one if the call fails.
    setPendingStatus((p) => ({ ...p, [m.id]: active }));
    try {
      await save.mutateAsync({ id: m.id, body: { is_active: active } });
      notifySuccess(active ? 'Member marked as active' : 'Member marked as inactive');
    } catch (err) {
      showApiError(err);
    } finally {
      setPendingStatus(({ [m.id]: _, ...rest }) => rest);
    }
  }

  async function onDelete(m: Member) {
    const ok = await confirmAction({
      title: 'Delete member?',
      message: `${m.full_name} (${m.email}) loses access to the confidential documents of your Trust Center. Their signed NDAs and downloads stay on record.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(m.id);
      notifySuccess('Member deleted successfully');
    } catch (err) {
      showApiError(err);
    }
  }

  async function onReinvite(m: Member) {
    try {
      await new Promise((r) => setTimeout(r, 100));
      await reinvite.mutateAsync(m.id);
      notifySuccess('Invitation sent successfully');
    } catch (err) {
      showApiError(err);
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
        {session.can('customer_member:edit') && (
          <Tooltip label={reason ?? 'Resend the invitation'}>
            <span>
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={`Resend the invitation to ${m.email}`}
                disabled={Boolean(reason)}
                onClick={() => void onReinvite(m)}
              >
                <IconSend size={15} />
              </ActionIcon>
            </span>
          </Tooltip>
        )}
      </Group>
    );
  };

  const canEdit = session.can('customer_member:edit');
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
    {
      key: 'full_name',
      title: 'Name',
      sortable: true,
      render: (m) =>
        canEdit ? (
          <Anchor size="sm" component="button" type="button" onClick={() => setDrawer({ member: m })}>
            {m.full_name}
          </Anchor>
        ) : (
          <Text size="sm">{m.full_name}</Text>
        ),
    },
    { key: 'email', title: 'Member Email', sortable: true, render: (m) => <Text size="sm">{m.email}</Text> },
    ...(trustCenter
      ? [
          { key: 'last_login', title: 'Last Login', sortable: true, render: lastLogin },
          {
            key: 'is_active',
            title: 'Status',
            width: 150,
            render: (m: Member) => (
              <Select
                aria-label={`Status of ${m.full_name}`}
                size="xs"
                w={120}
                allowDeselect={false}
                disabled={!canEdit || m.id in pendingStatus}
                data={[
                  { value: 'active', label: 'Active' },
                  { value: 'inactive', label: 'Inactive' },
                ]}
                value={(pendingStatus[m.id] ?? m.is_active) ? 'active' : 'inactive'}
                onChange={(v) => v && (v === 'active') !== m.is_active && void setActive(m, v === 'active')}
                comboboxProps={{ withinPortal: true }}
              />
            ),
          },
        ]
      : []),
    { key: 'permission', title: 'Permission', render: () => <Text size="sm">Full Access</Text> },
    {
      key: 'actions',
      title: 'Actions',
      width: 90,
      render: (m) =>
        session.can('customer_member:delete') ? (
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${m.full_name}`} onClick={() => void onDelete(m)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null,
    },
  ];

  const domains = customer.whitelisted_domains.map((d) => `@${d}`).join(', ');
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" maw={640}>
          Members sign in to your Trust Center and download its confidential documents, with Full Access.
          {domains && ` Access requests from ${domains} are approved at once and join this account.`}
        </Text>
        {session.can('customer_member:create') && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDrawer({ member: null })}>
            Add a Member
          </Button>
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
            icon={IconUsersGroup}
            title="No members yet"
            description={`Members are the people at ${customer.name} who can open the confidential parts of your Trust Center. Add one with 'Add a Member', or approve their access request.`}
          />
        }
      />
      {(downloads.data?.data.downloads.length ?? 0) > 0 && (
        <Stack gap="xs">
          <Title order={4}>Latest confidential downloads</Title>
          <DataTable
            columns={[
              { key: 'when', title: 'When', render: (d) => <Text size="sm">{dayjs(d.created_at).format('D MMM YYYY, HH:mm')}</Text> },
              {
                key: 'member',
                title: 'Member',
                render: (d) => (
                  <Text size="sm">
                    {d.member.full_name} ({d.member.email})
                  </Text>
                ),
              },
              { key: 'document', title: 'Document', render: (d) => <Text size="sm">{d.document_name}</Text> },
              {
                key: 'stamped',
                title: 'Stamped',
                render: (d) => (
                  <Badge variant="light" color={d.stamped ? 'green' : 'gray'}>
                    {d.stamped ? 'Stamped PDF' : 'Original file'}
                  </Badge>
                ),
              },
            ]}
            rows={downloads.data?.data.downloads}
            rowKey={(d) => d.id}
          />
        </Stack>
      )}
      <MemberDrawer
        customerId={customer.id}
        customerName={customer.name}
        member={drawer?.member ?? null}
        opened={Boolean(drawer)}
        onClose={() => setDrawer(null)}
      />
    </Stack>
  );
}
