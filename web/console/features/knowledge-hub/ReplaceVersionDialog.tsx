import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { knowledgeHubMessages as msg, type KnowledgeDocument } from '@shared/contracts/knowledge-hub';
import { fieldErrors } from '@web/lib/fieldErrors';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useReplaceDocument } from './api';
import { documentKind, FileDrop } from './FileDrop';

/** Upload a new version of a document: the old version stays in the history but is no longer quoted. */
export function ReplaceVersionDialog({
  document,
  onClose,
  onReplaced,
}: {
  document: KnowledgeDocument | null;
  onClose: () => void;
  onReplaced?: (d: KnowledgeDocument) => void;
}) {
  return (
    <Modal opened={Boolean(document)} onClose={onClose} title={<Text fw={650}>Upload a new version</Text>} size="lg">
      {document && <ReplaceForm document={document} onClose={onClose} onReplaced={onReplaced} />}
    </Modal>
  );
}

function ReplaceForm({
  document,
  onClose,
  onReplaced,
}: {
  document: KnowledgeDocument;
  onClose: () => void;
  onReplaced?: ((d: KnowledgeDocument) => void) | undefined;
}) {
  const replace = useReplaceDocument(document.id);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) return setError(error ?? msg.fileRequired);
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      const v = await replace.mutateAsync(form);
      notifySuccess(msg.documentReplaced);
      onReplaced?.(v);
      onClose();
    } catch (err) {
      const fe = fieldErrors(err);
      if (fe.file) setError(fe.file);
      else notifyError(err, 'The new version could not be uploaded. Please try again.');
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          <Text size="sm">
            <b>{document.name}</b> is at version {document.version}. The new file becomes version {document.version + 1}: it keeps the owner, products and
            review date, and the passages of version {document.version} stop being used for answers.
          </Text>
        </Alert>
        <FileDrop
          label="New version"
          kind={documentKind}
          file={file}
          testId="replace-file-input"
          error={error}
          onError={setError}
          onChange={(f) => {
            setFile(f);
            if (f) setError(null);
          }}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={replace.isPending}>
            Upload version {document.version + 1}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
