import { Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { tcMessages } from '@shared/contracts/tc-config';
import { fieldErrors } from '@web/lib/fieldErrors';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useNda, useSaveNda } from './api';

/** The NDA visitors accept before they see confidential documents; saving it completes the NDA setup step. */
export function NdaDialog({ opened, onClose, readOnly }: { opened: boolean; onClose: () => void; readOnly?: boolean }) {
  const nda = useNda(opened);
  const save = useSaveNda();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setText(nda.data?.text ?? '');
      setError(null);
    }
  }, [opened, nda.data]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) return setError(tcMessages.ndaRequired);
    try {
      await save.mutateAsync(text.trim());
      notifySuccess(tcMessages.ndaSaved);
      onClose();
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.text) setError(fields.text);
      else notifyError(err);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Non-disclosure agreement" size="lg">
      {nda.isLoading ? (
        <Group justify="center" py="xl">
          <Loader size="sm" />
        </Group>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Visitors accept this agreement before you share confidential documents with them. Each save keeps the earlier version for the signed-NDA records.
              {nda.data && ` Current version: v${nda.data.version}.`}
            </Text>
            <Textarea
              label="Agreement text"
              required
              autosize
              minRows={10}
              maxRows={22}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              error={error}
              readOnly={readOnly}
              placeholder="MUTUAL NON-DISCLOSURE AGREEMENT…"
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              {!readOnly && (
                <Button type="submit" loading={save.isPending}>
                  Save NDA
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
