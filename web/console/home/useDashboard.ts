import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function useDashboard<T = Record<string, unknown>>() {
  return useQuery({ queryKey: ['dashboard'], queryFn: async () => (await api<T>('/dashboard/summary/')).data });
}
