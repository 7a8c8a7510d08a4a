import { Text } from '@mantine/core';
import { limits } from '@shared/limits';
import { useCommentThread } from '@web/lib/comments';
import { CommentsDrawer as SharedCommentsDrawer } from '@web/ui/CommentsDrawer';
import { useSession } from '../../auth/session';
import { fileUrl } from './api';

/** Comments of a request (or a file): newest first, 10 a page, searchable (questionnaires §2.7, §9). */
export function CommentsDrawer({
  opened,
  onClose,
  requestId,
  fileId = null,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  requestId: string;
  fileId?: string | null;
  title: string;
}) {
  const session = useSession();
  const thread = useCommentThread({
    path: fileId ? `${fileUrl(requestId, fileId)}/comments/` : `/questionnaire/request/${requestId}/comments/`,
    key: ['questionnaires', 'comments', requestId, fileId],
    maxPages: fileId ? limits.fileCommentPagesKept : limits.requestCommentPagesKept,
    enabled: opened,
  });
  return (
    <SharedCommentsDrawer
      opened={opened}
      onClose={onClose}
      title={title}
      thread={thread}
      canWrite={session.can('questionnaire_comment:create')}
      emptyDescription="Questions for the team, notes for the customer: keep them here."
      context={(c) =>
        c.file && !fileId ? (
          <Text size="xs" c="dimmed" mb={2}>
            On {c.file.name}
            {c.question ? `, question ${c.question.sequence_num}` : ''}
          </Text>
        ) : c.question && fileId ? (
          <Text size="xs" c="dimmed" mb={2} lineClamp={1}>
            Q{c.question.sequence_num}: {c.question.question}
          </Text>
        ) : null
      }
    />
  );
}
