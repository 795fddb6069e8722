import { type DefaultOptions, type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** The id of the `<script type="application/json">` block that carries the server's query cache. */
export const SSR_STATE_ID = 'ssr-state';

type WireError = { status: number; code: string; message: string };

/** Errors cross as plain fields (an Error's message is not enumerable) and come back as ApiError. */
export function errorToWire(err: unknown): WireError {
  if (err instanceof ApiError) return { status: err.status, code: err.code, message: err.message };
  return { status: 500, code: 'internal', message: 'An unexpected error occurred' };
}

/**
 * A query may say what of its data the server-rendered page ships for hydration (`meta: { [SHIPPED]: fn }`): fields
 * its screen does not show are left out of the page's state block (docs/decisions/2420-page-bytes.md). The server
 * renders before this runs, so the HTML is unchanged; the browser hydrates from the shipped data, which must carry
 * everything the screen reads (else React reports a hydration mismatch).
 */
export const SHIPPED = 'ssrShipped';
export type Shipped = (data: unknown) => unknown;

/** The dehydrated state with each query's data as its options ship it (SHIPPED); the others as they are. */
export function shippedState(queryClient: QueryClient, state: DehydratedState): DehydratedState {
  const cache = queryClient.getQueryCache();
  for (const q of state.queries) {
    const ship = cache.get(q.queryHash)?.meta?.[SHIPPED] as Shipped | undefined;
    if (ship && q.state.data !== undefined) q.state.data = ship(q.state.data);
  }
  return state;
}

/** Fills the client's cache from the server's answer, so the first render matches the HTML and fetches nothing. */
export function hydrateFromServer(queryClient: QueryClient, state: DehydratedState) {
  for (const q of state.queries) {
    const e = q.state.error as WireError | null;
    if (e) q.state.error = new ApiError(e.status, e.code, e.message);
  }
  hydrate(queryClient, state);
}

/** The client's defaults with `retryOnMount` set: off while a server-rendered page is hydrated. */
export function withRetryOnMount(queryClient: QueryClient, retryOnMount: boolean): DefaultOptions {
  const defaults = queryClient.getDefaultOptions();
  return { ...defaults, queries: { ...defaults.queries, retryOnMount } };
}
