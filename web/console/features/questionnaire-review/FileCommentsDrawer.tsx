import { ActionIcon, Badge, Button, Group, Menu, Text, Tooltip } from '@mantine/core';
import { IconAt, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { limits } from '@shared/limits';
import { useCommentThread } from '@web/lib/comments';
import { CommentsDrawer } from '@web/ui/CommentsDrawer';
import { useSession } from '../../auth/session';
import { fileUrl, reviewKeys, useAssignableUsers } from './api';
import { userName } from './RowActions';

export interface CommentTarget {
  id: string;
  sequence_num: number;
  question: string;
}

/**
 * The file's comments (questionnaires §2.8, §9): newest first, 10 a page, two pages kept, searchable.
 * Opened from a question, a new comment is about that question.
 */
export function FileCommentsDrawer({
  opened,
  onClose,
  requestId,
  fileId,
  title,
  target,
}: {
  opened: boolean;
  onClose: () => void;
  requestId: string;
  fileId: string;
  title: string;
  target: CommentTarget | null;
}) {
  const session = useSession();
  const thread = useCommentThread({
    path: `${fileUrl(requestId, fileId)}/comments/`,
    key: ['questionnaire-review', 'comments', fileId],
    maxPages: limits.fileCommentPagesKept,
    enabled: opened,
    alsoRefresh: [reviewKeys.questions(fileId)],
  });
  const [about, setAbout] = useState<CommentTarget | null>(target);
  useEffect(() => setAbout(target), [target, opened]);
  const canWrite = session.can('questionnaire_comment:create');
  const people = useAssignableUsers(opened && canWrite);

  return (
    <CommentsDrawer
      opened={opened}
      onClose={onClose}
      title={title}
      thread={thread}
      question={about?.id ?? null}
      canWrite={canWrite}
      emptyDescription="Ask the team about a question, or leave a note for the reviewer."
      listTestId="file-comments"
      highlighted={(c) => !!about && c.question?.id === about.id}
      context={(c) =>
        c.question && (
          <Text size="xs" c="dimmed" mb={2} lineClamp={1}>
            Q{c.question.sequence_num}: {c.question.question}
          </Text>
        )
      }
      placeholder={about ? `Comment on question ${about.sequence_num}` : undefined}
      composerTop={
        about && (
          <Group gap={4} wrap="nowrap">
            <Badge variant="light" radius="sm" tt="none" style={{ maxWidth: '100%' }} data-testid="comment-target">
              On Q{about.sequence_num}: {about.question.length > 60 ? `${about.question.slice(0, 60)}…` : about.question}
            </Badge>
            <Tooltip label="Comment on the whole file instead">
              <ActionIcon size="sm" variant="subtle" color="gray" onClick={() => setAbout(null)} aria-label="Comment on the whole file">
                <IconX size={14} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )
      }
      tools={(append) => (
        <Menu position="top-start" withinPortal>
          <Menu.Target>
            <Button size="xs" variant="subtle" color="gray" leftSection={<IconAt size={14} />} disabled={!people.data?.length}>
              Mention
            </Button>
          </Menu.Target>
          <Menu.Dropdown mah={260} style={{ overflowY: 'auto' }}>
            <Menu.Label>Notify a colleague by e-mail</Menu.Label>
            {people.data
              ?.filter((u) => u.id !== session.login.user.id)
              .map((u) => (
                <Menu.Item key={u.id} onClick={() => append(`@${userName(u)} `)}>
                  {userName(u)}
                </Menu.Item>
              ))}
          </Menu.Dropdown>
        </Menu>
      )}
    />
  );
}
