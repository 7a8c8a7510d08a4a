import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPackage, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { productMessages as msg, type Product } from '@shared/contracts/products';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useListParams } from '@web/lib/useListParams';
import { confirmAction } from '@web/ui/confirm';
import { DataTable, type Column } from '@web/ui/DataTable';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { useDeleteProduct, useProducts } from './api';
import { ProductDialog } from './ProductDialog';

/** /admin-functions/products (questionnaires §2.2): searchable, paged products with add, edit and delete. */
export function ProductsPage() {
  const session = useSession();
  const lp = useListParams();
  const [search, setSearch] = useState(lp.search);
  const applySearch = useDebouncedCallback((v: string) => lp.set({ search: v.trim() || undefined }), 350);
  const { data, isLoading, error, refetch } = useProducts({ page: lp.page, length: lp.length, search: lp.search || undefined });
  const remove = useDeleteProduct();
  const [dialog, setDialog] = useState<{ product: Product | null } | null>(null);
  const canCreate = session.can('product:create');
  const canEdit = session.can('product:edit');
  const canDelete = session.can('product:delete');

  async function onDelete(p: Product) {
    const used =
      p.request_count > 0
        ? ` It is tagged on ${p.request_count} questionnaire request${p.request_count === 1 ? '' : 's'}; they keep their answers but will no longer show this product.`
        : '';
    const ok = await confirmAction({
      title: 'Delete Product',
      message: `“${p.name}” will be deleted.${used} This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(p.id);
      notifySuccess(msg.deleted);
    } catch (err) {
      notifyError(err, msg.deleteFailed);
    }
  }

  const columns: Column<Product>[] = [
    {
      key: 'no',
      title: 'No.',
      width: 70,
      render: (_p, i) => (
        <Text size="sm" c="dimmed">
          {(lp.page - 1) * lp.length + i + 1}
        </Text>
      ),
    },
    {
      key: 'name',
      title: 'Product Name',
      render: (p) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {p.name}
          </Text>
          {p.request_count > 0 && (
            <Text size="xs" c="dimmed">
              Tagged on {p.request_count} questionnaire request{p.request_count === 1 ? '' : 's'}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'actions',
      title: 'Action',
      width: 110,
      render: (p) => (
        <Group gap={4} wrap="nowrap">
          {canEdit && (
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${p.name}`} onClick={() => setDialog({ product: p })}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip label="Delete">
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${p.name}`} onClick={() => void onDelete(p)}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  const add = canCreate ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ product: null })}>
      Add Product
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeader title="Products" description="The products you sell. Questionnaire requests are tagged with the products they cover." actions={add} />
      <Group mb="md">
        <TextInput
          aria-label="Search products"
          placeholder="Search products"
          leftSection={<IconSearch size={16} />}
          w={300}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            applySearch(e.currentTarget.value);
          }}
        />
      </Group>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.data.products}
          rowKey={(p) => p.id}
          loading={isLoading}
          page={lp.page}
          length={lp.length}
          total={data?.pagination?.total_count}
          onPage={(page) => lp.set({ page }, false)}
          onLength={(length) => lp.set({ length })}
          empty={
            lp.search ? (
              <EmptyState icon={IconSearch} title="No products match" description={`Nothing matches “${lp.search}”.`} />
            ) : (
              <EmptyState
                icon={IconPackage}
                title="No products yet"
                description="Add the products you sell, so questionnaire requests can say which ones they cover."
                action={add}
              />
            )
          }
        />
      )}
      <ProductDialog opened={dialog !== null} product={dialog?.product ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
