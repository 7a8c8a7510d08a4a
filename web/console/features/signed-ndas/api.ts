import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessSettings, NdaVersion, SignedNda } from '@shared/contracts/gated-access';
import { api } from '@web/lib/api';

export function useSignedNdas(q: { page: number; length: number; sort_by?: string | undefined; search?: string | undefined }) {
  return useQuery({
    queryKey: ['signed-ndas', q],
    queryFn: () => api<{ signed_ndas: SignedNda[] }>('/nda/signed-logs/', { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

export function useNdaVersions(enabled = true) {
  return useQuery({ queryKey: ['nda-versions'], queryFn: async () => (await api<{ versions: NdaVersion[] }>('/nda/versions/')).data.versions, enabled });
}

export function useSaveNdaVersion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: { text: string; is_material: boolean }) => (await api<NdaVersion>('/nda/versions/', { method: 'POST', body })).data,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['nda-versions'] }),
        qc.invalidateQueries({ queryKey: ['nda'] }),
        qc.invalidateQueries({ queryKey: ['tc-config'] }),
      ]),
  });
}

export function useAccessSettings(enabled: boolean) {
  return useQuery({ queryKey: ['access-settings'], queryFn: async () => (await api<AccessSettings>('/nda/settings/')).data, enabled });
}

export function useSaveAccessSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: Partial<AccessSettings>) => (await api<AccessSettings>('/nda/settings/', { method: 'PATCH', body })).data,
    onSuccess: (data) => qc.setQueryData(['access-settings'], data),
  });
}
