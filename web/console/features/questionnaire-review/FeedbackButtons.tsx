import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconThumbDown, IconThumbDownFilled, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { questionMessages, type FeedbackAction, type QuestionView } from '@shared/contracts/questions';
import { notifyError, notifySuccess } from '@web/lib/notify';
import type { QuestionActions } from './api';

/** Like and dislike of an AI response (questionnaires §7 feedback, §8): a failed call removes the mark. */
export function FeedbackButtons({ q, actions }: { q: QuestionView; actions: QuestionActions }) {
  const [mark, setMark] = useState<FeedbackAction | null>(q.ai_qna_feedback_action);
  useEffect(() => setMark(q.ai_qna_feedback_action), [q.ai_qna_feedback_action]);
  const send = async (action: FeedbackAction) => {
    const next = mark === action ? null : action;
    setMark(next);
    try {
      await actions.feedback.mutateAsync({ id: q.id, action: next });
      if (next) notifySuccess(questionMessages.feedbackThanks);
    } catch (err) {
      setMark(null);
      notifyError(err);
    }
  };
  return (
    <Group gap={2}>
      <Tooltip label={mark === 'LIKE' ? 'Remove like' : 'Good response'}>
        <ActionIcon
          variant="subtle"
          color={mark === 'LIKE' ? 'teal' : 'gray'}
          size="sm"
          onClick={() => void send('LIKE')}
          aria-label={`Like response ${q.sequence_num}`}
          aria-pressed={mark === 'LIKE'}
        >
          {mark === 'LIKE' ? <IconThumbUpFilled size={15} /> : <IconThumbUp size={15} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={mark === 'DISLIKE' ? 'Remove dislike' : 'Poor response'}>
        <ActionIcon
          variant="subtle"
          color={mark === 'DISLIKE' ? 'red' : 'gray'}
          size="sm"
          onClick={() => void send('DISLIKE')}
          aria-label={`Dislike response ${q.sequence_num}`}
          aria-pressed={mark === 'DISLIKE'}
        >
          {mark === 'DISLIKE' ? <IconThumbDownFilled size={15} /> : <IconThumbDown size={15} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
