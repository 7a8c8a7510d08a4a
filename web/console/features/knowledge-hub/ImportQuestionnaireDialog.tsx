import { Alert, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { libraryImportForm, type ImportResult } from '@shared/contracts/knowledge-hub';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { useSession } from '../../auth/session';
import { useImportQuestionnaire } from './api';
import { FileDrop, questionnaireKind } from './FileDrop';
import { ScopeFields } from './parts';
import { useOwnerOptions } from './UploadDocumentDialog';
import { useUploadFile } from './useUploadFile';

/** Import a questionnaire the vendor already answered (e.g. a filled CAIQ): its question–answer pairs join the library. */
export function ImportQuestionnaireDialog({
  opened,
  onClose,
  onShowUnanswered,
  onShowConflicts,
}: {
  opened: boolean;
  onClose: () => void;
  onShowUnanswered: () => void;
  onShowConflicts: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={650}>Import an answered questionnaire</Text>} size="lg">
      {opened && <ImportForm onClose={onClose} onShowUnanswered={onShowUnanswered} onShowConflicts={onShowConflicts} />}
    </Modal>
  );
}

function Figure({ value, label, color }: { value: number; label: string; color?: string }) {
  return (
    <Paper withBorder p="sm" radius="md" ta="center">
      <Text fz={28} fw={700} c={color} lh={1.1}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

function ImportForm({ onClose, onShowUnanswered, onShowConflicts }: { onClose: () => void; onShowUnanswered: () => void; onShowConflicts: () => void }) {
  const session = useSession();
  const run = useImportQuestionnaire();
  const owners = useOwnerOptions();
  const form = useContractForm(libraryImportForm, { all_products: true, product_ids: [], owner_id: session.login.user.id });
  const { drop, onSubmit } = useUploadFile(form);
  const [result, setResult] = useState<ImportResult | null>(null);

  const submit = onSubmit(async (file, values) => {
    const body = new FormData();
    body.append('file', file, file.name);
    body.append('all_products', String(values.all_products));
    if (!values.all_products) body.append('product_ids', values.product_ids.join(','));
    if (values.owner_id) body.append('owner_id', values.owner_id);
    try {
      setResult(await run.mutateAsync(body));
    } catch (err) {
      showServerErrors(form, err, 'The questionnaire could not be imported. Please try again.');
    }
  });

  if (result) {
    return (
      <Stack gap="md" data-testid="import-result">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="teal" variant="light" size="lg" radius="xl">
            <IconCircleCheck size={20} />
          </ThemeIcon>
          <Text fw={600}>
            {result.imported} question–answer {result.imported === 1 ? 'pair' : 'pairs'} added to the library from {result.source_reference}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Figure value={result.imported} label="Answers added" color="teal.7" />
          <Figure value={result.unanswered} label="Without an answer" />
          <Figure value={result.grouped} label="Joined similar questions" />
          <Figure value={result.conflicts} label="Conflicts" color={result.conflicts ? 'orange.7' : undefined} />
        </SimpleGrid>
        {result.unanswered > 0 && (
          <Text size="sm" c="dimmed">
            {result.unanswered} {result.unanswered === 1 ? 'question has' : 'questions have'} no answer in the file:{' '}
            {result.unanswered === 1 ? 'it waits' : 'they wait'} in the library for a person to answer.
          </Text>
        )}
        {result.conflicts > 0 && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            {result.conflicts} {result.conflicts === 1 ? 'answer disagrees' : 'answers disagree'} with what the library already says for the same question. Pick
            the right answer under Conflicts.
          </Alert>
        )}
        <Group justify="flex-end">
          {result.unanswered > 0 && (
            <Button variant="subtle" onClick={onShowUnanswered}>
              Show unanswered questions
            </Button>
          )}
          {result.conflicts > 0 && (
            <Button variant="light" color="orange" onClick={onShowConflicts}>
              Review conflicts
            </Button>
          )}
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Upload a questionnaire you have already answered, such as your filled CAIQ or a customer's assessment. Each answered question becomes an answer in the
          library, with the file as its source.
        </Text>
        <FileDrop label="Answered questionnaire" kind={questionnaireKind} testId="import-file-input" {...drop} />
        <Select label="Owner of the answers" data={owners} {...form.getInputProps('owner_id')} searchable clearable placeholder="No owner" />
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
          <Button type="submit" loading={run.isPending}>
            Import answers
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
