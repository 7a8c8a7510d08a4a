import { useQuery } from '@tanstack/react-query';
import type { KbDocumentOption } from '@shared/contracts/questionnaires';
import { api, ApiError } from './api';

/** The knowledge hub's ready documents to draft from; an empty list while the knowledge hub is not there. */
export function useKbDocuments(enabled: boolean) {
  return useQuery({
    queryKey: ['knowledge-hub', 'ready-documents'],
    enabled,
    queryFn: async (): Promise<KbDocumentOption[]> => {
      try {
        const res = await api<{ documents: { id: string; name: string; all_products?: boolean; products?: { id: string; name: string }[] }[] }>(
          '/knowledge-hub/documents/',
          { query: { length: 200, status: 'READY' } },
        );
        return (res.data.documents ?? []).map((x) => ({
          id: x.id,
          name: x.name,
          detail: x.all_products === false && x.products?.length ? x.products.map((p) => p.name).join(', ') : 'All products',
          productIds: x.all_products === false && x.products?.length ? x.products.map((p) => p.id) : null,
        }));
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return [];
        throw err;
      }
    },
  });
}
