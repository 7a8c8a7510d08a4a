import { ActionIcon, Anchor, Badge, Button, Group, Menu, Select, Stack, Switch, Text, TextInput, ThemeIcon, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDots, IconDownload, IconEye, IconFileUpload, IconFiles, IconSearch, IconTrash, IconUpload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { documentStatuses, knowledgeHubMessages as msg, type KnowledgeDocument } from '@shared/contracts/knowledge-hub';
import { limits } from '@shared/limits';
import { downloadFile } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useListParams } from '@web/lib/useListParams';
import { confirmAction } from '@web/ui/confirm';
import { DataTable, type Column } from '@web/ui/DataTable';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { documentDownloadPath, useDeleteDocument, useDocuments, useProductChoices } from './api';
import { DocumentStatus } from './DocumentStatus';
import { fileLook } from './FileDrop';
import { formatDate, ProductScope, TableSkeleton } from './parts';

const statusLabels: Record<(typeof documentStatuses)[number], string> = { PROCESSING: 'Being read', READY: 'Ready', FAILED: 'Could not be read' };

export interface Permissions {
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

export async function confirmDeleteDocument(doc: KnowledgeDocument, remove: (id: string) => Promise<void>) {
  const ok = await confirmAction({
    title: 'Delete document',
    message: (
      <Text size="sm">
        Delete <b>{doc.name}</b>
        {doc.version > 1 ? ` and its ${doc.version - 1} earlier ${doc.version === 2 ? 'version' : 'versions'}` : ''}? Its passages are removed and drafts will
        no longer cite it. This cannot be undone.
      </Text>
    ),
    confirmLabel: 'Delete',
    danger: true,
  });
  if (!ok) return false;
  try {
    await remove(doc.id);
    notifySuccess(msg.documentDeleted);
    return true;
  } catch (err) {
    notifyError(err, 'The document could not be deleted. Please try again.');
    return false;
  }
}

/** The Documents tab: search, filters, and the list with owner, scope, review date, parse status and versions. */
export function DocumentsTable({
  perms,
  onOpen,
  onUpload,
  onReplace,
}: {
  perms: Permissions;
  onOpen: (id: string) => void;
  onUpload: () => void;
  onReplace: (d: KnowledgeDocument) => void;
}) {
  const lp = useListParams({ sort_by: 'name' });
  const [search, setSearch] = useState(lp.search);
  const applySearch = useDebouncedCallback((v: string) => lp.set({ search: v.trim() || undefined }), limits.searchDebounceMs);
  const products = useProductChoices();
  const remove = useDeleteDocument();
  const q = {
    page: lp.page,
    length: lp.length,
    sort_by: lp.sort_by,
    search: lp.search || undefined,
    product: lp.get('product'),
    status: lp.get('status'),
    history: lp.get('history'),
  };
  const { data, isLoading, error, refetch } = useDocuments(q);
  const filtered = Boolean(q.search || q.product || q.status);

  const columns: Column<KnowledgeDocument>[] = [
    {
      key: 'name',
      title: 'Document',
      sortable: true,
      render: (d) => {
        const look = fileLook(d.file.name);
        return (
          <Group gap="sm" wrap="nowrap" maw={380}>
            <ThemeIcon variant="light" color={look.color} size="lg" radius="md">
              <look.Icon size={20} />
            </ThemeIcon>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                <Anchor component="button" type="button" fw={600} size="sm" lineClamp={2} ta="left" onClick={(e) => (e.stopPropagation(), onOpen(d.id))}>
                  {d.name}
                </Anchor>
                {d.version > 1 && (
                  <Tooltip label={`Version ${d.version}: ${d.version - 1} earlier ${d.version === 2 ? 'version is' : 'versions are'} kept in its history`}>
                    <Badge size="xs" variant="outline" color="gray" tt="none" style={{ flexShrink: 0 }}>
                      v{d.version}
                    </Badge>
                  </Tooltip>
                )}
                {!d.is_current && (
                  <Badge size="xs" variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                    Replaced
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed" truncate>
                {d.file.name}
              </Text>
            </Stack>
          </Group>
        );
      },
    },
    {
      key: 'owner',
      title: 'Owner',
      width: 130,
      render: (d) => (
        <Text size="sm">
          {d.owner?.full_name ?? (
            <Text span c="dimmed">
              No owner
            </Text>
          )}
        </Text>
      ),
    },
    { key: 'products', title: 'Products', width: 170, render: (d) => <ProductScope all={d.all_products} products={d.products} max={2} /> },
    {
      key: 'review_date',
      title: 'Review date',
      sortable: true,
      width: 140,
      render: (d) =>
        d.review_date ? (
          <Stack gap={2}>
            <Text size="sm" c={d.review_due ? 'red' : undefined} fw={d.review_due ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
              {formatDate(d.review_date)}
            </Text>
            {d.review_due && (
              <Badge size="xs" color="red" variant="light" tt="none" miw="max-content" data-testid="review-overdue">
                Review overdue
              </Badge>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Not set
          </Text>
        ),
    },
    { key: 'status', title: 'Status', render: (d) => <DocumentStatus doc={d} /> },
    {
      key: 'updated_at',
      title: 'Updated',
      sortable: true,
      width: 120,
      render: (d) => (
        <Tooltip label={dayjs(d.updated_at).format('D MMM YYYY, HH:mm')}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDate(d.updated_at)}
          </Text>
        </Tooltip>
      ),
    },
    {
      key: 'actions',
      title: '',
      width: 56,
      render: (d) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${d.name}`} onClick={(e) => e.stopPropagation()}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
            <Menu.Item leftSection={<IconEye size={16} />} onClick={() => onOpen(d.id)}>
              {perms.canEdit && d.is_current ? 'Details and passages' : 'View passages'}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconDownload size={16} />}
              onClick={() => void downloadFile(documentDownloadPath(d.id), d.file.name).catch((e) => notifyError(e))}
            >
              Download
            </Menu.Item>
            {perms.canEdit && d.is_current && (
              <Menu.Item leftSection={<IconFileUpload size={16} />} onClick={() => onReplace(d)}>
                Upload new version
              </Menu.Item>
            )}
            {perms.canDelete && d.is_current && (
              <>
                <Menu.Divider />
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => void confirmDeleteDocument(d, (id) => remove.mutateAsync(id))}>
                  Delete
                </Menu.Item>
              </>
            )}
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];

  const upload = perms.canCreate ? (
    <Button leftSection={<IconUpload size={16} />} onClick={onUpload}>
      Upload document
    </Button>
  ) : undefined;

  return (
    <>
      <Group mb="md" gap="sm" wrap="wrap">
        <TextInput
          aria-label="Search documents"
          placeholder="Search by name or file"
          leftSection={<IconSearch size={16} />}
          w={260}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            applySearch(e.currentTarget.value);
          }}
        />
        <Select
          aria-label="Product"
          placeholder="All products"
          data={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={q.product ?? null}
          onChange={(v) => lp.set({ product: v })}
          clearable
          searchable
          w={200}
        />
        <Select
          aria-label="Status"
          placeholder="Any status"
          data={documentStatuses.map((s) => ({ value: s, label: statusLabels[s] }))}
          value={q.status ?? null}
          onChange={(v) => lp.set({ status: v })}
          clearable
          w={170}
        />
        <Switch label="Show earlier versions" checked={q.history === '1'} onChange={(e) => lp.set({ history: e.currentTarget.checked ? '1' : undefined })} />
      </Group>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : isLoading && !data ? (
        <TableSkeleton />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.data.documents}
          rowKey={(d) => d.id}
          loading={isLoading}
          sortBy={lp.sort_by}
          onSort={(s) => lp.set({ sort_by: s })}
          page={lp.page}
          length={lp.length}
          total={data?.pagination?.total_count}
          onPage={(page) => lp.set({ page }, false)}
          onLength={(length) => lp.set({ length })}
          onRowClick={(d) => onOpen(d.id)}
          empty={
            filtered ? (
              <EmptyState icon={IconSearch} title="No documents match" description="Try another search, product or status." />
            ) : (
              <EmptyState
                icon={IconFiles}
                title="No documents yet"
                description="Upload your security policies, audit reports, architecture overviews and past questionnaires. The AI drafts answers from them and cites the passage it used."
                action={upload}
              />
            )
          }
        />
      )}
    </>
  );
}
