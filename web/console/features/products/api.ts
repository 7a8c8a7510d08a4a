import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductInput } from '@shared/contracts/products';
import { api } from '@web/lib/api';

const base = '/product';
const all = ['products'] as const;

export function useProducts(q: { page: number; length: number; search?: string | undefined }) {
  return useQuery({
    queryKey: [...all, 'list', q],
    queryFn: () => api<{ products: Product[] }>(`${base}/`, { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: all }), qc.invalidateQueries({ queryKey: ['dashboard'] })]);
}

export function useSaveProduct(id: string | undefined) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: ProductInput) => (await api<Product>(id ? `${base}/${id}/` : `${base}/`, { method: id ? 'PATCH' : 'POST', body })).data,
    onSuccess: () => invalidate(),
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) => {
      await api(`${base}/${id}/`, { method: 'DELETE' });
    },
    onSuccess: () => invalidate(),
  });
}
