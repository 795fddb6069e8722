import type { ReactNode } from 'react';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Grid, LoadMore } from './list-parts.tsx';
import { ErrorState, SkeletonGrid } from './card-parts.tsx';

type Paged<T> = { items: T[]; total: number; totalCapped?: boolean };

/** What a list page reads of its paged (infinite) query. */
export type PagedQuery<T> = {
  data?: { pages: Paged<T>[] };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage?: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/** Every item loaded so far, page after page. */
export const pagedItems = <T,>(q: PagedQuery<T>): T[] => q.data?.pages.flatMap((p) => p.items) ?? [];

/** The body of a paged list: loading, error, empty, or the items with 'Showing N of M' and 'Load more'. */
export function ListBody<T>({
  q,
  loading = <SkeletonGrid count={6} />,
  empty,
  onClear,
  card,
  children,
}: {
  q: PagedQuery<T>;
  loading?: ReactNode;
  /** The empty message (with 'Clear all filters' when `onClear` is given) or a whole empty state. */
  empty: ReactNode;
  onClear?: () => void;
  /** Each item's card, in the results grid; or `children` lays the items out. */
  card?: (item: T) => ReactNode;
  children?: (items: T[]) => ReactNode;
}) {
  const items = pagedItems(q);
  if (q.isPending) return loading;
  if (q.isError) return <ErrorState error={q.error} />;
  if (items.length === 0)
    return typeof empty === 'string' ? (
      <EmptyState className="rounded-xl px-6 py-12" onClear={onClear}>
        <p className="text-slate-600 dark:text-slate-300">{empty}</p>
      </EmptyState>
    ) : (
      empty
    );
  const first = q.data?.pages[0];
  return (
    <>
      {card ? <Grid>{items.map(card)}</Grid> : children?.(items)}
      <LoadMore
        hasMore={!!q.hasNextPage}
        loading={q.isFetchingNextPage}
        onMore={() => q.fetchNextPage()}
        shown={items.length}
        total={first?.total ?? 0}
        capped={first?.totalCapped}
      />
    </>
  );
}

/** A list's search box with its sort control beside it. */
export function SearchRow({
  value,
  onChange,
  placeholder,
  label,
  align = 'start',
  children,
}: {
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  label: string;
  align?: 'start' | 'end';
  children: ReactNode;
}) {
  return (
    <div className={`mb-4 flex flex-col gap-3 sm:flex-row ${align === 'end' ? 'sm:items-end' : 'sm:items-start'}`}>
      <div className="flex-1">
        <ListSearch param="search" value={value} onChange={onChange} placeholder={placeholder} label={label} />
      </div>
      {children}
    </div>
  );
}

/**
 * A list page's search: live (reported after a short pause) and a GET form to the page with the text as `param`, so
 * Enter works before the app runs or without it (the server renders the page for that URL).
 */
export function ListSearch({ param, ...props }: { param: string; value: string; onChange: (v: string) => void; placeholder: string; label: string }) {
  return <SearchBox {...props} className="relative" name={param} debounceMs={300} form={{}} />;
}
