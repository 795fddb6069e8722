import type { ContentType } from '@portal/shared/catalog';
import type { MyFlagsResponse } from '@portal/shared/catalog-api';
import * as catalog from '@portal/shared/catalog-contracts';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { call } from '../../../lib/api-contract.ts';

/**
 * A signed-in member's overlay on a list the server rendered for visitors (docs/decisions/2014-member-flags-overlay.md):
 * the rows stay as rendered, the member's own flags (liked, registered) and the current like counts are asked for the
 * rows' ids in one request (GET /api/me/flags) and laid over them.
 */

type Row = { id: string };

/** The rows with their flags laid over them; a row the answer does not name is left as it is. */
export function withFlags<P extends { items: Row[] }>(page: P, flags: MyFlagsResponse): P {
  const byId = new Map(flags.items.map(({ id, ...f }) => [id, f]));
  return {
    ...page,
    items: page.items.map((row) => {
      const f = byId.get(row.id);
      return f ? { ...row, ...f } : row;
    }),
  };
}

/**
 * The first page of a member's list kept from the visitors' answer to the same list (`visitorsKey`): when the cache holds
 * it and it is still fresh (the page the server rendered, just hydrated), its rows with the member's flags for `type`
 * (one request; none for rows without flags, such as search hits). `undefined` when there is nothing to keep or the
 * flags could not be had: the caller fetches the list itself, as before.
 */
export async function keptFirstPage<P extends { items: Row[] }>(
  client: QueryClient,
  visitorsKey: QueryKey,
  type: ContentType | undefined,
  signal: AbortSignal,
): Promise<P | undefined> {
  const first = freshVisitors<InfiniteData<P>>(client, visitorsKey)?.pages[0];
  if (!first || !type || first.items.length === 0) return first;
  try {
    return withFlags(first, await call(catalog.myFlags, { query: { type, ids: first.items.map((r) => r.id) }, signal }));
  } catch (err) {
    if (signal.aborted) throw err;
    return undefined;
  }
}

/** The visitors' answer under `visitorsKey` when the cache holds it and it is still fresh by the client's `staleTime`. */
function freshVisitors<D>(client: QueryClient, visitorsKey: QueryKey): D | undefined {
  const visitors = client.getQueryCache().find<D>({ queryKey: visitorsKey, exact: true });
  const staleTime = client.getDefaultOptions().queries?.staleTime;
  if (!visitors || visitors.isStaleByTime(typeof staleTime === 'number' ? staleTime : 0)) return undefined;
  return visitors.state.data;
}

/**
 * The same for one item's page (a detail answer that is the item itself, as GET /api/jobs/{id}): the visitors' answer the
 * server rendered with the member's flags for it (one flags request with its id); `undefined` as above.
 */
export async function keptItem<A extends Row>(client: QueryClient, visitorsKey: QueryKey, type: ContentType, signal: AbortSignal): Promise<A | undefined> {
  const item = freshVisitors<A>(client, visitorsKey);
  if (!item) return undefined;
  try {
    const [flags] = (await call(catalog.myFlags, { query: { type, ids: [item.id] }, signal })).items;
    return flags?.id === item.id ? { ...item, ...flags } : undefined;
  } catch (err) {
    if (signal.aborted) throw err;
    return undefined;
  }
}
