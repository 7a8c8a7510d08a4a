import { Text } from '@mantine/core';
import { CommentsDrawer as SharedCommentsDrawer, useCommentSearch } from '../../../ui/CommentsDrawer';
import { useSession } from '../../auth/session';
import { useAddComment, useComments } from './api';

/** Comments of a request (or a file): newest first, 10 a page, searchable (questionnaires §2.7, §9). */
export function CommentsDrawer({ opened, onClose, requestId, fileId = null, title }: { opened: boolean; onClose: () => void; requestId: string; fileId?: string | null; title: string }) {
  const session = useSession();
  const search = useCommentSearch();
  const list = useComments(requestId, fileId, search.debounced, opened);
  const add = useAddComment(requestId, fileId);
  return (
    <SharedCommentsDrawer
      opened={opened}
      onClose={onClose}
      title={title}
      search={search}
      list={list}
      onAdd={(text) => add.mutateAsync({ comment_text: text })}
      adding={add.isPending}
      canWrite={session.can('questionnaire_comment:create')}
      emptyDescription="Questions for the team, notes for the customer: keep them here."
      context={(c) =>
        c.file && !fileId ? (
          <Text size="xs" c="dimmed" mb={2}>On {c.file.name}{c.question ? `, question ${c.question.sequence_num}` : ''}</Text>
        ) : c.question && fileId ? (
          <Text size="xs" c="dimmed" mb={2} lineClamp={1}>Q{c.question.sequence_num}: {c.question.question}</Text>
        ) : null
      }
    />
  );
}
