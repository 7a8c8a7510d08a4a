import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcknowledgementStatus,
  ReminderInput,
  SecurityEvent,
  SecurityEventInput,
  SecurityEventReport,
  SecurityEventReportInput,
  SecurityEventUpdate,
  SecurityEventUpdateInput,
} from '@shared/contracts/security-events';
import { api, downloadFile, type Pagination } from '@web/lib/api';

const base = '/security-event';
const all = ['security-events'] as const;

export interface EventQuery {
  page: number;
  length: number;
  status?: string | undefined;
  created_at?: string | undefined;
  sort_by?: string | undefined;
}

export function useEvents(q: EventQuery) {
  return useQuery({
    queryKey: [...all, 'list', q],
    queryFn: () =>
      api<{ security_events: SecurityEvent[] }, Pagination & { total_open_count: number; total_closed_count: number }>(`${base}/`, { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

export function useEvent(id: string | undefined) {
  return useQuery({
    queryKey: [...all, 'one', id],
    queryFn: async () => (await api<SecurityEvent>(`${base}/${id}/`)).data,
    enabled: Boolean(id),
    retry: false,
  });
}

export interface UpdateQuery {
  page: number;
  length: number;
  event_status?: string | undefined;
  created_at?: string | undefined;
  customer_impact?: string | undefined;
}

export function useUpdates(id: string | undefined, q: UpdateQuery) {
  return useQuery({
    queryKey: [...all, 'updates', id, q],
    queryFn: () => api<{ updates: SecurityEventUpdate[] }>(`${base}/${id}/update/`, { query: { ...q } }),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useReport(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...all, 'report', id],
    queryFn: async () => (await api<SecurityEventReport | null>(`${base}/${id}/report/`)).data,
    enabled: Boolean(id) && enabled,
    retry: false,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: all }), qc.invalidateQueries({ queryKey: ['dashboard'] })]);
}

export function useSaveEvent(id: string | undefined) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: SecurityEventInput) =>
      (await api<SecurityEvent>(id ? `${base}/${id}/` : `${base}/`, { method: id ? 'PATCH' : 'POST', body })).data,
    onSuccess: invalidate,
  });
}

export function useDeleteEvent() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api(`${base}/${id}/`, { method: 'DELETE' }), onSuccess: invalidate });
}

export function usePublishUpdate(eventId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: SecurityEventUpdateInput) => (await api<SecurityEventUpdate>(`${base}/${eventId}/update/`, { method: 'POST', body })).data,
    onSuccess: invalidate,
  });
}

export function useEditUpdate(eventId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, ...body }: Partial<SecurityEventUpdateInput> & { id: string }) =>
      (await api<SecurityEventUpdate>(`${base}/${eventId}/update/${id}/`, { method: 'PATCH', body })).data,
    onSuccess: invalidate,
  });
}

export function useDeleteUpdate(eventId: string) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api(`${base}/${eventId}/update/${id}/`, { method: 'DELETE' }), onSuccess: invalidate });
}

export function useSaveReport(eventId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: SecurityEventReportInput) => (await api<SecurityEventReport>(`${base}/${eventId}/report/`, { method: 'POST', body })).data,
    onSuccess: invalidate,
  });
}

/** Portal §7: the report arrives as a PDF blob from a POST. */
export const downloadReport = (eventId: string) => downloadFile(`${base}/${eventId}/report/download/`, 'security-incident-report.pdf', undefined, 'POST');

export interface Choice {
  value: string;
  label: string;
}

/** Products and customer accounts to choose as affected (portal §7 product quick list, cached 5 min). */
export function useAffectedChoices(canSeeCustomers: boolean) {
  const products = useQuery({
    queryKey: ['products', 'quick-list', 'events'],
    queryFn: async () =>
      (await api<{ products: { id: string; name: string }[] }>('/product/quick-list/', { query: { length: 100, is_active: 1 } })).data.products,
    staleTime: 5 * 60_000,
  });
  const customers = useQuery({
    queryKey: ['customers', 'choices', 'events'],
    queryFn: async () =>
      (await api<{ customers: { id: string; name: string }[] }>('/customer/', { query: { length: 200, is_active: 1, sort_by: 'name' } })).data.customers,
    enabled: canSeeCustomers,
    staleTime: 60_000,
  });
  const map = (list: { id: string; name: string }[] | undefined): Choice[] => (list ?? []).map((x) => ({ value: x.id, label: x.name }));
  return { products: map(products.data), customers: map(customers.data), loading: products.isLoading || customers.isLoading };
}

export function useAcknowledgements(eventId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: [...all, 'acknowledgements', eventId],
    queryFn: async () => (await api<AcknowledgementStatus>(`${base}/${eventId}/acknowledgement/`)).data,
    enabled: Boolean(eventId) && enabled,
    retry: false,
  });
}

export function useSendReminders(eventId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: ReminderInput) =>
      (
        await api<{ reminded: { id: string; name: string; pending_update_count: number }[] }>(`${base}/${eventId}/acknowledgement/remind/`, {
          method: 'POST',
          body,
        })
      ).data,
    onSuccess: invalidate,
  });
}
