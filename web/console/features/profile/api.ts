import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, CreatedApiKey } from '@shared/contracts/api-keys';
import { api } from '@web/lib/api';

const base = '/iam/api-keys';
const key = ['api-keys'] as const;

export function useApiKeys(enabled: boolean) {
  return useQuery({ queryKey: key, queryFn: async () => (await api<{ api_keys: ApiKey[] }>(`${base}/`)).data.api_keys, enabled });
}

export function useCreateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => (await api<CreatedApiKey>(`${base}/`, { method: 'POST', body: { name } })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}

export function useRevokeApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api(`${base}/${id}/`, { method: 'DELETE' });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}
