import { errorText } from '@portal/shared/api-text';
import type { z } from 'zod';
import { accessToken, expireSession, refreshSession } from './session.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * The one way the client reads a failure for the screen: the server's message; otherwise the caller's
 * fallback, or the spec's generic error text (errorText).
 */
export function errorMessage(err: unknown, fallback?: string): string {
  if (err instanceof ApiError && err.message) return err.message;
  return fallback ?? errorText(err);
}

export type Transport = (path: string, init: RequestInit) => Promise<Response>;
const browserFetch: Transport = (path, init) => fetch(path, init);
let renderTransport: () => Transport | undefined = () => undefined;

/**
 * The server renderer answers API calls in-process, per render: `lookup` gives the transport of the render in
 * progress (entry-server.tsx keeps it in the render's async context), so concurrent renders never share one.
 * Without one (the browser) calls go to fetch.
 */
export function setRenderTransportLookup(lookup: () => Transport | undefined) {
  renderTransport = lookup;
}

/**
 * A new Idempotency-Key for one user action (a submit): the server answers a repeat of it (nginx passing the
 * request on after an app process died) without writing twice (docs/decisions/2506-idempotency-keys.md).
 * crypto.randomUUID needs a secure context; getRandomValues does not.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `idempotencyKey`: sent as the Idempotency-Key header (the same key on the 401 refresh-and-retry below). */
type Options = { method?: string; body?: unknown; signal?: AbortSignal; auth?: boolean; idempotencyKey?: string };

async function send(path: string, opts: Options, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A Blob or File (uploads) is sent as it is, with its own type; everything else as JSON.
  const raw = typeof Blob !== 'undefined' && opts.body instanceof Blob ? opts.body : null;
  if (raw) headers['Content-Type'] = raw.type || 'application/octet-stream';
  else if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  return (renderTransport() ?? browserFetch)(path, {
    method: opts.method ?? (opts.body !== undefined ? 'POST' : 'GET'),
    headers,
    body: raw ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
    credentials: 'same-origin',
    signal: opts.signal,
  });
}

/** The server's error body `{ error: { code, message, fields? } }`, checked by hand: no schema library in the first load. */
function errorBody(body: unknown): { code: string; message: string; fields?: Record<string, string> } | null {
  const error = (body as { error?: unknown } | null)?.error as { code?: unknown; message?: unknown; fields?: unknown } | undefined;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') return null;
  const fields = error.fields;
  if (fields !== undefined && (typeof fields !== 'object' || fields === null || Object.values(fields).some((v) => typeof v !== 'string'))) return null;
  return { code: error.code, message: error.message, fields: fields as Record<string, string> | undefined };
}

async function toError(res: Response): Promise<ApiError> {
  const body = await res.json().catch(() => null);
  const error = errorBody(body);
  if (error) return new ApiError(res.status, error.code, error.message, error.fields);
  return new ApiError(res.status, 'internal', res.status >= 500 ? 'An unexpected error occurred' : `Request failed (${res.status})`);
}

/** Sends with the access token; on 401 refreshes once and retries. Signs out when the session cannot be renewed. */
async function sendWithRefresh(path: string, opts: Options): Promise<Response> {
  try {
    const res = await send(path, opts, opts.auth === false ? null : accessToken());
    if (res.status === 401 && opts.auth !== false && accessToken()) {
      const next = await refreshSession(true);
      if (!next) {
        expireSession();
        throw new ApiError(401, 'unauthorized', 'Your session has expired. Please sign in again.');
      }
      return await send(path, opts, next.accessToken);
    }
    return res;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(0, 'network', 'Network error. Please check your connection and try again.');
  }
}

/**
 * Calls the API with the access token; on 401 refreshes once and retries. When the session cannot
 * be renewed the user is signed out and sent to /login. The answer is typed by the shared schema `S`
 * (`api<typeof someResponse>(path)`): the server already parses every answer with that schema before
 * sending it (route()), so the browser does not parse it again and zod stays out of the first load.
 */
export async function api<S>(path: string, opts: Options = {}): Promise<z.output<S>> {
  const res = await sendWithRefresh(path, opts);
  if (!res.ok) throw await toError(res);
  if (res.status === 204) return undefined as z.output<S>;
  return (await res.json()) as z.output<S>;
}

/**
 * Downloads a file the server produces (CSV exports) with the same token refresh-and-retry as api(),
 * then saves it under the name from Content-Disposition (or the fallback).
 */
export async function apiDownload(path: string, fallbackName: string, opts: Pick<Options, 'signal'> = {}): Promise<string> {
  const res = await sendWithRefresh(path, opts);
  if (!res.ok) throw await toError(res);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
