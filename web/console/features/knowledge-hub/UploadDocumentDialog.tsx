import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { documentUploadForm, knowledgeHubMessages as msg } from '@shared/contracts/knowledge-hub';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { useSession } from '../../auth/session';
import { usePeople, useUploadDocument } from './api';
import { documentKind, FileDrop } from './FileDrop';
import { ScopeFields } from './parts';
import { useUploadFile } from './useUploadFile';

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
  const form = useContractForm(documentUploadForm, { name: '', owner_id: session.login.user.id, all_products: true, product_ids: [], review_date: null });
  const { file, drop, onSubmit } = useUploadFile(form);

  const submit = onSubmit(async (chosen, values) => {
    const body = new FormData();
    body.append('file', chosen, chosen.name);
    if (values.name) body.append('name', values.name);
    body.append('all_products', String(values.all_products));
    if (!values.all_products) body.append('product_ids', values.product_ids.join(','));
    if (values.owner_id) body.append('owner_id', values.owner_id);
    if (values.review_date) body.append('review_date', values.review_date);
    try {
      await upload.mutateAsync(body);
      notifySuccess(msg.documentUploaded);
      onClose();
    } catch (err) {
      showServerErrors(form, err, 'The document could not be uploaded. Please try again.');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Policies, reports, architecture overviews and past questionnaires. Each document is read into passages that keep their heading and page, and the AI
          cites them in its drafts.
        </Text>
        <FileDrop label="Document" kind={documentKind} testId="document-file-input" {...drop} />
        <TextInput
          label="Name"
          placeholder={file ? file.name.replace(/\.[^.]*$/, '') : 'Defaults to the file name'}
          description="How the document is shown in the list and cited in drafts."
          maxLength={200}
          {...form.getInputProps('name')}
        />
        <Group grow align="flex-start">
          <Select label="Owner" description="Keeps it up to date." data={owners} {...form.getInputProps('owner_id')} searchable clearable />
          <DateInput
            label="Review date"
            description="When it should be checked again."
            placeholder="Pick a date"
            valueFormat="D MMM YYYY"
            {...form.getInputProps('review_date')}
            clearable
          />
        </Group>
        <ScopeFields
          all={form.values.all_products}
          productIds={form.values.product_ids}
          error={form.errors.product_ids}
          onChange={(all, ids) => {
            form.setValues({ all_products: all, product_ids: ids });
            form.clearFieldError('product_ids');
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
