import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Customer, CustomerInput, CustomerListPagination, CustomerPatch } from '@shared/contracts/customers';
import { api } from '@web/lib/api';

const base = '/customer';
const all = ['customers'] as const;

export interface CustomerQuery {
  page: number;
  length: number;
  is_active?: string | undefined;
  sort_by?: string | undefined;
  search?: string | undefined;
}

export function useCustomers(q: CustomerQuery) {
  return useQuery({
    queryKey: [...all, 'list', q],
    queryFn: () => api<{ customers: Customer[] }, CustomerListPagination>(`${base}/`, { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: string | undefined) {
  return useQuery({ queryKey: [...all, 'one', id], queryFn: async () => (await api<Customer>(`${base}/${id}/`)).data, enabled: Boolean(id), retry: false });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: all }), qc.invalidateQueries({ queryKey: ['dashboard'] })]);
}

export function useSaveCustomer(id: string | undefined) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: CustomerInput | CustomerPatch) =>
      (await api<Customer>(id ? `${base}/${id}/` : `${base}/`, { method: id ? 'PATCH' : 'POST', body })).data,
    onSuccess: () => invalidate(),
  });
}

export function useSetCustomerActive() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, is_active }: { id: string; is_active: boolean }) =>
      (await api<Customer>(`${base}/${id}/`, { method: 'PATCH', body: { is_active } })).data,
    onSuccess: () => invalidate(),
  });
}

export function useDeleteCustomer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api(`${base}/${id}/`, { method: 'DELETE' });
    },
    onSuccess: (_d, id) => {
      qc.removeQueries({ queryKey: [...all, 'one', id] });
      return Promise.all([qc.invalidateQueries({ queryKey: [...all, 'list'] }), qc.invalidateQueries({ queryKey: ['dashboard'] })]);
    },
  });
}
