import { Button, Group, Modal, Text } from '@mantine/core';
import type { AccessRequest } from '@shared/contracts/gated-access';

/** 'Access Rejected' (questionnaires §2.5): nothing was sent, the staff member tells the requester. */
export function RejectedDialog({ request, onClose }: { request: AccessRequest | null; onClose: () => void }) {
  return (
    <Modal opened={Boolean(request)} onClose={onClose} title="Access Rejected" size="md">
      {request && (
        <>
          <Text size="sm">
            The access request of{' '}
            <strong>
              {request.first_name} {request.last_name}
            </strong>{' '}
            ({request.email}) was rejected.
          </Text>
          <Text size="sm" mt="sm">
            No notification was sent. Please let them know yourself.
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button onClick={onClose}>OK</Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
