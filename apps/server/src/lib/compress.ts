import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { encodeFor } from './encoding.ts';

/**
 * JSON answers made for one request (a member's dashboard, lists with their flags, their profile) are compressed
 * as the browser accepts (encoding.ts `encodeFor`: cheap settings, bodies over 1 KB). Visitors' shared answers
 * arrive here already compressed once when stored (public-cache.ts) and pass untouched, as do files, 304s and
 * anything not made by route() (which hands over its JSON text, so no body is read back from a stream).
 */
export const compressAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const text = c.get('json');
  if (text === undefined || c.res.status !== 200 || c.res.headers.has('Content-Encoding')) return;
  const sent = encodeFor(Buffer.from(text), c.req.header('accept-encoding'));
  if (!sent.encoding) return;
  const headers = new Headers(c.res.headers);
  headers.set('Content-Encoding', sent.encoding);
  headers.delete('Content-Length');
  const vary = headers.get('Vary');
  if (!vary?.includes('Accept-Encoding')) headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  c.res = new Response(sent.body, { status: 200, headers });
};
