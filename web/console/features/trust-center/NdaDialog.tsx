import { Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { ndaInput, tcMessages } from '@shared/contracts/tc-config';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { TextView } from '@web/ui/TextView';
import { useNda, useSaveNda } from './api';

/**
 * The NDA visitors accept before they see confidential documents; saving it completes the NDA setup step.
 * A role that may not change it reads it: the text, and Close.
 */
export function NdaDialog({ opened, onClose, readOnly }: { opened: boolean; onClose: () => void; readOnly?: boolean }) {
  const nda = useNda(opened);
  const save = useSaveNda();
  const form = useContractForm(ndaInput, { text: '' });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!opened) return;
    setValues({ text: nda.data?.text ?? '' });
    resetDirty();
    clearErrors();
  }, [opened, nda.data, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit(async ({ text }) => {
    try {
      await save.mutateAsync(text);
      notifySuccess(tcMessages.ndaSaved);
      onClose();
    } catch (err) {
      showServerErrors(form, err);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Non-disclosure agreement" size="lg">
      {nda.isLoading ? (
        <Group justify="center" py="xl">
          <Loader size="sm" />
        </Group>
      ) : readOnly ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Visitors accept this agreement before you share confidential documents with them.
            {nda.data && ` Current version: v${nda.data.version}.`}
          </Text>
          <TextView label="Agreement text">{nda.data?.text ?? ''}</TextView>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              Close
            </Button>
          </Group>
        </Stack>
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
              {...form.getInputProps('text')}
              placeholder="MUTUAL NON-DISCLOSURE AGREEMENT…"
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save NDA
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
