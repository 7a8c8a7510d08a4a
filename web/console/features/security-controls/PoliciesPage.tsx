import { ActionIcon, Alert, Anchor, Badge, Button, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconPlus, IconRocket, IconShieldCheck, IconTrash } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { domainMessages, type SecurityHeading } from '@shared/contracts/security-controls';
import { limits } from '@shared/limits';
import { downloadFile } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useListParams } from '@web/lib/useListParams';
import { confirmAction } from '@web/ui/confirm';
import { DataTable, type Column } from '@web/ui/DataTable';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { PageHeader } from '@web/ui/PageHeader';
import { SensitivityBadge } from '@web/ui/SensitivityBadge';
import { useSession } from '../../auth/session';
import { useDeleteDomain, useDomains, usePublishDomains } from './api';
import { DomainDrawer } from './DomainDrawer';

/** /trust-center/policies-and-practices (questionnaires §2.1): security domains and their controls. */
export function PoliciesPage() {
  const session = useSession();
  const lp = useListParams({ sort_by: 'sequence' });
  const [params, setParams] = useSearchParams();
  const { data, isLoading, error, refetch } = useDomains({ page: lp.page, length: lp.length, sort_by: lp.sort_by });
  const publish = usePublishDomains();
  const remove = useDeleteDomain();
  const p = data?.pagination;
  const drawerOpen = params.has('new') || params.has('edit');
  const editId = params.get('edit');
  const canPublish =
    session.can('security_control:edit') && p !== undefined && p.total_inactive_count >= limits.securityDomainsMin && p.total_active_count === 0;
  const published = (p?.total_active_count ?? 0) > 0;

  const openDrawer = (edit?: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('new');
      next.delete('edit');
      if (edit) next.set('edit', edit);
      else next.set('new', '');
      return next;
    });
  const closeDrawer = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('new');
        next.delete('edit');
        return next;
      },
      { replace: true },
    );

  async function onPublish() {
    if (!(await confirmAction({ title: domainMessages.publishTitle, message: domainMessages.publishConfirm, confirmLabel: 'Publish' }))) return;
    try {
      await publish.mutateAsync();
      notifySuccess(domainMessages.published);
    } catch (err) {
      notifyError(err);
    }
  }

  async function onDelete(d: SecurityHeading) {
    if (
      !(await confirmAction({
        title: 'Delete security domain?',
        message: `“${d.heading}” and its security topics will be removed. This cannot be undone.`,
        confirmLabel: 'Delete',
        danger: true,
      }))
    )
      return;
    try {
      await remove.mutateAsync(d.id);
      notifySuccess(domainMessages.deleted);
    } catch (err) {
      notifyError(err);
    }
  }

  const columns: Column<SecurityHeading>[] = [
    {
      key: 'no',
      title: 'No.',
      width: 60,
      render: (_d, i) => (
        <Text size="sm" c="dimmed">
          {(lp.page - 1) * lp.length + i + 1}
        </Text>
      ),
    },
    {
      key: 'heading',
      title: 'Security Domain',
      sortable: true,
      width: '30%',
      render: (d) => (
        <Stack gap={4} align="flex-start">
          {session.can('security_control:edit') ? (
            <Anchor component="button" type="button" fw={600} size="sm" onClick={() => openDrawer(d.id)} ta="left">
              {d.heading}
            </Anchor>
          ) : (
            <Text fw={600} size="sm">
              {d.heading}
            </Text>
          )}
          <Group gap={6}>
            <SensitivityBadge sensitivity={d.sensitivity} />
            {!d.is_active && (
              <Badge color="gray" variant="outline" size="sm">
                Draft
              </Badge>
            )}
          </Group>
        </Stack>
      ),
    },
    {
      key: 'controls',
      title: 'Security Topics',
      render: (d) => (
        <List size="sm" spacing={4} icon={<IconShieldCheck size={14} color="var(--mantine-color-teal-6)" />} center>
          {d.security_controls.map((c) => (
            <List.Item key={c.id}>
              {c.file ? (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => void downloadFile(c.file!.url, c.file!.name).catch((err) => notifyError(err))}
                  title={`Download ${c.file.name}`}
                >
                  <Group gap={4} wrap="nowrap">
                    {c.heading}
                    <IconDownload size={14} />
                  </Group>
                </Anchor>
              ) : (
                c.heading
              )}
            </List.Item>
          ))}
        </List>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 90,
      render: (d) =>
        session.can('security_control:delete') ? (
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${d.heading}`} onClick={() => void onDelete(d)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title="Security Policies and Practices"
        badge={
          <Group gap="xs">
            <Text c="dimmed" size="sm">
              {domainMessages.minHint}
            </Text>
            {p &&
              p.total_domains_count > 0 &&
              (published ? (
                <Badge color="teal" variant="light">
                  Published
                </Badge>
              ) : (
                <Badge color="gray" variant="light">
                  Not published
                </Badge>
              ))}
          </Group>
        }
        description="The security domains your Trust Center lists, each with the practices you follow."
        actions={
          <>
            {canPublish && (
              <Button color="teal" leftSection={<IconRocket size={16} />} onClick={() => void onPublish()} loading={publish.isPending}>
                Publish
              </Button>
            )}
            {session.can('security_control:create') && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => openDrawer()}>
                Add New
              </Button>
            )}
          </>
        }
      />
      {canPublish && (
        <Alert color="teal" variant="light" icon={<IconRocket />} mb="md">
          {domainMessages.publishHint}
        </Alert>
      )}
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.data.security_headings}
          rowKey={(d) => d.id}
          loading={isLoading}
          sortBy={lp.sort_by}
          onSort={(s) => lp.set({ sort_by: s })}
          page={lp.page}
          length={lp.length}
          total={p?.total_count}
          onPage={(page) => lp.set({ page }, false)}
          onLength={(length) => lp.set({ length })}
          empty={
            <EmptyState
              icon={IconShieldCheck}
              title="No security domains yet"
              description={`Add at least ${limits.securityDomainsMin} domains from the standard catalogue — infrastructure, data, application security and more — then publish them.`}
              action={
                session.can('security_control:create') ? (
                  <Button variant="light" onClick={() => openDrawer()}>
                    Add your first domain
                  </Button>
                ) : undefined
              }
            />
          }
        />
      )}
      <DomainDrawer opened={drawerOpen} editId={editId} onClose={closeDrawer} />
    </>
  );
}
