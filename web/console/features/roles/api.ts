import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role, RoleInput, RolePatch } from '@shared/contracts/roles';
import { api } from '@web/lib/api';

const base = '/iam/roles';
const all = ['roles'] as const;

export function useRoles(q: { page: number; length: number; sort_by?: string | undefined; search?: string | undefined }) {
  return useQuery({ queryKey: [...all, 'list', q], queryFn: () => api<{ roles: Role[] }>(`${base}/`, { query: { ...q } }), placeholderData: keepPreviousData });
}

export function useRole(id: string | undefined) {
  return useQuery({ queryKey: [...all, 'one', id], queryFn: async () => (await api<Role>(`${base}/${id}/`)).data, enabled: Boolean(id) });
}

/** How many users hold a role now: read from the server each time it is asked, never from a cached copy. */
export function useRoleUserCount(id: string) {
  return useQuery({
    queryKey: [...all, 'user-count', id],
    queryFn: async () => (await api<Role>(`${base}/${id}/`)).data.user_count,
    staleTime: 0,
    gcTime: 0,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: all }), qc.invalidateQueries({ queryKey: ['users'] })]);
}

export function useSaveRole(id: string | undefined) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: RoleInput | RolePatch) => (await api<Role>(id ? `${base}/${id}/` : `${base}/`, { method: id ? 'PATCH' : 'POST', body })).data,
    onSuccess: () => invalidate(),
  });
}

export function useDeleteRole() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, move_users_to }: { id: string; move_users_to?: string | undefined }) =>
      (await api<{ moved_users: number }>(`${base}/${id}/`, { method: 'DELETE', query: { move_users_to } })).data,
    onSuccess: () => invalidate(),
  });
}
