import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { productInput, productMessages as msg, type Product } from '@shared/contracts/products';
import { fieldErrors } from '@web/lib/fieldErrors';
import { useContractForm } from '@web/lib/forms';
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
  const form = useContractForm(productInput, { name: product?.name ?? '' });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notifySuccess(product ? msg.updated : msg.created);
      onClose();
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length) form.setErrors(fields);
      else notifyError(err, product ? msg.updateFailed : msg.createFailed);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TextInput label="Product Name" placeholder="e.g. Acme Analytics" required data-autofocus maxLength={100} {...form.getInputProps('name')} />
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
