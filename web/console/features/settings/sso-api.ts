import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoConnectionView, SsoOverview } from '@shared/contracts/sso';
import { api } from '@web/lib/api';

const path = '/core/sso/connections/';

export function useSsoOverview() {
  return useQuery({ queryKey: ['settings', 'sso-connections'], queryFn: async () => (await api<SsoOverview>(path)).data });
}

export function useSaveSso(protocol: 'oidc' | 'saml') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) => (await api<SsoConnectionView>(`${path}${protocol}/`, { method: 'PUT', body })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['settings', 'sso-connections'] }),
  });
}

export function useRemoveSso() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (protocol: 'oidc' | 'saml') => (await api(`${path}${protocol}/`, { method: 'DELETE' })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['settings', 'sso-connections'] }),
  });
}
