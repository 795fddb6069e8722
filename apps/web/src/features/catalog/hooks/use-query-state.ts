import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List state kept in the query string, so a reload or a shared link shows the same list. Updates
 * build on the latest params set here (not the ones of the last render), so quick successive
 * changes (a debounced search and a filter) never overwrite each other.
 */
/** Reading a list's state from a query string: the screen's hook and its route's declared data share it. */
export function readQuery(params: URLSearchParams) {
  const get = (key: string) => params.get(key) ?? '';
  return {
    get,
    /** The value when it is one of `options`, else `fallback`. */
    oneOf: <K extends string, F = K>(key: string, options: readonly K[], fallback: F): K | F => {
      const v = get(key);
      return (options as readonly string[]).includes(v) ? (v as K) : fallback;
    },
    getList: (key: string) =>
      get(key)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
  };
}

export function useQueryState() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const { get, oneOf, getList } = useMemo(() => readQuery(params), [params]);
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
