import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** List state (page, length, sort, search, filters) kept in the URL so it survives reloads and links. */
export function useListParams(defaults: { sort_by?: string; length?: number } = {}) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(
    () => ({
      page: Number(params.get('page') ?? 1) || 1,
      length: Number(params.get('length') ?? defaults.length ?? 10) || 10,
      sort_by: params.get('sort_by') ?? defaults.sort_by,
      search: params.get('search') ?? '',
      get: (key: string) => params.get(key) ?? undefined,
    }),
    [params, defaults.length, defaults.sort_by],
  );
  const set = useCallback(
    (patch: Record<string, string | number | undefined | null>, resetPage = true) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === undefined || v === null || v === '') next.delete(k);
            else next.set(k, String(v));
          }
          if (resetPage && !('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { ...state, set };
}
