import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List state kept in the query string, so a reload or a shared link shows the same list. Updates
 * build on the latest params set here (not the ones of the last render), so quick successive
 * changes (a debounced search and a filter) never overwrite each other.
 */
export function useQueryState() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const get = useCallback((key: string) => params.get(key) ?? '', [params]);
  /** The value when it is one of `options`, else `fallback`. */
  const oneOf = useCallback(
    <K extends string, F = K>(key: string, options: readonly K[], fallback: F): K | F => {
      const v = params.get(key) ?? '';
      return (options as readonly string[]).includes(v) ? (v as K) : fallback;
    },
    [params],
  );
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
      const next = new URLSearchParams(latest.current);
      for (const [k, v] of Object.entries(updates)) {
        const value = Array.isArray(v) ? v.join(',') : v;
        if (value) next.set(k, value);
        else next.delete(k);
      }
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  const clear = useCallback(() => {
    latest.current = new URLSearchParams();
    setParams(latest.current, { replace: true });
  }, [setParams]);
  return { get, oneOf, getList, set, clear, params };
}
