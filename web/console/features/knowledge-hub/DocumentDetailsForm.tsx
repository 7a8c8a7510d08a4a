import { Badge, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState, type FormEvent, type ReactNode } from 'react';
import { knowledgeHubMessages as msg, type KnowledgeDocument } from '@shared/contracts/knowledge-hub';
import { fieldErrors } from '@web/lib/fieldErrors';
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
export function DocumentDetailsForm({ doc, editable }: { doc: KnowledgeDocument; editable: boolean }) {
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
  return <EditForm doc={doc} />;
}

function EditForm({ doc }: { doc: KnowledgeDocument }) {
  const save = useUpdateDocument(doc.id);
  const owners = useOwnerOptions();
  const [name, setName] = useState(doc.name);
  const [owner, setOwner] = useState<string | null>(doc.owner?.id ?? null);
  const [reviewDate, setReviewDate] = useState<string | null>(doc.review_date);
  const [all, setAll] = useState(doc.all_products);
  const [productIds, setProductIds] = useState(doc.products.map((p) => p.id));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ownerData = doc.owner && !owners.some((o) => o.value === doc.owner!.id) ? [...owners, { value: doc.owner.id, label: doc.owner.full_name }] : owners;

  const patch: DocumentPatch = {};
  if (name.trim() !== doc.name) patch.name = name.trim();
  if (owner !== (doc.owner?.id ?? null)) patch.owner_id = owner;
  if (reviewDate !== doc.review_date) patch.review_date = reviewDate;
  const sameProducts =
    all === doc.all_products &&
    (all ||
      [...productIds].sort().join() ===
        doc.products
          .map((p) => p.id)
          .sort()
          .join());
  if (!sameProducts) {
    patch.all_products = all;
    patch.product_ids = all ? [] : productIds;
  }
  const dirty = Object.keys(patch).length > 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!name.trim()) errs.name = 'Please enter the name';
    if (!all && productIds.length === 0) errs.product_ids = msg.productsRequired;
    if (Object.keys(errs).length) return setErrors(errs);
    try {
      await save.mutateAsync(patch);
      notifySuccess(msg.documentUpdated);
    } catch (err) {
      const fe = fieldErrors(err);
      if (Object.keys(fe).length) setErrors(fe);
      else notifyError(err, 'The document could not be updated. Please try again.');
    }
  }

  const reset = () => {
    setName(doc.name);
    setOwner(doc.owner?.id ?? null);
    setReviewDate(doc.review_date);
    setAll(doc.all_products);
    setProductIds(doc.products.map((p) => p.id));
    setErrors({});
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="document-details-form">
      <Stack gap="sm">
        <TextInput label="Name" required maxLength={200} value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
        <Group grow align="flex-start">
          <Select label="Owner" data={ownerData} value={owner} onChange={setOwner} searchable clearable placeholder="No owner" error={errors.owner_id} />
          <DateInput
            label="Review date"
            placeholder="Not set"
            valueFormat="D MMM YYYY"
            value={reviewDate}
            onChange={setReviewDate}
            clearable
            error={errors.review_date}
          />
        </Group>
        <ScopeFields
          all={all}
          productIds={productIds}
          error={errors.product_ids}
          onChange={(a, ids) => {
            setAll(a);
            setProductIds(ids);
          }}
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
