import { Avatar, Button, Center, Drawer, Group, Loader, Paper, ScrollArea, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconMessageCircle, IconSearch, IconSend } from '@tabler/icons-react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useState, type FormEvent, type ReactNode } from 'react';
import { notifyError } from '../lib/notify';
import { colorFor, initials } from './ActivityFeed';
import { EmptyState } from './EmptyState';

dayjs.extend(relativeTime);

/** What the drawer shows of one comment. */
export interface CommentEntry {
  id: string;
  author: { full_name: string } | null;
  created_at: string;
  comment_text: string;
}

/** The slice of an infinite query of comment pages that the drawer reads. */
export interface CommentPages<C extends CommentEntry> {
  data?: { pages: { data: { comments: C[] } }[] };
  isLoading: boolean;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  fetchPreviousPage: () => unknown;
}

/** What the drawer needs of a thread (`useCommentThread` in web/lib/comments gives it). */
export interface CommentThreadView<C extends CommentEntry> {
  search: { text: string; setText: (s: string) => void; debounced: string };
  list: CommentPages<C>;
  add: { mutateAsync: (body: { comment_text: string; question?: string | null }) => Promise<unknown>; isPending: boolean };
}

export interface CommentsDrawerProps<C extends CommentEntry> {
  opened: boolean;
  onClose: () => void;
  title: string;
  thread: CommentThreadView<C>;
  /** The question a new comment is about, if any (sent with it). */
  question?: string | null;
  canWrite: boolean;
  emptyDescription: string;
  /** A line under the author naming what the comment is about (file, question). */
  context?: (c: C) => ReactNode;
  highlighted?: (c: C) => boolean;
  /** Shown above the text box (e.g. the question a new comment is about). */
  composerTop?: ReactNode;
  placeholder?: string;
  /** Extra tools next to the hint; `append` adds text to the comment being written. */
  tools?: (append: (s: string) => void) => ReactNode;
  listTestId?: string;
}

/**
 * Comments of a request or a file (questionnaires §2.7, §2.8, §9): newest first, searchable, loaded
 * page by page while scrolling; Ctrl + Enter or the button sends.
 */
export function CommentsDrawer<C extends CommentEntry>(p: CommentsDrawerProps<C>) {
  const { list, search, add } = p.thread;
  const [text, setText] = useState('');
  const comments = list.data?.pages.flatMap((page) => page.data.comments) ?? [];
  const append = (s: string) => setText((t) => `${t}${t && !/\s$/.test(t) ? ' ' : ''}${s}`);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim()) return;
    try {
      await add.mutateAsync(p.question === undefined ? { comment_text: text.trim() } : { comment_text: text.trim(), question: p.question });
      setText('');
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Drawer
      opened={p.opened}
      onClose={p.onClose}
      position="right"
      size="md"
      title={
        <Text component="span" fw={650}>
          {p.title}
        </Text>
      }
    >
      <Stack gap="sm" h="calc(100vh - 90px)">
        <TextInput
          placeholder="Search comments"
          leftSection={<IconSearch size={16} />}
          value={search.text}
          onChange={(e) => search.setText(e.currentTarget.value)}
          aria-label="Search comments"
        />
        <ScrollArea style={{ flex: 1 }} onBottomReached={() => list.hasNextPage && !list.isFetchingNextPage && void list.fetchNextPage()}>
          {list.isLoading ? (
            <Center py="xl">
              <Loader size="sm" aria-label="Loading comments" />
            </Center>
          ) : comments.length === 0 ? (
            <EmptyState
              icon={IconMessageCircle}
              title={search.debounced ? 'No comments match' : 'No comments yet'}
              description={search.debounced ? undefined : p.emptyDescription}
            />
          ) : (
            <Stack gap="sm" pr="xs" data-testid={p.listTestId}>
              {list.hasPreviousPage && (
                <Button variant="subtle" size="xs" onClick={() => void list.fetchPreviousPage()}>
                  Show newer
                </Button>
              )}
              {comments.map((c) => (
                <Paper key={c.id} withBorder p="sm" bg={p.highlighted?.(c) ? 'var(--mantine-color-brand-0)' : undefined}>
                  <Group gap="xs" mb={4} wrap="nowrap">
                    <Avatar size={26} radius="xl" color={colorFor(c.author?.full_name ?? '?')}>
                      {initials(c.author?.full_name ?? '?')}
                    </Avatar>
                    <Text size="sm" fw={600}>
                      {c.author?.full_name ?? 'Someone'}
                    </Text>
                    <Text size="xs" c="dimmed" title={dayjs(c.created_at).format('D MMM YYYY HH:mm')}>
                      {dayjs(c.created_at).fromNow()}
                    </Text>
                  </Group>
                  {p.context?.(c)}
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {c.comment_text}
                  </Text>
                </Paper>
              ))}
              {list.isFetchingNextPage && (
                <Center>
                  <Loader size="xs" aria-label="Loading more comments" />
                </Center>
              )}
            </Stack>
          )}
        </ScrollArea>
        {p.canWrite && (
          <form onSubmit={(e) => void submit(e)}>
            <Stack gap={6}>
              {p.composerTop}
              <Textarea
                placeholder={p.placeholder ?? 'Write a comment'}
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
                  {p.tools?.(append)}
                  <Text size="xs" c="dimmed">
                    Ctrl + Enter to send
                  </Text>
                </Group>
                <Button type="submit" size="xs" leftSection={<IconSend size={14} />} disabled={!text.trim()} loading={add.isPending}>
                  Comment
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Drawer>
  );
}
