import type { ContentType } from '@portal/shared/catalog';
import type { VendorTab } from '@portal/shared/catalog-api';
import * as catalog from '@portal/shared/catalog-contracts';
import type { Contract } from '@portal/shared/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Answer, type CallInput, call } from '../../../lib/api-contract.ts';
import { catalogKeys, type ListParams, useViewer } from './catalog-queries.ts';
import { shipsCards } from './card-data.ts';
import { keptFirstPage } from './member-flags.ts';

/** The paged lists (list pages, search, a vendor's tabs): their own module, so the landing page's first load has none of them. */

/** The query of a list call: empty values left out, a list as one comma-separated value (`?a=1&b=x,y`, what the lists read). */
export function listQuery(params: ListParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    query[k] = Array.isArray(v) ? v.join(',') : v;
  }
  return query;
}

/** A paged list operation: a GET with a query whose answer has its page and page count. */
export type PagedList = Contract<{ query: unknown; answer: z.ZodType<{ page: number; totalPages: number }> }> & { method: 'get' };

/** One page of a list (the page and size added to the filters); the URL's filters are checked by the server. */
export const listPage = <C extends PagedList>(contract: C, params: ListParams, page: number, pageSize: number, signal?: AbortSignal) =>
  // The filters are the page URL's, typed as text: the contract's query type cannot be checked here, the server checks them.
  call(contract, { query: listQuery({ ...params, page: String(page), pageSize: String(pageSize) }), signal } as unknown as CallInput<C>);

/** The next page's number after `last`, if any. */
export const nextPage = (last: { page: number; totalPages: number }) => (last.page < last.totalPages ? last.page + 1 : undefined);

const PAGE_SIZE = 12;

/** A list: its key's name, its operation, the content type of its rows' flags (none for search hits), whether it polls. */
type ListDef<C extends PagedList> = { name: string; contract: C; flags?: ContentType; refetchInterval?: number };

/**
 * A list's query options for a viewer key: what its hook uses, and what a list route declares for the server
 * render (as 'anon', lib/route-data.ts), so the page is rendered once and hydrates without asking again. A signed-in
 * member's first fetch keeps the visitors' answer the server rendered and lays the member's flags over it (one flags
 * request instead of the list again, member-flags.ts); their later fetches (a refetch after a like, later pages,
 * other filters) ask the list, whose member answer carries the flags (docs/decisions/2014-member-flags-overlay.md).
 */
export const listOptions = <C extends PagedList>(viewerKey: string, list: ListDef<C>, params: ListParams) => {
  const queryKey = catalogKeys.list(viewerKey, list.name, params);
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal, client }): Promise<Answer<C>> => {
      const first = pageParam === 1 && viewerKey !== 'anon' && client.getQueryData(queryKey) === undefined;
      const visitors = catalogKeys.list('anon', list.name, params);
      const kept = first ? await keptFirstPage<Answer<C> & { items: { id: string }[] }>(client, visitors, list.flags, signal) : undefined;
      return kept ?? listPage(list.contract, params, pageParam, PAGE_SIZE, signal);
    },
    getNextPageParam: (last: Answer<C>) => nextPage(last as unknown as { page: number; totalPages: number }),
    refetchInterval: list.refetchInterval,
    meta: shipsCards,
  });
};

/** A list screen's query, for whoever is looking; the previous answer stays on screen while other filters load. */
function useList<C extends PagedList>(list: ListDef<C>, params: ListParams, enabled = true) {
  const viewer = useViewer();
  return useInfiniteQuery({ ...listOptions(viewer.key, list, params), enabled: viewer.ready && enabled, placeholderData: keepPreviousData });
}

