import { useCallback, useState } from 'react';

export type Sort<K extends string> = { field: K; dir: 'asc' | 'desc' };

/** Sort field and direction, remembered in localStorage under the given key. */
export function usePersistedSort<K extends string>(key: string | null, allowed: readonly K[], fallback: Sort<K>) {
  const [sort, setSort] = useState<Sort<K>>(() => {
    if (!key) return fallback;
    try {
      const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as Sort<K> | null;
      if (saved && allowed.includes(saved.field) && (saved.dir === 'asc' || saved.dir === 'desc')) return saved;
    } catch {
      // ignore a corrupt value
    }
    return fallback;
  });
  /** Clicking the active column flips direction; a new column starts ascending. */
  const toggle = useCallback(
    (field: K) => {
      setSort((prev) => {
        const next: Sort<K> = prev.field === field ? { field, dir: prev.dir === 'asc' ? 'desc' : 'asc' } : { field, dir: 'asc' };
        if (key) localStorage.setItem(key, JSON.stringify(next));
        return next;
      });
    },
    [key],
  );
  return [sort, toggle] as const;
}
