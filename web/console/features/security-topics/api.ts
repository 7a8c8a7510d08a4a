import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecurityTopic, TopicInput, TopicListPagination, TopicPatch } from '@shared/contracts/security-topics';
import { api } from '@web/lib/api';

const base = '/tc-config/security-topic';
const all = ['security-topics'] as const;

export interface TopicQuery {
  page: number;
  length: number;
  is_active?: string | undefined;
  sort_by?: string | undefined;
}

export function useTopics(q: TopicQuery) {
  return useQuery({
    queryKey: [...all, 'list', q],
    queryFn: () => api<{ security_topics: SecurityTopic[] }, TopicListPagination>(`${base}/`, { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

export function useTopic(id: string | undefined) {
  return useQuery({
    queryKey: [...all, 'one', id],
    queryFn: async () => (await api<SecurityTopic>(`${base}/${id}/`)).data,
    enabled: Boolean(id),
    retry: false,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: all });
}

export function useSaveTopic(id: string | undefined) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: TopicInput) => (await api<SecurityTopic>(id ? `${base}/${id}/` : `${base}/`, { method: id ? 'PATCH' : 'POST', body })).data,
    onSuccess: invalidate,
  });
}

export function useUpdateTopic() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: TopicPatch }) => (await api<SecurityTopic>(`${base}/${id}/`, { method: 'PATCH', body })).data,
    onSettled: invalidate,
  });
}

export function useDeleteTopic() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api(`${base}/${id}/`, { method: 'DELETE' }), onSuccess: invalidate });
}
