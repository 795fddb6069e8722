/**
 * The server renderer (built with `vite build --ssr`): the same routes, screens and query options as
 * the browser. Each matched route declares its data (a module's `data`, lib/route-data.ts): it is fetched
 * first, through the render's own API transport (in-process, as a visitor), and the page is rendered once.
 * The query cache goes along with the HTML for the browser to hydrate.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type FetchInfiniteQueryOptions, type FetchQueryOptions, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { isShellPath, routes } from './app/router.tsx';
import { ApiError, setRenderTransportLookup, type Transport } from './lib/api-client.ts';
import { fullTitle, type Head, HeadContext } from './lib/head.tsx';
import { createQueryClient } from './lib/query-client.ts';
import type { RouteHandle } from './lib/route-data.ts';
import { errorToWire, shippedState, withRetryOnMount } from './lib/ssr-state.ts';

type RenderInput = {
  /** Absolute URL of the request (its origin is the public APP_URL). */
  url: string;
  /** Answers `/api/...` in-process. */
  fetch: Transport;
};

export type RenderResult =
  | { kind: 'shell' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      head: Required<Pick<Head, 'title'>> & Omit<Head, 'jsonLd'> & { jsonLd?: Record<string, unknown> };
      state: unknown;
      /** How many times the page was rendered: 1 when every query it used was declared by its routes. */
      renders: number;
    };

/** Queries a screen uses that its route did not declare are fetched after the first render, for at most this many more. */
const MAX_LATE_ROUNDS = 2;

/** The transport of the render in progress: each render's API calls go to its own (never a module-wide one). */
const renderTransports = new AsyncLocalStorage<Transport>();
setRenderTransportLookup(() => renderTransports.getStore());

export { fullTitle, isShellPath };

/** One handler for the process: route modules, once loaded, stay loaded. */
const handler = createStaticHandler(routes);

export function render(input: RenderInput): Promise<RenderResult> {
  return renderTransports.run(input.fetch, () => renderPage(input));
}

async function renderPage(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.url);
  if (isShellPath(url.pathname)) return { kind: 'shell' };
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions(withRetryOnMount(queryClient, false));
  // The routes' declared data first, all at once; a failure stays in the query's state (status from the data).
  const declared = context.matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.data?.({ params: m.params, search: url.searchParams }) ?? []);
  // A paged list (infinite query options: they say how to get the next page) is fetched as its first page.
  await Promise.all(
    declared.map((options) =>
      options.getNextPageParam
        ? queryClient.prefetchInfiniteQuery({ ...(options as FetchInfiniteQueryOptions), retry: false })
        : queryClient.prefetchQuery({ ...(options as FetchQueryOptions), retry: false }),
    ),
  );

  let head: Head = {};
  let renders = 0;
  const once = () => {
    head = {};
    renders++;
    return renderToString(
      <HeadContext value={head}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </HeadContext>,
    );
  };

  let html = once();
  // A screen that used a query its route did not declare: fetched now and rendered again (declare it instead).
  for (let round = 0; round < MAX_LATE_ROUNDS; round++) {
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && (q.options as { enabled?: unknown }).enabled !== false);
    if (!wanted.length) break;
    await Promise.all(wanted.map((q) => q.fetch({ ...q.options, retry: false }).catch(() => undefined)));
    html = once();
  }

  const queries = queryClient.getQueryCache().getAll();
  const codeOf = (err: unknown) => (err instanceof ApiError ? err.status : 500);
  const errorStatus = (status: (s: number) => boolean) => queries.some((q) => q.state.status === 'error' && status(codeOf(q.state.error)));
  // A failed data request is a failed page (crawlers come back later); a missing item is a 404.
  const status = errorStatus((s) => s >= 500 || s === 0) ? 500 : (head.status ?? (errorStatus((s) => s === 404) ? 404 : context.statusCode));
  const state = shippedState(queryClient, dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' }));
  for (const q of state.queries) if (q.state.error) (q.state as { error: unknown }).error = errorToWire(q.state.error);
  queryClient.clear();

  const canonical = `${url.origin}${url.pathname === '/' ? '/' : url.pathname.replace(/\/+$/, '')}`;
  const { jsonLd, ...rest } = head;
  return {
    kind: 'page',
    status,
    html,
    head: { ...rest, title: head.title ?? '', jsonLd: status < 400 ? jsonLd?.({ url: canonical, origin: url.origin }) : undefined },
    state,
    renders,
  };
}
