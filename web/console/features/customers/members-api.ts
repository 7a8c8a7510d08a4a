import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentDownload, Member } from '@shared/contracts/gated-access';
import { api, type Pagination } from '@web/lib/api';

/** The members of one customer account (Access tab) and their downloads. */
export function useMembers(customerId: string, q: { page: number; length: number; sort_by?: string | undefined; is_active?: string | undefined }) {
  return useQuery({
    queryKey: ['members', customerId, q],
    queryFn: () => api<{ members: Member[] }, Pagination & { is_trust_center_published: boolean }>(`/customer/${customerId}/member/`, { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

export function useDownloads(customerId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['members', customerId, 'downloads'],
    queryFn: () => api<{ downloads: DocumentDownload[] }>(`/customer/${customerId}/download/`, { query: { page: 1, length: 10 } }),
    enabled,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ['members'] }),
      qc.invalidateQueries({ queryKey: ['customers'] }),
      qc.invalidateQueries({ queryKey: ['activity'] }),
    ]);
}

export function useSaveMember(customerId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string | undefined; body: { full_name?: string; email?: string; is_active?: boolean } }) =>
      (await api<Member>(id ? `/customer/${customerId}/member/${id}/` : `/customer/${customerId}/member/`, { method: id ? 'PATCH' : 'POST', body })).data,
    onSettled: () => invalidate(),
  });
}

export function useDeleteMember(customerId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) => {
      await api(`/customer/${customerId}/member/${id}/`, { method: 'DELETE' });
    },
    onSettled: () => invalidate(),
  });
}

export function useReinviteMember(customerId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) => (await api(`/customer/${customerId}/member/${id}/re-invite/`, { method: 'POST' })).data,
    onSuccess: () => invalidate(),
  });
}
