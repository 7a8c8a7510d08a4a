import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** List state (page, length, sort, search, filters) kept in the URL so it survives reloads and links. */
export function useListParams(defaults: { sort_by?: string; length?: number } = {}) {
  const [params, setParams] = useSearchParams();
  // React Router hands a functional update the params of the last render, so two quick changes (a filter,
  // then a sort) would undo each other: build each change on the latest one instead.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
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
      const next = new URLSearchParams(latest.current);
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined || v === null || v === '') next.delete(k);
        else next.set(k, String(v));
      }
      if (resetPage && !('page' in patch)) next.delete('page');
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return { ...state, set };
}
