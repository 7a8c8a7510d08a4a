import { ActionIcon, Anchor, Button, Group, SegmentedControl, Select, Stack, Text, TextInput, ThemeIcon, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDownload, IconFileText, IconPencil, IconPhoto, IconPlus, IconReportAnalytics, IconSearch, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { reportMessages, type SecurityReport } from '@shared/contracts/security-reports';
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
import { formatSize, SensitivityBadge, sensitivityOptions } from '@web/ui/SensitivityBadge';
import { useSession } from '../../auth/session';
import { useDeleteReport, useReports, useToggleReport } from './api';

const editPath = (id: string) => `/trust-center/security-reports/${id}/edit`;

/** /trust-center/security-reports (portal §2): list filtered by active state and sensitivity. */
export function ReportsPage() {
  const session = useSession();
  const navigate = useNavigate();
  const lp = useListParams({ sort_by: 'sequence' });
  const [search, setSearch] = useState(lp.search);
  const debounced = useDebouncedCallback((v: string) => lp.set({ search: v }), limits.searchDebounceMs);
  const status = lp.get('is_active');
  const sensitivity = lp.get('sensitivity');
  const { data, isLoading, error, refetch } = useReports({
    page: lp.page,
    length: lp.length,
    sort_by: lp.sort_by,
    is_active: status,
    sensitivity,
    search: lp.search || undefined,
  });
  const toggle = useToggleReport();
  const remove = useDeleteReport();
  const canEdit = session.can('documents:edit');
  const canDelete = session.can('documents:delete');
  const canDownload = session.can('documents:download');
  const filtered = Boolean(status || sensitivity || lp.search);

  async function onDelete(r: SecurityReport) {
    if (
      !(await confirmAction({
        title: 'Delete security report?',
        message: `“${r.name}” and its file will be removed. This cannot be undone.`,
        confirmLabel: 'Delete',
        danger: true,
      }))
    )
      return;
    try {
      await remove.mutateAsync(r.id);
      notifySuccess(reportMessages.deleted);
    } catch (err) {
      notifyError(err);
    }
  }

  async function download(r: SecurityReport) {
    try {
      await downloadFile(r.file.url, r.file.name);
    } catch (err) {
      notifyError(err, 'The file could not be downloaded. Please try again.');
    }
  }

  const columns: Column<SecurityReport>[] = [
    {
      key: 'sequence',
      title: 'No.',
      width: 60,
      sortable: true,
      render: (_r, i) => (
        <Text size="sm" c="dimmed">
          {(lp.page - 1) * lp.length + i + 1}
        </Text>
      ),
    },
    {
      key: 'name',
      title: 'Report',
      sortable: true,
      render: (r) => (
        <Group gap="sm" wrap="nowrap" maw={420}>
          <ThemeIcon variant="light" color={r.file.content_type === 'application/pdf' ? 'red' : 'grape'} size={36} radius="md">
            {r.file.content_type === 'application/pdf' ? <IconFileText size={20} /> : <IconPhoto size={20} />}
          </ThemeIcon>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={editPath(r.id)} fw={600} size="sm" lineClamp={1} title={r.name}>
              {r.name}
            </Anchor>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {r.file.name} · {formatSize(r.file.size)}
            </Text>
          </Stack>
        </Group>
      ),
    },
    { key: 'issued_by', title: 'Issued by', sortable: true, render: (r) => <Text size="sm">{r.issued_by || '—'}</Text> },
    { key: 'sensitivity', title: 'Sensitivity', render: (r) => <SensitivityBadge sensitivity={r.sensitivity} /> },
    { key: 'modified_at', title: 'Last updated', sortable: true, render: (r) => <Text size="sm">{dayjs(r.modified_at).format('D MMM YYYY')}</Text> },
    {
      key: 'is_active',
      title: 'Active',
      width: 80,
      render: (r) => (
        <ActiveSwitch
          checked={r.is_active}
          name={r.name}
          disabled={!canEdit}
          onToggle={(next) => toggle.mutateAsync({ id: r.id, is_active: next })}
          confirm={(next) => ({
            title: next ? 'Activate security report?' : 'Deactivate security report?',
            message: next ? `“${r.name}” will be listed on your Trust Center.` : `“${r.name}” will no longer be listed on your Trust Center.`,
          })}
        />
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 130,
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          {canDownload && (
            <Tooltip label="Download">
              <ActionIcon variant="subtle" color="gray" aria-label={`Download ${r.name}`} onClick={() => void download(r)}>
                <IconDownload size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {canEdit && (
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${r.name}`} onClick={() => navigate(editPath(r.id))}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip label="Delete">
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${r.name}`} onClick={() => void onDelete(r)}>
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
        title="Security Reports"
        description="Penetration tests, audit reports and other documents. Public ones download freely; confidential ones are shared on request."
        actions={
          session.can('documents:create') ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => navigate('/trust-center/security-reports/new')}>
              Add Report
            </Button>
          ) : undefined
        }
      />
      <Group mb="md" gap="sm" wrap="wrap">
        <TextInput
          placeholder="Search name or issuer"
          aria-label="Search reports"
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
          rows={data?.data.security_reports}
          rowKey={(r) => r.id}
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
              icon={IconReportAnalytics}
              title={filtered ? 'No reports match these filters' : 'No security reports yet'}
              description={filtered ? 'Try another filter.' : 'Upload a penetration test summary or an audit report (PDF or image).'}
            />
          }
        />
      )}
    </>
  );
}
