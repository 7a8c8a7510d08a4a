import { Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { completeMessage, questionMessages } from '@shared/contracts/questions';

/** Shown when the file is completed (questionnaires §2.7, §2.8): 'Great Work!', then back to the request. */
export function CompletionModal({ opened, onDone, fileName, customer }: { opened: boolean; onDone: () => void; fileName: string; customer: string }) {
  return (
    <Modal opened={opened} onClose={onDone} withCloseButton={false} size="sm" data-testid="completion-modal">
      <Stack align="center" ta="center" gap="sm" py="md">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light">
          <IconConfetti size={34} />
        </ThemeIcon>
        <Title order={3}>{questionMessages.greatWorkTitle}</Title>
        <Text c="dimmed">{completeMessage(fileName, customer)}</Text>
        <Button onClick={onDone} mt="sm" data-autofocus>
          Back to request
        </Button>
      </Stack>
    </Modal>
  );
}
