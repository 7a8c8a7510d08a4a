import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState, type FormEvent } from 'react';
import { knowledgeHubMessages as msg } from '@shared/contracts/knowledge-hub';
import { fieldErrors } from '@web/lib/fieldErrors';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useSession } from '../../auth/session';
import { usePeople, useUploadDocument } from './api';
import { documentKind, FileDrop } from './FileDrop';
import { ScopeFields } from './parts';

/** Upload a policy, report or past questionnaire: owner, product scope and review date. */
export function UploadDocumentDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={650}>Upload document</Text>} size="lg">
      {opened && <UploadForm onClose={onClose} />}
    </Modal>
  );
}

export function useOwnerOptions() {
  const people = usePeople(true);
  return (people.data ?? []).map((u) => ({ value: u.id, label: `${u.first_name} ${u.last_name}`.trim() }));
}

function UploadForm({ onClose }: { onClose: () => void }) {
  const session = useSession();
  const upload = useUploadDocument();
  const owners = useOwnerOptions();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [owner, setOwner] = useState<string | null>(session.login.user.id);
  const [all, setAll] = useState(true);
  const [productIds, setProductIds] = useState<string[]>([]);
  const [reviewDate, setReviewDate] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string | null>>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!file) errs.file = errors.file ?? msg.fileRequired;
    if (!all && productIds.length === 0) errs.product_ids = msg.productsRequired;
    if (Object.keys(errs).length) return setErrors(errs);
    const form = new FormData();
    form.append('file', file!, file!.name);
    if (name.trim()) form.append('name', name.trim());
    form.append('all_products', String(all));
    if (!all) form.append('product_ids', productIds.join(','));
    if (owner) form.append('owner_id', owner);
    if (reviewDate) form.append('review_date', reviewDate);
    try {
      await upload.mutateAsync(form);
      notifySuccess(msg.documentUploaded);
      onClose();
    } catch (err) {
      const fe = fieldErrors(err);
      if (Object.keys(fe).length) setErrors(fe);
      else notifyError(err, 'The document could not be uploaded. Please try again.');
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Policies, reports, architecture overviews and past questionnaires. Each document is read into passages that keep their heading and page, and the AI
          cites them in its drafts.
        </Text>
        <FileDrop
          label="Document"
          kind={documentKind}
          file={file}
          testId="document-file-input"
          error={errors.file ?? null}
          onError={(e) => setErrors((p) => ({ ...p, file: e }))}
          onChange={(f) => {
            setFile(f);
            if (f) setErrors((p) => ({ ...p, file: null }));
          }}
        />
        <TextInput
          label="Name"
          placeholder={file ? file.name.replace(/\.[^.]*$/, '') : 'Defaults to the file name'}
          description="How the document is shown in the list and cited in drafts."
          maxLength={200}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <Group grow align="flex-start">
          <Select
            label="Owner"
            description="Keeps it up to date."
            data={owners}
            value={owner}
            onChange={setOwner}
            searchable
            clearable
            error={errors.owner_id}
          />
          <DateInput
            label="Review date"
            description="When it should be checked again."
            placeholder="Pick a date"
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
          error={errors.product_ids ?? undefined}
          onChange={(a, ids) => {
            setAll(a);
            setProductIds(ids);
            setErrors((p) => ({ ...p, product_ids: null }));
          }}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={upload.isPending}>
            Upload
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
