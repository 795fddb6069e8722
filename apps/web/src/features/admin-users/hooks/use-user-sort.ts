import { type UserSortField, userSortFields } from '@portal/shared/admin-users';
import { useCallback, useState } from 'react';

export type UserSort = { field: UserSortField; dir: 'asc' | 'desc' };
const KEY = 'admin-users-sort';
const DEFAULT: UserSort = { field: 'joinedDate', dir: 'desc' };

function load(): UserSort {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as UserSort | null;
    if (saved && userSortFields.includes(saved.field) && (saved.dir === 'asc' || saved.dir === 'desc')) return saved;
  } catch {
    // a corrupt value falls back to the default
  }
  return DEFAULT;
}

/** Users sort (default joinedDate desc), remembered in localStorage. The active column flips; a new one starts ascending. */
export function useUserSort() {
  const [sort, setSort] = useState<UserSort>(load);
  const toggle = useCallback((field: UserSortField) => {
    setSort((prev) => {
      const next: UserSort = prev.field === field ? { field, dir: prev.dir === 'asc' ? 'desc' : 'asc' } : { field, dir: 'asc' };
      localStorage.setItem(KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  return [sort, toggle] as const;
}
