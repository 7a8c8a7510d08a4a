import { Alert, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { knowledgeHubMessages as msg, type ImportResult } from '@shared/contracts/knowledge-hub';
import { fieldErrors } from '@web/lib/fieldErrors';
import { notifyError } from '@web/lib/notify';
import { useSession } from '../../auth/session';
import { useImportQuestionnaire } from './api';
import { FileDrop, questionnaireKind } from './FileDrop';
import { ScopeFields } from './parts';
import { useOwnerOptions } from './UploadDocumentDialog';

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
  const [file, setFile] = useState<File | null>(null);
  const [all, setAll] = useState(true);
  const [productIds, setProductIds] = useState<string[]>([]);
  const [owner, setOwner] = useState<string | null>(session.login.user.id);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [result, setResult] = useState<ImportResult | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!file) errs.file = errors.file ?? msg.fileRequired;
    if (!all && productIds.length === 0) errs.product_ids = msg.productsRequired;
    if (Object.keys(errs).length) return setErrors(errs);
    const form = new FormData();
    form.append('file', file!, file!.name);
    form.append('all_products', String(all));
    if (!all) form.append('product_ids', productIds.join(','));
    if (owner) form.append('owner_id', owner);
    try {
      setResult(await run.mutateAsync(form));
    } catch (err) {
      const fe = fieldErrors(err);
      if (Object.keys(fe).length) setErrors(fe);
      else notifyError(err, 'The questionnaire could not be imported. Please try again.');
    }
  }

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
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Upload a questionnaire you have already answered, such as your filled CAIQ or a customer's assessment. Each answered question becomes an answer in the
          library, with the file as its source.
        </Text>
        <FileDrop
          label="Answered questionnaire"
          kind={questionnaireKind}
          file={file}
          testId="import-file-input"
          error={errors.file ?? null}
          onError={(e) => setErrors((p) => ({ ...p, file: e }))}
          onChange={(f) => {
            setFile(f);
            if (f) setErrors((p) => ({ ...p, file: null }));
          }}
        />
        <Select
          label="Owner of the answers"
          data={owners}
          value={owner}
          onChange={setOwner}
          searchable
          clearable
          placeholder="No owner"
          error={errors.owner_id}
        />
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
          <Button type="submit" loading={run.isPending}>
            Import answers
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
