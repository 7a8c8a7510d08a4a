import { ActionIcon, Anchor, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ComponentType, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { FileRef } from '@shared/contracts/content-common';
import { downloadFile, type Envelope, type Pagination } from '../lib/api';
import { documentListQuery, type DocumentListQuery } from '../lib/documentApi';
import { notifyError, notifySuccess } from '../lib/notify';
import { useListParams } from '../lib/useListParams';
import { ActiveSwitch } from './ActiveSwitch';
import { confirmAction } from './confirm';
import { DataTable, type Column } from './DataTable';
import { EmptyState } from './EmptyState';
import { ErrorState, isRefusal } from './ErrorState';
import { ListFilters } from './ListFilters';
import { PageHeader } from './PageHeader';
import { SensitivityBadge } from './SensitivityBadge';

/** What every Trust Center document (certification, security report) shows in its list. */
export interface ListedDocument {
  id: string;
  name: string;
  sensitivity: 'PUBLIC' | 'CONFIDENTIAL';
  is_active: boolean;
  modified_at: string;
  file: FileRef | null;
}

/** What the page uses of the area's API hooks (`documentApi`): its list, the active toggle and delete. */
export interface DocumentListHooks<List, Counts> {
  useList: (q: DocumentListQuery) => { data?: Envelope<List, Pagination & Counts> | undefined; isLoading: boolean; error: unknown; refetch: () => unknown };
  useToggle: () => { mutateAsync: (change: { id: string; is_active: boolean }) => Promise<unknown> };
  useDelete: () => { mutateAsync: (id: string) => Promise<unknown> };
}

export interface DocumentListPageProps<T extends ListedDocument, List, Counts> {
  title: string;
  description: string;
  /** The Add button's label and where it leads. */
  add: { label: string; path: string };
  /** The area's API hooks, and where the rows are in its list's answer. */
  documents: DocumentListHooks<List, Counts>;
  rowsOf: (data: List) => T[];
  /** Shown between the header and the filters, from the list's counts (e.g. a warning about expired ones). */
  notice?: (counts: (Pagination & Counts) | undefined) => ReactNode;
  /** The area's own columns, shown after the number: its name, then what else it shows. */
  columns: Column<T>[];
  /** How the confirmations name one ('certification', 'security report') and how the Trust Center shows an active one ('shown', 'listed'). */
  noun: string;
  shownAs: string;
  search: { placeholder: string; label: string };
  /** What the signed-in user may do (the area's permissions). */
  can: (action: 'create' | 'edit' | 'delete' | 'download') => boolean;
  editPath: (id: string) => string;
  /** The deletion's confirmation text and its success message. */
  deleting: { message: (row: T) => string; done: string };
  /** The download button's tooltip (else 'Download') and the message when a download fails for another reason than the server's. */
  download?: { tooltip?: (file: FileRef) => string; failed?: string };
  /** What the table says without rows: `title` when there are none yet, `filteredTitle` when a filter or search finds none. */
  empty: { icon: ComponentType<{ size?: number }>; title: string; filteredTitle: string; description: string };
}

/**
 * The list page of a Trust Center document (certifications, security reports): header with Add, search
 * and filters (kept in the URL), then the table: number, the area's columns, sensitivity, last update, the
 * active switch (with confirmation) and download, edit and delete (with confirmation) as the user's
 * permissions allow.
 */
export function DocumentListPage<T extends ListedDocument, List, Counts>(p: DocumentListPageProps<T, List, Counts>) {
  const navigate = useNavigate();
  const lp = useListParams({ sort_by: 'sequence' });
  const list = p.documents.useList(documentListQuery(lp));
  const toggle = p.documents.useToggle();
  const remove = p.documents.useDelete();
  const { noun, shownAs } = p;
  const filtered = Boolean(lp.get('is_active') || lp.get('sensitivity') || lp.search);

  async function onDelete(row: T) {
    if (!(await confirmAction({ title: `Delete ${noun}?`, message: p.deleting.message(row), confirmLabel: 'Delete', danger: true }))) return;
    try {
      await remove.mutateAsync(row.id);
      notifySuccess(p.deleting.done);
    } catch (err) {
      notifyError(err);
    }
  }

  const columns: Column<T>[] = [
    {
      key: 'sequence',
      title: 'No.',
      width: 60,
      sortable: true,
      render: (_row, i) => (
        <Text size="sm" c="dimmed">
          {(lp.page - 1) * lp.length + i + 1}
        </Text>
      ),
    },
    ...p.columns,
    { key: 'sensitivity', title: 'Sensitivity', render: (row) => <SensitivityBadge sensitivity={row.sensitivity} /> },
    { key: 'modified_at', title: 'Last updated', sortable: true, render: (row) => <Text size="sm">{dayjs(row.modified_at).format('D MMM YYYY')}</Text> },
    {
      key: 'is_active',
      title: 'Active',
      width: 80,
      render: (row) => (
        <ActiveSwitch
          checked={row.is_active}
          name={row.name}
          disabled={!p.can('edit')}
          onToggle={(next) => toggle.mutateAsync({ id: row.id, is_active: next })}
          confirm={(next) => ({
            title: next ? `Activate ${noun}?` : `Deactivate ${noun}?`,
            message: next ? `“${row.name}” will be ${shownAs} on your Trust Center.` : `“${row.name}” will no longer be ${shownAs} on your Trust Center.`,
          })}
        />
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 130,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          {row.file && p.can('download') && (
            <Tooltip label={p.download?.tooltip?.(row.file) ?? 'Download'}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Download ${row.name}`}
                onClick={() => void downloadFile(row.file!.url, row.file!.name).catch((err) => notifyError(err, p.download?.failed))}
              >
                <IconDownload size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {p.can('edit') && (
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${row.name}`} onClick={() => navigate(p.editPath(row.id))}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {p.can('delete') && (
            <Tooltip label="Delete">
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${row.name}`} onClick={() => void onDelete(row)}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  if (isRefusal(list.error)) return <ErrorState error={list.error} />;
  return (
    <>
      <PageHeader
        title={p.title}
        description={p.description}
        actions={
          p.can('create') ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(p.add.path)}>
              {p.add.label}
            </Button>
          ) : undefined
        }
      />
      {p.notice?.(list.data?.pagination)}
      <ListFilters lp={lp} search={p.search} sensitivity />
      {list.error ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={list.data && p.rowsOf(list.data.data)}
          rowKey={(row) => row.id}
          loading={list.isLoading}
          sortBy={lp.sort_by}
          onSort={(s) => lp.set({ sort_by: s })}
          page={lp.page}
          length={lp.length}
          total={list.data?.pagination?.total_count}
          onPage={(page) => lp.set({ page }, false)}
          onLength={(length) => lp.set({ length })}
          empty={
            <EmptyState
              icon={p.empty.icon}
              title={filtered ? p.empty.filteredTitle : p.empty.title}
              description={filtered ? 'Try another filter.' : p.empty.description}
            />
          }
        />
      )}
    </>
  );
}

/** A document's name in its list: its icon, the name linking to its form, and a line about it. */
export function DocumentName({ icon, name, to, detail }: { icon: ReactNode; name: string; to: string; detail: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" maw={420}>
      {icon}
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={to} fw={600} size="sm" lineClamp={1} title={name}>
          {name}
        </Anchor>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {detail}
        </Text>
      </Stack>
    </Group>
  );
}
