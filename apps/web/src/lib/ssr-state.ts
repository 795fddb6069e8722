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
