import type * as catalog from '@portal/shared/catalog-contracts';
import type * as webinars from '@portal/shared/webinars-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { setRenderTransportLookup, type Transport } from './api-client.ts';
import { callByType } from './api-by-type.ts';

describe('callByType', () => {
  const seen: { path: string; method?: string; body?: unknown }[] = [];
  const answer =
    (json: unknown): Transport =>
    async (path, init) => {
      seen.push({ path, method: init.method, body: init.body });
      return new Response(JSON.stringify(json), { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
  afterEach(() => {
    setRenderTransportLookup(() => undefined);
    seen.length = 0;
  });

  it('sends the method and the path with its parameters escaped, answers the JSON', async () => {
    setRenderTransportLookup(() => answer({ consentNeeded: null }));
    const res = await callByType<typeof webinars.register>('post', '/api/webinars/{id}/register', { params: { id: 'a/b c' } });
    expect(res).toEqual({ consentNeeded: null });
    expect(seen).toEqual([{ path: '/api/webinars/a%2Fb%20c/register', method: 'POST', body: undefined }]);
  });

  it('sends the body as JSON', async () => {
    setRenderTransportLookup(() => answer({ liked: true, likeCount: 1, consentNeeded: null }));
    await callByType<typeof catalog.unlike>('delete', '/api/likes', { body: { contentType: 'job', contentId: 'x' } });
    expect(seen).toEqual([{ path: '/api/likes', method: 'DELETE', body: '{"contentType":"job","contentId":"x"}' }]);
  });

  it("refuses (at compile time) a path or method other than the contract's", () => {
    const never = () => {
      // @ts-expect-error the landing's contract is GET /api/landing
      void callByType<typeof catalog.landing>('get', '/api/landings', {});
      // @ts-expect-error the landing's contract is GET /api/landing
      void callByType<typeof catalog.landing>('post', '/api/landing', {});
    };
    expect(typeof never).toBe('function');
  });
});
