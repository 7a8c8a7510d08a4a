import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { documentReplaceFields, knowledgeHubMessages as msg, type KnowledgeDocument } from '@shared/contracts/knowledge-hub';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { useReplaceDocument } from './api';
import { documentKind, FileDrop } from './FileDrop';
import { useUploadFile } from './useUploadFile';

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
  // The form has no field of its own (the new version keeps the document's name): it checks the file and shows the server's refusals.
  const form = useContractForm(documentReplaceFields, {});
  const { drop, onSubmit } = useUploadFile(form);

  const submit = onSubmit(async (file, values) => {
    const body = new FormData();
    body.append('file', file, file.name);
    if (values.name) body.append('name', values.name);
    try {
      const v = await replace.mutateAsync(body);
      notifySuccess(msg.documentReplaced);
      onReplaced?.(v);
      onClose();
    } catch (err) {
      showServerErrors(form, err, 'The new version could not be uploaded. Please try again.');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          <Text size="sm">
            <b>{document.name}</b> is at version {document.version}. The new file becomes version {document.version + 1}: it keeps the owner, products and
            review date, and the passages of version {document.version} stop being used for answers.
          </Text>
        </Alert>
        <FileDrop label="New version" kind={documentKind} testId="replace-file-input" {...drop} />
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
