import { Alert, Badge, Button, Checkbox, Group, Modal, Paper, Select, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { knowledgeHubMessages as msg, libraryEntryForm, type LibraryEntry } from '@shared/contracts/knowledge-hub';
import { ApiError } from '@web/lib/api';
import { fieldErrors } from '@web/lib/fieldErrors';
import { useContractForm } from '@web/lib/forms';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useSession } from '../../auth/session';
import { useLibraryEntry, useResolveConflict, useSaveEntry, type EntryBody } from './api';
import { ChoiceBadge, formatDate, ProductScope, ScopeFields, sourceLabels } from './parts';
import { useOwnerOptions } from './UploadDocumentDialog';

const choices = ['Yes', 'No', 'N/A'];

export interface EntryDialogState {
  /** null: a new answer. */
  id: string | null;
  /** Shown inside a conflict: saving can also keep this answer and remove the others. */
  resolveGroupId?: string | undefined;
}

/** Add or edit a library answer; read-only for people who may only view the library. */
export function LibraryEntryDialog({ state, editable, onClose }: { state: EntryDialogState | null; editable: boolean; onClose: () => void }) {
  const entry = useLibraryEntry(state?.id ?? null);
  const title = !state?.id ? 'Add answer' : editable ? 'Edit answer' : 'Answer';
  const notFound = entry.error instanceof ApiError && entry.error.status === 404;
  return (
    <Modal opened={Boolean(state)} onClose={onClose} title={<Text fw={650}>{title}</Text>} size="xl">
      {state &&
        (notFound ? (
          <Alert color="red" title="Answer not found">
            {msg.entryNotFound}
          </Alert>
        ) : state.id && !entry.data ? (
          <Stack>
            <Skeleton h={70} />
            <Skeleton h={120} />
            <Skeleton h={40} />
          </Stack>
        ) : (
          <EntryForm key={state.id ?? 'new'} entry={entry.data ?? null} editable={editable} resolveGroupId={state.resolveGroupId} onClose={onClose} />
        ))}
    </Modal>
  );
}

function EntryForm({
  entry,
  editable,
  resolveGroupId,
  onClose,
}: {
  entry: LibraryEntry | null;
  editable: boolean;
  resolveGroupId: string | undefined;
  onClose: () => void;
}) {
  const session = useSession();
  const save = useSaveEntry(entry?.id ?? null);
  const resolve = useResolveConflict();
  const owners = useOwnerOptions();
  const form = useContractForm(libraryEntryForm, {
    question: entry?.question ?? '',
    answer_choice: entry?.answer_choice ?? null,
    answer_text: entry?.answer_text ?? '',
    all_products: entry?.all_products ?? true,
    product_ids: entry?.products.map((p) => p.id) ?? [],
    owner_id: entry ? (entry.owner?.id ?? null) : session.login.user.id,
    reviewed: false,
  });
  const choice = form.values.answer_choice;
  const choiceData = choice && !choices.includes(choice) ? [...choices, choice] : choices;
  const ownerData =
    entry?.owner && !owners.some((o) => o.value === entry.owner!.id) ? [...owners, { value: entry.owner.id, label: entry.owner.full_name }] : owners;

  /** Saves the answer; `keep` (inside a conflict) also keeps it and removes the answers that disagree. */
  const submit = (keep: boolean) =>
    form.onSubmit(async ({ reviewed, ...fields }) => {
      const body: EntryBody = { ...fields, product_ids: fields.all_products ? [] : fields.product_ids };
      if (entry && reviewed) body.reviewed = true;
      try {
        const saved = await save.mutateAsync(body);
        if (keep && resolveGroupId) {
          await resolve.mutateAsync({ groupId: resolveGroupId, keepId: saved.id });
          notifySuccess(msg.conflictResolved);
        } else notifySuccess(entry ? msg.entryUpdated : msg.entryCreated);
        onClose();
      } catch (err) {
        const fe = fieldErrors(err);
        if (Object.keys(fe).length) form.setErrors(fe);
        else notifyError(err, 'The answer could not be saved. Please try again.');
      }
    });

  const meta = entry && (
    <Group gap="lg" c="dimmed">
      <Text size="xs">
        {sourceLabels[entry.source]}
        {entry.source_reference ? `: ${entry.source_reference}` : ''}
      </Text>
      <Text size="xs">Last reviewed {entry.last_reviewed_at ? formatDate(entry.last_reviewed_at) : 'never'}</Text>
      {entry.external_ref && <Text size="xs">Reference {entry.external_ref}</Text>}
    </Group>
  );

  if (!editable && entry) {
    return (
      <Stack gap="md">
        <Text fw={600}>{entry.question}</Text>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <ChoiceBadge choice={entry.answer_choice} size="md" />
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {entry.answer_text ?? (entry.answer_choice ? '' : 'No answer yet.')}
          </Text>
        </Group>
        <Group gap="md">
          <ProductScope all={entry.all_products} products={entry.products} max={6} />
          <Text size="sm">Owner: {entry.owner?.full_name ?? '—'}</Text>
        </Group>
        {meta}
        <SimilarQuestions entry={entry} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit(false)} noValidate data-testid="entry-form">
      <Stack gap="md">
        {entry?.has_conflict && !resolveGroupId && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            Another answer to this question says something different. Resolve it under Conflicts.
          </Alert>
        )}
        {meta}
        <Textarea label="Question" required autosize minRows={2} maxRows={6} maxLength={5000} {...form.getInputProps('question')} data-autofocus />
        <Group align="flex-start" grow>
          <Select
            label="Choice answer"
            placeholder="None"
            description="For Yes / No / N/A questions."
            data={choiceData}
            {...form.getInputProps('answer_choice')}
            clearable
          />
          <Select
            label="Owner"
            description="Keeps this answer up to date."
            data={ownerData}
            {...form.getInputProps('owner_id')}
            searchable
            clearable
            placeholder="No owner"
          />
        </Group>
        <Textarea
          label="Answer"
          description="The text a customer reads. Say only what your policies and practices support."
          autosize
          minRows={3}
          maxRows={10}
          maxLength={20000}
          {...form.getInputProps('answer_text')}
        />
        <ScopeFields
          all={form.values.all_products ?? true}
          productIds={form.values.product_ids ?? []}
          error={form.errors.product_ids}
          onChange={(all, ids) => form.setValues({ all_products: all, product_ids: ids })}
        />
        {entry && (
          <Checkbox
            label="Mark as reviewed today"
            description="Confirms the answer is still right."
            {...form.getInputProps('reviewed', { type: 'checkbox' })}
          />
        )}
        {entry && <SimilarQuestions entry={entry} />}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {resolveGroupId ? (
            <Button type="button" loading={save.isPending || resolve.isPending} onClick={() => submit(true)()}>
              Save and keep this answer
            </Button>
          ) : (
            <Button type="submit" loading={save.isPending}>
              {entry ? 'Save changes' : 'Add answer'}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function SimilarQuestions({ entry }: { entry: LibraryEntry }) {
  const group = entry.group ?? [];
  if (group.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        Near-identical questions in the library ({group.length})
      </Text>
      {group.slice(0, 5).map((g) => (
        <Paper key={g.id} withBorder p="xs" radius="md">
          <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" lineClamp={2}>
                {g.question}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {g.answer_text ?? ''}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <ChoiceBadge choice={g.answer_choice} size="xs" />
              {!g.all_products && (
                <Badge size="xs" variant="light" color="indigo" tt="none">
                  {g.products.map((p) => p.name).join(', ')}
                </Badge>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
