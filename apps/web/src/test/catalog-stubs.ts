import { afterEach, beforeEach, vi } from 'vitest';
import { clearSession, setSession } from '../lib/session.ts';

/**
 * For a catalogue screen test's beforeEach: signed out, and every fetch answered by `reply` as JSON.
 * jsdom does not know the HTML <search> element yet (browsers do); every other console.error still fails the test.
 */
export function stubCatalogFetch(reply: (url: string) => { status: number; body: unknown }) {
  const recordError = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args) => {
    if (String(args[0]).includes('is unrecognized in this browser') && args[1] === 'search') return;
    recordError(...args);
  });
  clearSession();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const r = reply(url);
      return new Response(JSON.stringify(r.body), { status: r.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

export type SeenRequest = { method: string; path: string; query: URLSearchParams };

/**
 * For a test of what a signed-in member's screen asks the server: registers its own beforeEach/afterEach (signed in as
 * member-1; every fetch recorded in `calls.seen` and answered 200 with `calls.answer(request)` as JSON). The page's view
 * beacon answers 204 and is not recorded: it is not what these tests count.
 */
export function recordMemberFetches() {
  const calls = { seen: [] as SeenRequest[], answer: (_s: SeenRequest): unknown => ({}) };
  beforeEach(() => {
    calls.seen = [];
    stubCatalogFetch(() => ({ status: 500, body: {} }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const u = new URL(url, 'http://localhost');
        if (u.pathname.startsWith('/api/views')) return new Response(null, { status: 204 });
        const s = { method: init?.method ?? 'GET', path: u.pathname, query: u.searchParams };
        calls.seen.push(s);
        return new Response(JSON.stringify(await calls.answer(s)), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    setSession({ accessToken: 'token', expiresAt: Math.floor(Date.now() / 1000) + 3600, user: { id: 'member-1', email: 'm@example.com' } as never });
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return calls;
}
