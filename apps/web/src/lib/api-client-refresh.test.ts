import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The refresh rule of api() and apiDownload() (sendWithRefresh): a 401 on a signed-in call refreshes the
 * session once and retries with the new token; when the refresh fails the member is signed out. Calls made
 * without auth, or while signed out, are never retried.
 */
const session = vi.hoisted(() => ({
  token: null as string | null,
  refreshed: null as { accessToken: string } | null,
  refreshCalls: 0,
  expired: 0,
}));
vi.mock('./session.ts', () => ({
  accessToken: () => session.token,
  refreshSession: async (force: boolean) => {
    session.refreshCalls++;
    expect(force).toBe(true);
    if (session.refreshed) session.token = session.refreshed.accessToken;
    return session.refreshed;
  },
  expireSession: () => {
    session.expired++;
    session.token = null;
  },
}));

const { api, ApiError, newIdempotencyKey } = await import('./api-client.ts');

type Seen = { path: string; auth: string | null; method: string; key?: string };
let seen: Seen[] = [];
/** A fetch that answers each call with the next of `answers` and records the bearer token it was sent. */
function answering(...answers: (() => Response)[]) {
  const fetchMock = vi.fn(async (path: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    seen.push({
      path,
      auth: headers.Authorization ?? null,
      method: String(init.method),
      ...(headers['Idempotency-Key'] ? { key: headers['Idempotency-Key'] } : {}),
    });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected request ${path}`);
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
}
const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = json(401, { error: { code: 'unauthorized', message: 'Sign in required' } });

beforeEach(() => {
  seen = [];
  Object.assign(session, { token: 'old', refreshed: null, refreshCalls: 0, expired: 0 });
});
afterEach(() => vi.unstubAllGlobals());

describe('api(): one refresh and one retry on 401', () => {
  it('retries once with the refreshed token and returns the second answer', async () => {
    session.refreshed = { accessToken: 'new' };
    answering(unauthorized, json(200, { ok: 1 }));
    await expect(api('/api/me')).resolves.toEqual({ ok: 1 });
    expect(seen).toEqual([
      { path: '/api/me', auth: 'Bearer old', method: 'GET' },
      { path: '/api/me', auth: 'Bearer new', method: 'GET' },
    ]);
    expect(session.refreshCalls).toBe(1);
    expect(session.expired).toBe(0);
  });

  it('sends the same body and method again on the retry', async () => {
    session.refreshed = { accessToken: 'new' };
    answering(unauthorized, json(201, { id: 'x' }));
    await api('/api/likes', { body: { contentType: 'job', contentId: 'j' } });
    expect(seen.map((s) => s.method)).toEqual(['POST', 'POST']);
  });

  it('signs out and says so when the session cannot be renewed, without a second request', async () => {
    answering(unauthorized);
    const err = await api('/api/me').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 401, code: 'unauthorized', message: 'Your session has expired. Please sign in again.' });
    expect(session.expired).toBe(1);
    expect(seen).toHaveLength(1);
  });

  it('does not refresh twice: a second 401 after the retry is the answer', async () => {
    session.refreshed = { accessToken: 'new' };
    answering(unauthorized, unauthorized);
    await expect(api('/api/me')).rejects.toMatchObject({ status: 401, message: 'Sign in required' });
    expect(session.refreshCalls).toBe(1);
    expect(session.expired).toBe(0);
  });

  it('never refreshes a call made without auth (sign-in) or while signed out', async () => {
    answering(unauthorized);
    await expect(api('/api/auth/login', { body: {}, auth: false })).rejects.toMatchObject({ status: 401 });
    expect(seen[0]?.auth).toBeNull();
    session.token = null;
    answering(unauthorized);
    await expect(api('/api/me')).rejects.toMatchObject({ status: 401 });
    expect(session.refreshCalls).toBe(0);
    expect(session.expired).toBe(0);
  });

  it('leaves other errors alone: a 403 is not a reason to refresh', async () => {
    answering(json(403, { error: { code: 'forbidden', message: 'Admins only' } }));
    await expect(api('/api/admin/users')).rejects.toMatchObject({ status: 403, message: 'Admins only' });
    expect(session.refreshCalls).toBe(0);
  });

  it('turns a failed fetch into the network error, but passes an abort through', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api('/api/me')).rejects.toMatchObject({ status: 0, code: 'network' });
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(abort));
    await expect(api('/api/me')).rejects.toBe(abort);
  });
});

describe('api(): the Idempotency-Key of one user action', () => {
  it('sends the key, and the same key again on the retry after a refresh', async () => {
    session.refreshed = { accessToken: 'new' };
    answering(unauthorized, json(201, { id: 'r1' }));
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[\x21-\x7e]{1,200}$/);
    expect(newIdempotencyKey()).not.toBe(key);
    await expect(api('/api/forum/topics/t1/replies', { body: { content: 'hi' }, idempotencyKey: key })).resolves.toEqual({ id: 'r1' });
    expect(seen).toEqual([
      { path: '/api/forum/topics/t1/replies', auth: 'Bearer old', method: 'POST', key },
      { path: '/api/forum/topics/t1/replies', auth: 'Bearer new', method: 'POST', key },
    ]);
  });
});
