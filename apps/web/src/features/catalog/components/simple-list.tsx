import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Head, useHead } from '../../../lib/head.tsx';
import type { ListParams } from '../api/catalog-queries.ts';
import { readQuery, useQueryState } from '../hooks/use-query-state.ts';
import { ListBody, ListSearch, pagedItems } from './list-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

type Page<T> = { items: T[]; total: number; totalCapped?: boolean };

/** A searchable, paged grid (certifications, courses, product updates, vendors). */
/** A simple list's parameters from the page's query string (the screen's, and its route's declared data). */
export const simpleListParams = (params: URLSearchParams): ListParams => ({ search: readQuery(params).get('search') || undefined });

export function SimpleList<T extends { id: string }>({
  title,
  subtitle,
  noun,
  useList,
  render,
  emptyAll,
  jsonLd,
}: {
  title: string;
  subtitle?: string;
  /** Names the items: 'Search {noun}...' and 'No {noun} found matching your search.' */
  noun: string;
  useList: (p: ListParams) => UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  render: (item: T) => ReactNode;
  emptyAll: string;
  /** Structured data for the items shown (the first page, as a crawler sees it). */
  jsonLd?: (items: T[]) => Head['jsonLd'];
}) {
  const qs = useQueryState();
  const search = qs.get('search');
  const q = useList(simpleListParams(qs.params));
  const items = pagedItems(q);
  useHead({ title, description: subtitle, jsonLd: !search && items.length ? jsonLd?.(items) : undefined });
  return (
    <section>
      <PageHeader title={title} subtitle={subtitle} />
      <div className="mb-6 max-w-xl">
        <ListSearch param="search" value={search} onChange={(v) => qs.set({ search: v })} placeholder={`Search ${noun}...`} label={`Search ${noun}`} />
      </div>
      <ListBody q={q} empty={search ? `No ${noun} found matching your search.` : emptyAll} onClear={search ? qs.clear : undefined} card={render} />
    </section>
  );
}
