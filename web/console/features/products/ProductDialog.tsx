import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { productMessages as msg, type Product } from '@shared/contracts/products';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useSaveProduct } from './api';

/** Add Product / Edit Product (questionnaires §2.2): one required, trimmed field; the button reads Add or Update. */
export function ProductDialog({ opened, product, onClose }: { opened: boolean; product: Product | null; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={product ? 'Edit Product' : 'Add Product'} size="md">
      {opened && <ProductForm key={product?.id ?? 'new'} product={product} onClose={onClose} />}
    </Modal>
  );
}

function ProductForm({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const save = useSaveProduct(product?.id);
  const [name, setName] = useState(product?.name ?? '');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(msg.nameRequired);
    try {
      await save.mutateAsync({ name: trimmed });
      notifySuccess(product ? msg.updated : msg.created);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.attr === 'name') setError(err.detail.replace(/^Name: /, ''));
      else notifyError(err, product ? msg.updateFailed : msg.createFailed);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="lg">
        <TextInput
          label="Product Name"
          placeholder="e.g. Acme Analytics"
          required
          data-autofocus
          maxLength={100}
          value={name}
          error={error}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {product ? 'Update' : 'Add'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
