import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Announcement, AnnouncementInput } from '@shared/contracts/announcements';
import { api, type Pagination } from '@web/lib/api';

const base = '/tc-config/announcement';
const all = ['announcements'] as const;

export interface AnnouncementQuery {
  page: number;
  length: number;
  is_active?: string | undefined;
  created_at?: string | undefined;
  sort_by?: string | undefined;
}

export function useAnnouncements(q: AnnouncementQuery) {
  return useQuery({
    queryKey: [...all, 'list', q],
    queryFn: () => api<{ announcements: Announcement[] }, Pagination & { total_active_count: number }>(`${base}/`, { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

export function useAnnouncement(id: string | undefined) {
  return useQuery({ queryKey: [...all, 'one', id], queryFn: async () => (await api<Announcement>(`${base}/${id}/`)).data, enabled: Boolean(id), retry: false });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: all });
}

export function useSaveAnnouncement(id: string | undefined) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: AnnouncementInput) => (await api<Announcement>(id ? `${base}/${id}/` : `${base}/`, { method: id ? 'PATCH' : 'POST', body })).data,
    onSuccess: invalidate,
  });
}

export function useToggleAnnouncement() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, is_active }: { id: string; is_active: boolean }) =>
      (await api<Announcement>(`${base}/${id}/`, { method: 'PATCH', body: { is_active } })).data,
    onSettled: invalidate,
  });
}

export function useDeleteAnnouncement() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api(`${base}/${id}/`, { method: 'DELETE' }), onSuccess: invalidate });
}
