import { Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';

/** Shown when a file is completed (questionnaires §2.7): 'Great Work!'. */
export function CompletionModal({ opened, onClose, fileName, customer }: { opened: boolean; onClose: () => void; fileName: string; customer: string }) {
  return (
    <Modal opened={opened} onClose={onClose} withCloseButton={false} size="sm">
      <Stack align="center" ta="center" gap="sm" py="md">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light">
          <IconConfetti size={34} />
        </ThemeIcon>
        <Title order={3}>Great Work!</Title>
        <Text c="dimmed">
          {fileName} for {customer} is now complete
        </Text>
        <Button onClick={onClose} mt="sm">
          Done
        </Button>
      </Stack>
    </Modal>
  );
}
