import { Badge, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useEffect, type ReactNode } from 'react';
import { documentDetailsForm, knowledgeHubMessages as msg, type KnowledgeDocument } from '@shared/contracts/knowledge-hub';
import { fieldErrors } from '@web/lib/fieldErrors';
import { useContractForm } from '@web/lib/forms';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useUpdateDocument, type DocumentPatch } from './api';
import { formatDate, ProductScope, ScopeFields } from './parts';
import { useOwnerOptions } from './UploadDocumentDialog';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Name, owner, review date and product scope of a document: a form for editors, a summary for others. */
export function DocumentDetailsForm({
  doc,
  editable,
  onDirtyChange,
}: {
  doc: KnowledgeDocument;
  editable: boolean;
  /** Whether the form holds changes not saved yet (the drawer asks before they are thrown away). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  if (!editable) {
    return (
      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
        <Row label="Owner">
          <Text size="sm">{doc.owner?.full_name ?? 'No owner'}</Text>
        </Row>
        <Row label="Review date">
          <Group gap={6}>
            <Text size="sm">{doc.review_date ? formatDate(doc.review_date) : 'Not set'}</Text>
            {doc.review_due && (
              <Badge size="xs" color="red" variant="light" tt="none">
                Review overdue
              </Badge>
            )}
          </Group>
        </Row>
        <Row label="Products">
          <ProductScope all={doc.all_products} products={doc.products} max={6} />
        </Row>
      </SimpleGrid>
    );
  }
  return <EditForm doc={doc} onDirtyChange={onDirtyChange} />;
}

type Details = { name: string; owner_id: string | null; review_date: string | null; all_products: boolean; product_ids: string[] };
const detailsOf = (doc: KnowledgeDocument): Details => ({
  name: doc.name,
  owner_id: doc.owner?.id ?? null,
  review_date: doc.review_date,
  all_products: doc.all_products,
  product_ids: doc.products.map((p) => p.id),
});

/** What the form changes on the document: only those fields are sent. */
function changes(doc: KnowledgeDocument, v: Details): DocumentPatch {
  const patch: DocumentPatch = {};
  if (v.name.trim() !== doc.name) patch.name = v.name.trim();
  if (v.owner_id !== (doc.owner?.id ?? null)) patch.owner_id = v.owner_id;
  if (v.review_date !== doc.review_date) patch.review_date = v.review_date;
  const sameProducts =
    v.all_products === doc.all_products &&
    (v.all_products ||
      [...v.product_ids].sort().join() ===
        doc.products
          .map((p) => p.id)
          .sort()
          .join());
  if (!sameProducts) {
    patch.all_products = v.all_products;
    patch.product_ids = v.all_products ? [] : v.product_ids;
  }
  return patch;
}

function EditForm({ doc, onDirtyChange }: { doc: KnowledgeDocument; onDirtyChange?: (dirty: boolean) => void }) {
  const save = useUpdateDocument(doc.id);
  const owners = useOwnerOptions();
  const form = useContractForm(documentDetailsForm, detailsOf(doc));
  const ownerData = doc.owner && !owners.some((o) => o.value === doc.owner!.id) ? [...owners, { value: doc.owner.id, label: doc.owner.full_name }] : owners;
  const dirty = Object.keys(changes(doc, form.values)).length > 0;
  useEffect(() => {
    onDirtyChange?.(dirty);
    return () => onDirtyChange?.(false);
  }, [dirty, onDirtyChange]);

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(changes(doc, values));
      notifySuccess(msg.documentUpdated);
    } catch (err) {
      const fe = fieldErrors(err);
      if (Object.keys(fe).length) form.setErrors(fe);
      else notifyError(err, 'The document could not be updated. Please try again.');
    }
  });

  const reset = () => {
    form.setValues(detailsOf(doc));
    form.clearErrors();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="document-details-form">
      <Stack gap="sm">
        <TextInput label="Name" required maxLength={200} {...form.getInputProps('name')} />
        <Group grow align="flex-start">
          <Select label="Owner" data={ownerData} {...form.getInputProps('owner_id')} searchable clearable placeholder="No owner" />
          <DateInput label="Review date" placeholder="Not set" valueFormat="D MMM YYYY" {...form.getInputProps('review_date')} clearable />
        </Group>
        <ScopeFields
          all={form.values.all_products}
          productIds={form.values.product_ids}
          error={form.errors.product_ids}
          onChange={(all, ids) => form.setValues({ all_products: all, product_ids: ids })}
        />
        <Group justify="flex-end" gap="xs">
          {dirty && (
            <Button variant="default" onClick={reset}>
              Discard changes
            </Button>
          )}
          <Button type="submit" disabled={!dirty} loading={save.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
