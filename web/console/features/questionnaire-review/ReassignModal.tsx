import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { reassignedMessage, type QuestionView } from '@shared/contracts/questions';
import { notifyError, notifySuccess } from '@web/lib/notify';
import type { QuestionActions } from './api';

/** An SME hands a question back to the request owner, with an optional comment (questionnaires §4). */
export function ReassignModal({
  q,
  ownerName,
  actions,
  onClose,
}: {
  q: QuestionView | null;
  ownerName: string;
  actions: QuestionActions;
  onClose: () => void;
}) {
  const [comment, setComment] = useState('');
  const close = () => {
    setComment('');
    onClose();
  };
  const send = async () => {
    if (!q) return;
    try {
      await actions.reassignToOwner.mutateAsync({ id: q.id, body: comment.trim() ? { comment: comment.trim() } : {} });
      notifySuccess(reassignedMessage(1, ownerName));
      close();
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <Modal opened={Boolean(q)} onClose={close} title={<Text fw={650}>Re-assign to {ownerName}</Text>}>
      {q && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" lineClamp={3}>
            Q{q.sequence_num}: {q.question}
          </Text>
          <Textarea
            label="Comment (optional)"
            description="Tell the owner why you are handing it back; it is added to the question's comments."
            autosize
            minRows={3}
            maxLength={5000}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button loading={actions.reassignToOwner.isPending} onClick={() => void send()}>
              Re-assign
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
