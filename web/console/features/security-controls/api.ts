import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogueDomainView, DomainListPagination, SecurityHeading } from '@shared/contracts/security-controls';
import { api } from '@web/lib/api';

const base = '/tc-config/security-control';
const all = ['security-controls'] as const;

export function useDomains(q: { page: number; length: number; sort_by?: string | undefined; is_active?: string | undefined }) {
  return useQuery({
    queryKey: [...all, 'list', q],
    queryFn: () => api<{ security_headings: SecurityHeading[] }, DomainListPagination>(`${base}/`, { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

export function useDomain(id: string | null) {
  return useQuery({
    queryKey: [...all, 'one', id],
    queryFn: async () => (await api<SecurityHeading>(`${base}/${id}/`)).data,
    enabled: Boolean(id),
    retry: false,
  });
}

export function useCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: [...all, 'catalogue'],
    queryFn: async () => (await api<{ domains: CatalogueDomainView[] }>(`${base}/catalogue/`)).data.domains,
    enabled,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: all });
}

/** Create (POST) or edit (PATCH): multipart with the JSON in `data` and files `control_file:<key>`. */
export function useSaveDomain(id: string | null) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (form: FormData) => (await api<SecurityHeading>(id ? `${base}/${id}/` : `${base}/`, { method: id ? 'PATCH' : 'POST', body: form })).data,
    onSuccess: invalidate,
  });
}

export function usePublishDomains() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: () => api(`${base}/bulk-status/`, { method: 'POST', body: { is_active: true } }), onSuccess: invalidate });
}

export function useDeleteDomain() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api(`${base}/${id}/`, { method: 'DELETE' }), onSuccess: invalidate });
}
