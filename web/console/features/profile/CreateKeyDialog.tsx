import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { apiKeyInput, apiKeyMessages, type CreatedApiKey } from '@shared/contracts/api-keys';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { useCreateApiKey } from './api';

/** Names a new key, then shows it once with a copy button and an example call. */
export function CreateKeyDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateApiKey();
  const form = useContractForm(apiKeyInput, { name: '' });
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const submit = form.onSubmit(async ({ name }) => {
    try {
      setCreated(await create.mutateAsync(name));
      notifySuccess(apiKeyMessages.created);
    } catch (err) {
      showServerErrors(form, err);
    }
  });

  return (
    <Modal opened onClose={onClose} title={<Text fw={650}>{created ? 'Your new API key' : 'Create API key'}</Text>} size="lg" closeOnClickOutside={!created}>
      {created ? (
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle />}>
            Copy the key now: it is not shown again. Anyone who has it can act as you.
          </Alert>
          <Group gap="xs" wrap="nowrap">
            <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid="new-api-key">
              {created.key}
            </Code>
            <CopyButton value={created.key}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'teal' : 'brand'}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed">
            Try it:
          </Text>
          <Code block>{`curl -H "Authorization: Bearer ${created.key}" ${window.location.origin}/api/v1/iam/me/`}</Code>
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Name"
              withAsterisk
              placeholder="e.g. Nightly export, CI pipeline"
              description="So you recognise the key later."
              {...form.getInputProps('name')}
              maxLength={80}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create key
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
