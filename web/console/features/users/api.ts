import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoleOption } from '@shared/contracts/roles';
import type { InvitationResult, OrgUser, UserInput, UserListPagination, UserPatch } from '@shared/contracts/users';
import { limits } from '@shared/limits';
import { api } from '@web/lib/api';

const base = '/iam/user-manage';
const all = ['users'] as const;

export interface UserListParams {
  page: number;
  length: number;
  sort_by?: string | undefined;
  search?: string | undefined;
  is_active?: string | undefined;
  group_id?: string | undefined;
}

export function useUsers(q: UserListParams) {
  return useQuery({
    queryKey: [...all, 'list', q],
    queryFn: () => api<{ users: OrgUser[] }, UserListPagination>(`${base}/`, { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string | undefined) {
  return useQuery({ queryKey: [...all, 'one', id], queryFn: async () => (await api<OrgUser>(`${base}/${id}/`)).data, enabled: Boolean(id) });
}

/** Role names for the filter and the form (no permission on roles needed). */
export function useRoleOptions() {
  return useQuery({
    queryKey: ['roles', 'options'],
    queryFn: async () => (await api<{ roles: RoleOption[] }>('/iam/roles/options/')).data.roles,
    staleTime: 60_000,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () =>
    Promise.all([qc.invalidateQueries({ queryKey: all }), qc.invalidateQueries({ queryKey: ['roles'] }), qc.invalidateQueries({ queryKey: ['dashboard'] })]);
}

export function useSaveUser(id: string | undefined) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: UserInput | UserPatch) =>
      (await api<OrgUser & { invitation?: InvitationResult | null }>(id ? `${base}/${id}/` : `${base}/`, { method: id ? 'PATCH' : 'POST', body })).data,
    onSuccess: () => invalidate(),
  });
}

export function useSetUserActive() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, is_active }: { id: string; is_active: boolean }) =>
      (await api<OrgUser>(`${base}/${id}/`, { method: 'PATCH', body: { is_active } })).data,
    onSettled: () => invalidate(),
  });
}

/** Resends the invitation after the spec's short delay (portal §7, §9: 100 ms). */
export function useReinvite() {
  return useMutation({
    mutationFn: async (id: string) => {
      await new Promise((r) => setTimeout(r, limits.resendInviteDelayMs));
      return (await api<InvitationResult>(`${base}/${id}/re-invite/`, { method: 'POST' })).data;
    },
  });
}
