import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Pagination } from './api';
import type { useListParams } from './useListParams';

/** The query a Trust Center document list sends: its page, filters, sort and search. */
export interface DocumentListQuery {
  page: number;
  length: number;
  is_active?: string | undefined;
  sensitivity?: string | undefined;
  sort_by?: string | undefined;
  search?: string | undefined;
}

/** The list's query from its URL state. */
export function documentListQuery(lp: ReturnType<typeof useListParams>): DocumentListQuery {
  return {
    page: lp.page,
    length: lp.length,
    sort_by: lp.sort_by,
    is_active: lp.get('is_active'),
    sensitivity: lp.get('sensitivity'),
    search: lp.search || undefined,
  };
}

/**
 * The API hooks of a Trust Center document (certifications, security reports) under `base`: the list
 * (`List` is its data, `Counts` what its pagination adds), one, save (a multipart create or edit), the
 * active toggle and delete. Every change refreshes the queries under `key`.
 */
export function documentApi<T, List, Counts = object>(base: string, key: string) {
  const all = [key] as const;

  function useList(q: DocumentListQuery) {
    return useQuery({
      queryKey: [...all, 'list', q],
      queryFn: () => api<List, Pagination & Counts>(`${base}/`, { query: { ...q } }),
      placeholderData: keepPreviousData,
    });
  }

  function useOne(id: string | undefined) {
    return useQuery({
      queryKey: [...all, 'one', id],
      queryFn: async () => (await api<T>(`${base}/${id}/`)).data,
      enabled: Boolean(id),
      retry: false,
    });
  }

  function useInvalidate() {
    const qc = useQueryClient();
    return () => qc.invalidateQueries({ queryKey: all });
  }

  /** Create (POST) or edit (PATCH) with a multipart form: fields and new files. */
  function useSave(id: string | undefined) {
    const invalidate = useInvalidate();
    return useMutation({
      mutationFn: async (form: FormData) => (await api<T>(id ? `${base}/${id}/` : `${base}/`, { method: id ? 'PATCH' : 'POST', body: form })).data,
      onSuccess: invalidate,
    });
  }

  function useToggle() {
    const invalidate = useInvalidate();
    return useMutation({
      mutationFn: async ({ id, is_active }: { id: string; is_active: boolean }) =>
        (await api<T>(`${base}/${id}/`, { method: 'PATCH', body: { is_active } })).data,
      onSettled: invalidate,
    });
  }

  function useDelete() {
    const invalidate = useInvalidate();
    return useMutation({ mutationFn: (id: string) => api(`${base}/${id}/`, { method: 'DELETE' }), onSuccess: invalidate });
  }

  return { all, useList, useOne, useSave, useToggle, useDelete };
}
