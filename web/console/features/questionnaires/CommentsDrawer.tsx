import { Avatar, Button, Center, Drawer, Group, Loader, Paper, ScrollArea, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMessageCircle, IconSearch, IconSend } from '@tabler/icons-react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useState, type FormEvent } from 'react';
import { limits } from '../../../../shared/limits';
import { notifyError } from '../../../lib/notify';
import { EmptyState } from '../../../ui/EmptyState';
import { useSession } from '../../auth/session';
import { useAddComment, useComments } from './api';
import { initials } from './RequestsPage';

dayjs.extend(relativeTime);

/** Comments of a request (or a file): newest first, 10 a page, searchable (questionnaires §2.7, §9). */
export function CommentsDrawer({ opened, onClose, requestId, fileId = null, title }: { opened: boolean; onClose: () => void; requestId: string; fileId?: string | null; title: string }) {
  const session = useSession();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, limits.searchDebounceMs);
  const list = useComments(requestId, fileId, debounced, opened);
  const add = useAddComment(requestId, fileId);
  const [text, setText] = useState('');
  const comments = list.data?.pages.flatMap((p) => p.data.comments) ?? [];
  const canWrite = session.can('questionnaire_comment:create');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    try {
      await add.mutateAsync({ comment_text: text.trim() });
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
            <EmptyState icon={IconMessageCircle} title={debounced ? 'No comments match' : 'No comments yet'} description={debounced ? undefined : 'Questions for the team, notes for the customer: keep them here.'} />
          ) : (
            <Stack gap="sm" pr="xs">
              {list.hasPreviousPage && <Button variant="subtle" size="xs" onClick={() => void list.fetchPreviousPage()}>Show newer</Button>}
              {comments.map((c) => (
                <Paper key={c.id} withBorder p="sm">
                  <Group gap="xs" mb={4} wrap="nowrap">
                    <Avatar size={26} radius="xl" color="brand">{initials(c.author?.full_name ?? '?')}</Avatar>
                    <Text size="sm" fw={600}>{c.author?.full_name ?? 'Someone'}</Text>
                    <Text size="xs" c="dimmed" title={dayjs(c.created_at).format('D MMM YYYY HH:mm')}>{dayjs(c.created_at).fromNow()}</Text>
                  </Group>
                  {c.file && !fileId && <Text size="xs" c="dimmed" mb={2}>On {c.file.name}{c.question ? `, question ${c.question.sequence_num}` : ''}</Text>}
                  {c.question && fileId && <Text size="xs" c="dimmed" mb={2} lineClamp={1}>Q{c.question.sequence_num}: {c.question.question}</Text>}
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{c.comment_text}</Text>
                </Paper>
              ))}
              {list.isFetchingNextPage && <Center><Loader size="xs" /></Center>}
            </Stack>
          )}
        </ScrollArea>
        {canWrite && (
          <form onSubmit={submit}>
            <Stack gap={6}>
              <Textarea
                placeholder="Write a comment"
                autosize
                minRows={2}
                maxRows={6}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                maxLength={5000}
                aria-label="New comment"
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void submit(e as unknown as FormEvent);
                }}
              />
              <Group justify="space-between">
                <Text size="xs" c="dimmed">Ctrl + Enter to send</Text>
                <Button type="submit" size="xs" leftSection={<IconSend size={14} />} disabled={!text.trim()} loading={add.isPending}>Comment</Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Drawer>
  );
}
