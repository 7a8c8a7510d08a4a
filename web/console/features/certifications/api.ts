import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Certification, StandardLogo } from '@shared/contracts/certifications';
import { api, type Pagination } from '@web/lib/api';

const base = '/document/certification';
const all = ['certifications'] as const;

export interface CertificationQuery {
  page: number;
  length: number;
  is_active?: string | undefined;
  sensitivity?: string | undefined;
  sort_by?: string | undefined;
  search?: string | undefined;
}

export function useCertifications(q: CertificationQuery) {
  return useQuery({
    queryKey: [...all, 'list', q],
    queryFn: () =>
      api<{ security_certificates: Certification[] }, Pagination & { total_active_count: number; expired_active_count: number }>(`${base}/`, {
        query: { ...q },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCertification(id: string | undefined) {
  return useQuery({
    queryKey: [...all, 'one', id],
    queryFn: async () => (await api<Certification>(`${base}/${id}/`)).data,
    enabled: Boolean(id),
    retry: false,
  });
}

export function useStandardLogos() {
  return useQuery({
    queryKey: [...all, 'standard-logos'],
    queryFn: async () => (await api<{ standard_logos: StandardLogo[] }>(`${base}/standard-logos/`)).data.standard_logos,
    staleTime: Infinity,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: [...all] });
}

export function useSaveCertification(id: string | undefined) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (form: FormData) => (await api<Certification>(id ? `${base}/${id}/` : `${base}/`, { method: id ? 'PATCH' : 'POST', body: form })).data,
    onSuccess: invalidate,
  });
}

export function useToggleCertification() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, is_active }: { id: string; is_active: boolean }) =>
      (await api<Certification>(`${base}/${id}/`, { method: 'PATCH', body: { is_active } })).data,
    onSettled: invalidate,
  });
}

export function useDeleteCertification() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api(`${base}/${id}/`, { method: 'DELETE' }), onSuccess: invalidate });
}
