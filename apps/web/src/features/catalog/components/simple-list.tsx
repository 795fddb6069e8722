import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Head, useHead } from '../../../lib/head.tsx';
import type { ListParams } from '../api/catalog-queries.ts';
import { useQueryState } from '../hooks/use-query-state.ts';
import { EmptyState, ErrorState, Grid, LoadMore, PageHeader, SearchBox, SkeletonGrid } from './list-parts.tsx';

type Page<T> = { items: T[]; total: number; totalCapped?: boolean };

/** A searchable, paged grid (certifications, courses, product updates, vendors). */
export function SimpleList<T extends { id: string }>({
  title,
  subtitle,
  placeholder,
  useList,
  render,
  emptySearch,
  emptyAll,
  jsonLd,
}: {
  title: string;
  subtitle?: string;
  placeholder: string;
  useList: (p: ListParams) => UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  render: (item: T) => ReactNode;
  emptySearch: string;
  emptyAll: string;
  /** Structured data for the items shown (the first page, as a crawler sees it). */
  jsonLd?: (items: T[]) => Head['jsonLd'];
}) {
  const qs = useQueryState();
  const search = qs.get('search');
  const q = useList({ search: search || undefined });
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  useHead({ title, description: subtitle, jsonLd: !search && items.length ? jsonLd?.(items) : undefined });
  const total = q.data?.pages[0]?.total ?? 0;
  return (
    <section>
      <PageHeader title={title} subtitle={subtitle} />
      <div className="mb-6 max-w-xl">
        <SearchBox value={search} onChange={(v) => qs.set({ search: v })} placeholder={placeholder} label={placeholder.replace('...', '')} />
      </div>
      {q.isPending ? (
        <SkeletonGrid count={6} />
      ) : q.isError ? (
        <ErrorState error={q.error} />
      ) : items.length === 0 ? (
        <EmptyState message={search ? emptySearch : emptyAll} onClear={search ? qs.clear : undefined} />
      ) : (
        <>
          <Grid>{items.map(render)}</Grid>
          <LoadMore
            hasMore={!!q.hasNextPage}
            loading={q.isFetchingNextPage}
            onMore={() => q.fetchNextPage()}
            shown={items.length}
            total={total}
            capped={q.data?.pages[0]?.totalCapped}
          />
        </>
      )}
    </section>
  );
}
