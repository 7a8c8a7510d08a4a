import { Button, Group, Modal, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconCopy, IconExternalLink, IconWorldCheck } from '@tabler/icons-react';
import { tcMessages } from '@shared/contracts/tc-config';
import { notifySuccess } from '@web/lib/notify';
import { notifications } from '@mantine/notifications';

/** Copies the public URL with the spec's messages (portal §8). */
export async function copyUrl(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    notifySuccess(tcMessages.copied);
  } catch {
    notifications.show({ color: 'red', title: 'Error', message: tcMessages.copyFailed });
  }
}

/** After publishing: the public address of the Trust Center, ready to share. */
export function ShareDialog({ opened, onClose, url, justPublished }: { opened: boolean; onClose: () => void; url: string; justPublished?: boolean }) {
  return (
    <Modal opened={opened} onClose={onClose} title={justPublished ? 'Your Trust Center is live' : 'Share your Trust Center'} size="md">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light" color="teal">
            <IconWorldCheck size={22} />
          </ThemeIcon>
          <Text size="sm" c="dimmed">
            {justPublished
              ? 'Anyone with this link can now see your published Trust Center. Share it with customers and prospects, or link to it from your website.'
              : 'Anyone with this link can see your published Trust Center.'}
          </Text>
        </Group>
        <TextInput label="Public URL" value={url} readOnly onFocus={(e) => e.currentTarget.select()} data-testid="share-url" />
        <Group justify="space-between">
          <Button variant="subtle" component="a" href={url} target="_blank" rel="noopener noreferrer" leftSection={<IconExternalLink size={16} />}>
            Open
          </Button>
          <Button leftSection={<IconCopy size={16} />} onClick={() => void copyUrl(url)}>
            Copy URL
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
