/**
 * The server renderer (built with `vite build --ssr`): the same routes, screens and query options as
 * the browser. Screens ask for their data with useQuery; a first render records which queries a page
 * needs, they are fetched through the app's own API in-process (as a visitor), and a second render
 * produces the HTML. The query cache goes along with the HTML for the browser to hydrate.
 */
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { isShellPath, routes } from './app/router.tsx';
import { ApiError, setApiTransport } from './lib/api-client.ts';
import { fullTitle, type Head, HeadContext } from './lib/head.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { errorToWire, withRetryOnMount } from './lib/ssr-state.ts';

type RenderInput = {
  /** Absolute URL of the request (its origin is the public APP_URL). */
  url: string;
  /** Answers `/api/...` in-process. */
  fetch: (path: string, init: RequestInit) => Promise<Response>;
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
    };

const MAX_DATA_ROUNDS = 3;

export { fullTitle, isShellPath };

/** One handler for the process: route modules, once loaded, stay loaded. */
const handler = createStaticHandler(routes);

export async function render(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.url);
  if (isShellPath(url.pathname)) return { kind: 'shell' };
  setApiTransport(input.fetch);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions(withRetryOnMount(queryClient, false));
  let head: Head = {};
  const once = () => {
    head = {};
    return renderToString(
      <HeadContext value={head}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </HeadContext>,
    );
  };

  let html = once();
  for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
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
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' });
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
  };
}
