import { vi } from 'vitest';
import { clearSession } from '../lib/session.ts';

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
