import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { encodeFor } from './encoding.ts';
import { etagOf, matchesEtag } from './versioned-cache.ts';

/**
 * How route() sends a JSON answer: one Response, made once, with every header it needs. Setting `c.res` again
 * in a middleware (or `c.header()` after the handler) makes Hono and its Node adapter rebuild the answer as a
 * web stream and read it back, a fifth of a signed-in request's CPU (docs/benchmarks/1301-scale-measurements.md, Session 2026-11-24),
 * so the shaping that depends on the answer happens here:
 * - `private` (a member's GET under a cached area, marked by publicCache): a private ETag of the JSON, 304 on a
 *   match, `Cache-Control: private, no-cache`, compressed for the request;
 * - `shared` (a visitor's miss the cache will store): the plain JSON, which publicCache compresses once and keeps;
 * - otherwise (member-only answers such as the dashboard): compressed for the request.
 * Compression: `encodeFor` (brotli q1 / gzip 1, bodies over 1 KB, as the browser accepts).
 */
export type AnswerKind = 'private' | 'shared';

export function jsonAnswer(c: Context<AppEnv>, text: string, status: 200 | 201 | 202): Response {
  c.set('json', text);
  const kind = c.get('answer');
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (kind === 'shared' || status !== 200) return c.body(text, status, headers);
  if (kind === 'private') {
    const tag = etagOf(text);
    headers.ETag = tag;
    headers['Cache-Control'] = 'private, no-cache';
    headers.Vary = 'Authorization, Accept-Encoding';
    if (matchesEtag(c.req.header('if-none-match'), tag)) return c.body(null, 304, headers);
  } else {
    headers.Vary = 'Accept-Encoding';
  }
  const sent = encodeFor(Buffer.from(text), c.req.header('accept-encoding'));
  if (sent.encoding) headers['Content-Encoding'] = sent.encoding;
  return c.body(sent.encoding ? (sent.body as Uint8Array<ArrayBuffer>) : text, 200, headers);
}
