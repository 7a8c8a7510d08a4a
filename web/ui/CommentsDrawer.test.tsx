// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CommentsDrawer, type CommentEntry, type CommentPages } from './CommentsDrawer';
import { renderUi } from './testing/render';

const comment = (id: string, text: string, author = 'Ada Lovelace'): CommentEntry => ({
  id,
  comment_text: text,
  author: { full_name: author },
  created_at: new Date().toISOString(),
});
const pages = (comments: CommentEntry[]): CommentPages<CommentEntry> => ({
  data: { pages: [{ data: { comments } }] },
  isLoading: false,
  hasNextPage: false,
  hasPreviousPage: false,
  isFetchingNextPage: false,
  fetchNextPage: () => undefined,
  fetchPreviousPage: () => undefined,
});

function Harness({
  onAdd,
  canWrite = true,
  initial = [] as CommentEntry[],
}: {
  onAdd: (body: { comment_text: string }) => Promise<unknown>;
  canWrite?: boolean;
  initial?: CommentEntry[];
}) {
  const [text, setText] = useState('');
  const [list] = useState(() => pages(initial));
  const thread = { search: { text, setText, debounced: text }, list, add: { mutateAsync: onAdd, isPending: false } };
  return <CommentsDrawer opened onClose={() => {}} title="Comments · REQ-1" thread={thread} canWrite={canWrite} emptyDescription="Keep notes here." />;
}

describe('the comments drawer', () => {
  it('lists the comments with their author, newest first as given', async () => {
    renderUi(<Harness onAdd={vi.fn()} initial={[comment('2', 'Second note', 'Grace Hopper'), comment('1', 'First note')]} />);
    const texts = (await screen.findAllByText(/note$/)).map((n) => n.textContent);
    expect(texts).toEqual(['Second note', 'First note']);
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
  });

  it('says there are no comments yet when the list is empty', async () => {
    renderUi(<Harness onAdd={vi.fn()} />);
    expect(await screen.findByText('No comments yet')).toBeTruthy();
    expect(screen.getByText('Keep notes here.')).toBeTruthy();
  });

  it('sends a comment with Ctrl + Enter and empties the box', async () => {
    const onAdd = vi.fn().mockResolvedValue(undefined);
    renderUi(<Harness onAdd={onAdd} />);
    const box = await screen.findByRole('textbox', { name: 'New comment' });
    await userEvent.type(box, '  Can we share the SOC 2 report?  ');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onAdd).toHaveBeenCalledWith({ comment_text: 'Can we share the SOC 2 report?' });
    await vi.waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('does not send an empty comment: the button stays disabled', async () => {
    const onAdd = vi.fn();
    renderUi(<Harness onAdd={onAdd} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'New comment' }), '   ');
    expect((screen.getByRole('button', { name: 'Comment' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('has no box to write in for someone who may only read', async () => {
    renderUi(<Harness onAdd={vi.fn()} canWrite={false} />);
    await screen.findByRole('textbox', { name: 'Search comments' });
    expect(screen.queryByRole('textbox', { name: 'New comment' })).toBeNull();
  });
});
