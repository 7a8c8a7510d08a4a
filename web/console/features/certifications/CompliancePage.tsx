import { ActionIcon, Alert, Anchor, Button, Group, SegmentedControl, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAlertTriangle, IconCertificate, IconDownload, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { certificationMessages, type Certification } from '@shared/contracts/certifications';
import { limits } from '@shared/limits';
import { downloadFile } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useListParams } from '@web/lib/useListParams';
import { ActiveSwitch } from '@web/ui/ActiveSwitch';
import { confirmAction } from '@web/ui/confirm';
import { DataTable, type Column } from '@web/ui/DataTable';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { PageHeader } from '@web/ui/PageHeader';
import { SensitivityBadge, sensitivityOptions } from '@web/ui/SensitivityBadge';
import { useSession } from '../../auth/session';
import { useCertifications, useDeleteCertification, useToggleCertification } from './api';
import { CertLogo } from './CertLogo';
import { Expiry } from './ExpiryBadge';

const editPath = (id: string) => `/trust-center/compliance/${id}/edit`;

/** /trust-center/compliance (portal §2): certifications, expired ones marked. */
export function CompliancePage() {
  const session = useSession();
  const navigate = useNavigate();
  const lp = useListParams({ sort_by: 'sequence' });
  const [search, setSearch] = useState(lp.search);
  const debounced = useDebouncedCallback((v: string) => lp.set({ search: v }), limits.searchDebounceMs);
  const status = lp.get('is_active');
  const sensitivity = lp.get('sensitivity');
  const { data, isLoading, error, refetch } = useCertifications({
    page: lp.page,
    length: lp.length,
    sort_by: lp.sort_by,
    is_active: status,
    sensitivity,
    search: lp.search || undefined,
  });
  const toggle = useToggleCertification();
  const remove = useDeleteCertification();
  const canEdit = session.can('documents:edit');
  const filtered = Boolean(status || sensitivity || lp.search);
  const expired = data?.pagination?.expired_active_count ?? 0;

  async function onDelete(c: Certification) {
    if (
      !(await confirmAction({
        title: 'Delete certification?',
        message: `“${c.name}” will be removed from your Trust Center. This cannot be undone.`,
        confirmLabel: 'Delete',
        danger: true,
      }))
    )
      return;
    try {
      await remove.mutateAsync(c.id);
      notifySuccess(certificationMessages.deleted);
    } catch (err) {
      notifyError(err);
    }
  }

  const columns: Column<Certification>[] = [
    {
      key: 'sequence',
      title: 'No.',
      width: 60,
      sortable: true,
      render: (_c, i) => (
        <Text size="sm" c="dimmed">
          {(lp.page - 1) * lp.length + i + 1}
        </Text>
      ),
    },
    {
      key: 'name',
      title: 'Certification',
      sortable: true,
      render: (c) => (
        <Group gap="sm" wrap="nowrap" maw={420}>
          <CertLogo cert={c} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={editPath(c.id)} fw={600} size="sm" lineClamp={1} title={c.name}>
              {c.name}
            </Anchor>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {[c.auditor_info, c.industry?.name].filter(Boolean).join(' · ') || 'No auditor given'}
            </Text>
          </Stack>
        </Group>
      ),
    },
    { key: 'expiry_date', title: 'Valid until', sortable: true, render: (c) => <Expiry date={c.expiry_date} expired={c.is_expired} /> },
    { key: 'sensitivity', title: 'Sensitivity', render: (c) => <SensitivityBadge sensitivity={c.sensitivity} /> },
    { key: 'modified_at', title: 'Last updated', sortable: true, render: (c) => <Text size="sm">{dayjs(c.modified_at).format('D MMM YYYY')}</Text> },
    {
      key: 'is_active',
      title: 'Active',
      width: 80,
      render: (c) => (
        <ActiveSwitch
          checked={c.is_active}
          name={c.name}
          disabled={!canEdit}
          onToggle={(next) => toggle.mutateAsync({ id: c.id, is_active: next })}
          confirm={(next) => ({
            title: next ? 'Activate certification?' : 'Deactivate certification?',
            message: next ? `“${c.name}” will be shown on your Trust Center.` : `“${c.name}” will no longer be shown on your Trust Center.`,
          })}
        />
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 130,
      render: (c) => (
        <Group gap={4} wrap="nowrap">
          {c.file && session.can('documents:download') && (
            <Tooltip label={`Download ${c.file.name}`}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Download ${c.name}`}
                onClick={() => void downloadFile(c.file!.url, c.file!.name).catch((err) => notifyError(err))}
              >
                <IconDownload size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {canEdit && (
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${c.name}`} onClick={() => navigate(editPath(c.id))}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {session.can('documents:delete') && (
            <Tooltip label="Delete">
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${c.name}`} onClick={() => void onDelete(c)}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Compliance and Certifications"
        description="Audits and certifications your Trust Center shows, with their logos and validity."
        actions={
          session.can('documents:create') ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => navigate('/trust-center/compliance/new')}>
              Add Compliance
            </Button>
          ) : undefined
        }
      />
      {expired > 0 && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle />}
          mb="md"
          title={`${expired} active certification${expired === 1 ? ' has' : 's have'} expired`}
        >
          Visitors see expired certifications marked as expired. Upload the renewed certificate or deactivate it.
        </Alert>
      )}
      <Group mb="md" gap="sm" wrap="wrap">
        <TextInput
          placeholder="Search name or auditor"
          aria-label="Search certifications"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            debounced(e.currentTarget.value);
          }}
          w={240}
        />
        <SegmentedControl
          aria-label="Filter by status"
          value={status ?? 'all'}
          onChange={(v) => lp.set({ is_active: v === 'all' ? undefined : v })}
          data={[
            { value: 'all', label: 'All' },
            { value: '1', label: 'Active' },
            { value: '0', label: 'Inactive' },
          ]}
        />
        <Select
          aria-label="Filter by sensitivity"
          placeholder="Any sensitivity"
          data={sensitivityOptions}
          value={sensitivity ?? null}
          onChange={(v) => lp.set({ sensitivity: v ?? undefined })}
          clearable
          w={180}
        />
      </Group>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.data.security_certificates}
          rowKey={(c) => c.id}
          loading={isLoading}
          sortBy={lp.sort_by}
          onSort={(s) => lp.set({ sort_by: s })}
          page={lp.page}
          length={lp.length}
          total={data?.pagination?.total_count}
          onPage={(page) => lp.set({ page }, false)}
          onLength={(length) => lp.set({ length })}
          empty={
            <EmptyState
              icon={IconCertificate}
              title={filtered ? 'No certifications match these filters' : 'No certifications yet'}
              description={
                filtered ? 'Try another filter.' : 'Add SOC 2, ISO 27001 or any other audit you have passed. Pick a standard logo or upload your own.'
              }
            />
          }
        />
      )}
    </>
  );
}
