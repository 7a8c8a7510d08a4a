import { ActionIcon, Avatar, Badge, Button, Center, Drawer, Group, Loader, Menu, Paper, ScrollArea, Stack, Text, TextInput, Textarea, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAt, IconMessageCircle, IconSearch, IconSend, IconX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useEffect, useState, type FormEvent } from 'react';
import { limits } from '../../../../shared/limits';
import { notifyError } from '../../../lib/notify';
import { colorFor, initials } from '../../../ui/ActivityFeed';
import { EmptyState } from '../../../ui/EmptyState';
import { useSession } from '../../auth/session';
import { useAddFileComment, useAssignableUsers, useFileComments } from './api';
import { userName } from './RowActions';

dayjs.extend(relativeTime);

export interface CommentTarget {
  id: string;
  sequence_num: number;
  question: string;
}

/**
 * The file's comments (questionnaires §2.8, §9): newest first, 10 a page, two pages kept, searchable.
 * Opened from a question, a new comment is about that question.
 */
export function FileCommentsDrawer({ opened, onClose, requestId, fileId, title, target }: { opened: boolean; onClose: () => void; requestId: string; fileId: string; title: string; target: CommentTarget | null }) {
  const session = useSession();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, limits.searchDebounceMs);
  const list = useFileComments(requestId, fileId, debounced, opened);
  const add = useAddFileComment(requestId, fileId);
  const [text, setText] = useState('');
  const [about, setAbout] = useState<CommentTarget | null>(target);
  useEffect(() => setAbout(target), [target, opened]);
  const comments = list.data?.pages.flatMap((p) => p.data.comments) ?? [];
  const canWrite = session.can('questionnaire_comment:create');
  const people = useAssignableUsers(opened && canWrite);
  const mention = (name: string) => setText((t) => `${t}${t && !/\s$/.test(t) ? ' ' : ''}@${name} `);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim()) return;
    try {
      await add.mutateAsync({ comment_text: text.trim(), question: about?.id ?? null });
      setText('');
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={<Text component="span" fw={650}>{title}</Text>}>
      <Stack gap="sm" h="calc(100vh - 90px)">
        <TextInput placeholder="Search comments" leftSection={<IconSearch size={16} />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} aria-label="Search comments" />
        <ScrollArea style={{ flex: 1 }} onBottomReached={() => list.hasNextPage && !list.isFetchingNextPage && void list.fetchNextPage()}>
          {list.isLoading ? (
            <Center py="xl"><Loader size="sm" /></Center>
          ) : comments.length === 0 ? (
            <EmptyState icon={IconMessageCircle} title={debounced ? 'No comments match' : 'No comments yet'} description={debounced ? undefined : 'Ask the team about a question, or leave a note for the reviewer.'} />
          ) : (
            <Stack gap="sm" pr="xs" data-testid="file-comments">
              {list.hasPreviousPage && <Button variant="subtle" size="xs" onClick={() => void list.fetchPreviousPage()}>Show newer</Button>}
              {comments.map((c) => (
                <Paper key={c.id} withBorder p="sm" bg={about && c.question?.id === about.id ? 'var(--mantine-color-brand-0)' : undefined}>
                  <Group gap="xs" mb={4} wrap="nowrap">
                    <Avatar size={26} radius="xl" color={colorFor(c.author?.full_name ?? '?')}>{initials(c.author?.full_name ?? '?')}</Avatar>
                    <Text size="sm" fw={600}>{c.author?.full_name ?? 'Someone'}</Text>
                    <Text size="xs" c="dimmed" title={dayjs(c.created_at).format('D MMM YYYY HH:mm')}>{dayjs(c.created_at).fromNow()}</Text>
                  </Group>
                  {c.question && <Text size="xs" c="dimmed" mb={2} lineClamp={1}>Q{c.question.sequence_num}: {c.question.question}</Text>}
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{c.comment_text}</Text>
                </Paper>
              ))}
              {list.isFetchingNextPage && <Center><Loader size="xs" /></Center>}
            </Stack>
          )}
        </ScrollArea>
        {canWrite && (
          <form onSubmit={(e) => void submit(e)}>
            <Stack gap={6}>
              {about && (
                <Group gap={4} wrap="nowrap">
                  <Badge variant="light" radius="sm" tt="none" style={{ maxWidth: '100%' }} data-testid="comment-target">
                    On Q{about.sequence_num}: {about.question.length > 60 ? `${about.question.slice(0, 60)}…` : about.question}
                  </Badge>
                  <Tooltip label="Comment on the whole file instead">
                    <ActionIcon size="sm" variant="subtle" color="gray" onClick={() => setAbout(null)} aria-label="Comment on the whole file"><IconX size={14} /></ActionIcon>
                  </Tooltip>
                </Group>
              )}
              <Textarea
                placeholder={about ? `Comment on question ${about.sequence_num}` : 'Write a comment'}
                autosize
                minRows={2}
                maxRows={6}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                maxLength={5000}
                aria-label="New comment"
                data-autofocus
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void submit();
                }}
              />
              <Group justify="space-between">
                <Group gap={6}>
                  <Menu position="top-start" withinPortal>
                    <Menu.Target>
                      <Button size="xs" variant="subtle" color="gray" leftSection={<IconAt size={14} />} disabled={!people.data?.length}>Mention</Button>
                    </Menu.Target>
                    <Menu.Dropdown mah={260} style={{ overflowY: 'auto' }}>
                      <Menu.Label>Notify a colleague by e-mail</Menu.Label>
                      {people.data?.filter((u) => u.id !== session.login.user.id).map((u) => (
                        <Menu.Item key={u.id} onClick={() => mention(userName(u))}>{userName(u)}</Menu.Item>
                      ))}
                    </Menu.Dropdown>
                  </Menu>
                  <Text size="xs" c="dimmed">Ctrl + Enter to send</Text>
                </Group>
                <Button type="submit" size="xs" leftSection={<IconSend size={14} />} disabled={!text.trim()} loading={add.isPending}>Comment</Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Drawer>
  );
}
