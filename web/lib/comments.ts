import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { CommentView } from '@shared/contracts/questionnaires';
import { limits } from '@shared/limits';
import { api, ApiError } from './api';

const empty = { data: { comments: [] as CommentView[] }, pagination: { page: 1, length: 10, total_count: 0, total_pages: 1 } };

/**
 * A comment thread (questionnaires §2.7, §2.8, §9) at `path` (a request's or a file's comments): the
 * search box with its debounced text, the pages (10 a page, newest first, `maxPages` kept; a 404 is an
 * empty thread) and the send, which refreshes the thread and whatever `alsoRefresh` names.
 */
export function useCommentThread({
  path,
  key,
  maxPages,
  enabled,
  alsoRefresh = [],
}: {
  path: string;
  key: QueryKey;
  maxPages: number;
  enabled: boolean;
  alsoRefresh?: QueryKey[];
}) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, limits.searchDebounceMs);
  const qc = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: [...key, debounced],
    enabled,
    initialPageParam: 1,
    maxPages,
    queryFn: async ({ pageParam }) => {
      try {
        return await api<{ comments: CommentView[] }>(path, { query: { page: pageParam, length: 10, search: debounced || undefined } });
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return empty;
        throw err;
      }
    },
    getNextPageParam: (last) => (last.pagination && last.pagination.page < last.pagination.total_pages ? last.pagination.page + 1 : undefined),
    getPreviousPageParam: (first) => (first.pagination && first.pagination.page > 1 ? first.pagination.page - 1 : undefined),
  });
  const add = useMutation({
    mutationFn: (body: { comment_text: string; question?: string | null }) => api<CommentView>(path, { method: 'POST', body }),
    onSuccess: () => {
      for (const k of [key, ...alsoRefresh]) void qc.invalidateQueries({ queryKey: k });
    },
  });
  return { search: { text, setText, debounced }, list, add };
}
export type CommentThread = ReturnType<typeof useCommentThread>;
