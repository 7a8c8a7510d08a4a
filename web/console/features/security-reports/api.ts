import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecurityReport } from '@shared/contracts/security-reports';
import { api, type Pagination } from '@web/lib/api';

const base = '/document/security-reports';
const all = ['security-reports'] as const;

export interface ReportQuery {
  page: number;
  length: number;
  is_active?: string | undefined;
  sensitivity?: string | undefined;
  sort_by?: string | undefined;
  search?: string | undefined;
}

export function useReports(q: ReportQuery) {
  return useQuery({
    queryKey: [...all, 'list', q],
    queryFn: () => api<{ security_reports: SecurityReport[] }, Pagination & { total_active_count: number }>(`${base}/`, { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

export function useReport(id: string | undefined) {
  return useQuery({
    queryKey: [...all, 'one', id],
    queryFn: async () => (await api<SecurityReport>(`${base}/${id}/`)).data,
    enabled: Boolean(id),
    retry: false,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: all });
}

/** Create (POST) or edit (PATCH) with a multipart form: fields and an optional new file. */
export function useSaveReport(id: string | undefined) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (form: FormData) => (await api<SecurityReport>(id ? `${base}/${id}/` : `${base}/`, { method: id ? 'PATCH' : 'POST', body: form })).data,
    onSuccess: invalidate,
  });
}

export function useToggleReport() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, is_active }: { id: string; is_active: boolean }) =>
      (await api<SecurityReport>(`${base}/${id}/`, { method: 'PATCH', body: { is_active } })).data,
    onSettled: invalidate,
  });
}

export function useDeleteReport() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api(`${base}/${id}/`, { method: 'DELETE' }), onSuccess: invalidate });
}
