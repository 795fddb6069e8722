import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** List state kept in the query string, so a reload or a shared link shows the same list. */
export function useQueryState() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((key: string) => params.get(key) ?? '', [params]);
  const getList = useCallback(
    (key: string) =>
      (params.get(key) ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    [params],
  );
  const set = useCallback(
    (updates: Record<string, string | string[] | undefined>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(updates)) {
            const value = Array.isArray(v) ? v.join(',') : v;
            if (value) next.set(k, value);
            else next.delete(k);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { get, getList, set, clear, params };
}