const jobs = { name: 'jobs', contract: catalog.listJobs, flags: 'job' } as const;
/** Refreshed every 60 seconds so a webinar turning live or completed shows without a reload (cheap: ETag). */
const webinars = { name: 'webinars', contract: catalog.listWebinars, flags: 'webinar', refetchInterval: 60_000 } as const;
const trials = { name: 'trials', contract: catalog.listTrials, flags: 'product_trial' } as const;
const certifications = { name: 'certifications', contract: catalog.listCertifications, flags: 'certification' } as const;
const courses = { name: 'courses', contract: catalog.listCourses, flags: 'ai_course' } as const;
const updates = { name: 'updates', contract: catalog.listProductUpdates, flags: 'product_update' } as const;
const search = { name: 'search', contract: catalog.search } as const;

/** The lists' options as their routes declare them for a visitor (the hooks below build the same keys). */
export const jobListOptions = (viewerKey: string, p: ListParams) => listOptions(viewerKey, jobs, p);
export const webinarListOptions = (viewerKey: string, p: ListParams) => listOptions(viewerKey, webinars, p);
export const trialListOptions = (viewerKey: string, p: ListParams) => listOptions(viewerKey, trials, p);
export const certificationListOptions = (viewerKey: string, p: ListParams) => listOptions(viewerKey, certifications, p);
export const courseListOptions = (viewerKey: string, p: ListParams) => listOptions(viewerKey, courses, p);
export const updateListOptions = (viewerKey: string, p: ListParams) => listOptions(viewerKey, updates, p);
export const searchOptions = (viewerKey: string, p: ListParams) => listOptions(viewerKey, search, p);

export const useWebinarList = (p: ListParams) => useList(webinars, p);
export const useJobList = (p: ListParams) => useList(jobs, p);
export const useCertificationList = (p: ListParams) => useList(certifications, p);
export const useCourseList = (p: ListParams) => useList(courses, p);
export const useUpdateList = (p: ListParams) => useList(updates, p);
export const useTrialList = (p: ListParams) => useList(trials, p);
export const useSearchResults = (p: ListParams) => useList(search, p, !!p.q);

const vendorTabs = {
  'product-trials': catalog.vendorTrials,
  webinars: catalog.vendorWebinars,
  certifications: catalog.vendorCertifications,
  jobs: catalog.vendorJobs,
} as const;
type VendorTabAnswers = {
  'product-trials': Answer<typeof catalog.vendorTrials>;
  webinars: Answer<typeof catalog.vendorWebinars>;
  certifications: Answer<typeof catalog.vendorCertifications>;
  jobs: Answer<typeof catalog.vendorJobs>;
};
type VendorTabAnswer<T extends VendorTab> = VendorTabAnswers[T];

/** One page of a vendor's tab (the four tabs share their path parameters and query). */
const tabPage = <T extends VendorTab>(vendorId: string, tab: T, page: number, pageSize: number, signal: AbortSignal) =>
  call(vendorTabs[tab] as (typeof vendorTabs)['jobs'], { params: { id: vendorId }, query: { page, pageSize }, signal }) as Promise<unknown> as Promise<
    VendorTabAnswer<T>
  >;

/**
 * One /vendor/{id} tab, paged on the server. The vendor answer's first page seeds the cache (no second
 * request on open); 'Load more' asks /api/vendors/{id}/{tab}?page=N.
 */
export function useVendorTab<T extends VendorTab>(vendorId: string, tab: T, first: VendorTabAnswer<T>, firstUpdatedAt: number) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: catalogKeys.vendorTab(viewer.key, vendorId, tab),
    initialPageParam: 1,
    initialData: { pages: [first], pageParams: [1] },
    initialDataUpdatedAt: firstUpdatedAt,
    queryFn: ({ pageParam, signal }) => tabPage(vendorId, tab, pageParam, first.pageSize, signal),
    getNextPageParam: nextPage,
  });
}

const MY_LIKES_PAGE_SIZE = 20;

/** 'My likes' of one content type (or all), newest first, a page per 'Load more' (GET /api/me/likes). */
export const myLikesQuery = (viewer: string, type: ContentType | undefined) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.myLikes(viewer, type ?? 'all'),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => call(catalog.myLikes, { query: { type, page: pageParam, pageSize: MY_LIKES_PAGE_SIZE }, signal }),
    getNextPageParam: nextPage,
  });
