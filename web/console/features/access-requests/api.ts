import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessRequest, Member } from '@shared/contracts/gated-access';
import type { Customer } from '@shared/contracts/customers';
import { api, type Pagination } from '@web/lib/api';

export interface RequestQuery {
  page: number;
  length: number;
  sort_by?: string | undefined;
  search?: string | undefined;
  status?: string | undefined;
  date_range?: string | undefined;
}

export function useAccessRequests(q: RequestQuery) {
  return useQuery({
    queryKey: ['access-requests', q],
    queryFn: () => api<{ access_requests: AccessRequest[] }, Pagination & { pending_count?: number }>('/tc-config/access-request/', { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

export function useInvitations(q: { page: number; length: number; sort_by?: string | undefined; is_active?: string | undefined; search?: string | undefined }) {
  return useQuery({
    queryKey: ['members', 'all', q],
    queryFn: () => api<{ members: Member[] }, Pagination & { is_trust_center_published: boolean }>('/customer/all-member/', { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['customers', 'choices'],
    queryFn: async () =>
      (await api<{ customers: Customer[] }>('/customer/', { query: { page: 1, length: 200, is_active: '1', sort_by: 'name' } })).data.customers,
    enabled,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ['access-requests'] }),
      qc.invalidateQueries({ queryKey: ['members'] }),
      qc.invalidateQueries({ queryKey: ['customers'] }),
      qc.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

export function useDecideRequest() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'APPROVE' | 'REJECT' }) =>
      (
        await api<{ request: AccessRequest; customer: { id: string; name: string } | null }>(`/tc-config/access-request/${id}/action/`, {
          method: 'POST',
          body: { action },
        })
      ).data,
    onSuccess: () => invalidate(),
  });
}

export function useChooseCustomer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, customer, customer_name }: { id: string; customer?: string; customer_name?: string }) =>
      (
        await api<{ request: AccessRequest; customer: { id: string; name: string } }>(`/tc-config/access-request/${id}/customer/`, {
          method: 'POST',
          body: customer ? { customer } : { customer_name },
        })
      ).data,
    onSuccess: () => invalidate(),
  });
}

export function useReinvite() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (m: { customerId: string; memberId: string }) =>
      (await api(`/customer/${m.customerId}/member/${m.memberId}/re-invite/`, { method: 'POST' })).data,
    onSuccess: () => invalidate(),
  });
}
