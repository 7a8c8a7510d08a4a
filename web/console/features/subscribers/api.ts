import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Subscriber } from '@shared/contracts/subscribers';
import { api } from '@web/lib/api';

const base = '/tc-config/subscriber';
const all = ['subscribers'] as const;

export function useSubscribers(q: { page: number; length: number; sort_by?: string | undefined; search?: string | undefined }) {
  return useQuery({
    queryKey: [...all, q],
    queryFn: () => api<{ subscribers: Subscriber[] }>(`${base}/`, { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteSubscriber() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: string) => api(`${base}/${id}/`, { method: 'DELETE' }), onSuccess: () => qc.invalidateQueries({ queryKey: all }) });
}
