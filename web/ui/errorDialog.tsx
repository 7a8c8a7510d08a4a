import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import { DIALOG_MARKER } from '@shared/errors';
import { ApiError } from '../lib/api';
import { notifyError } from '../lib/notify';

/** `title$$$message` → its two parts; a detail without a title gets a generic one. */
export function splitMarkedDetail(detail: string): { title: string; message: string } {
  const [head = '', ...rest] = detail.split(DIALOG_MARKER);
  const message = rest.join(' ').trim();
  return message ? { title: head.trim() || 'This action is not possible', message } : { title: 'This action is not possible', message: head.trim() };
}

export function showErrorDialog(title: string, message: string) {
  const id = modals.open({
    title: (
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color="red" variant="light" radius="xl" size="lg">
          <IconAlertTriangle size={20} />
        </ThemeIcon>
        <Text fw={650}>{title}</Text>
      </Group>
    ),
    children: (
      <Stack gap="lg">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)} data-autofocus>
            Got it
          </Button>
        </Group>
      </Stack>
    ),
  });
}

/**
 * Shows a failed call to the user (portal §8, questionnaires §8): a detail carrying the '$$$' marker
 * opens the dedicated error dialog, anything else the usual error toast (or the call's fallback text).
 */
export function showApiError(err: unknown, fallback?: string) {
  if (err instanceof ApiError && err.detail.includes(DIALOG_MARKER)) {
    const { title, message } = splitMarkedDetail(err.detail);
    showErrorDialog(title, message);
    return;
  }
  notifyError(err, fallback);
}
