import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { safeKey } from '../../lib/storage.ts';

const types: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

/** GET /storage/{key}: public uploaded files (avatars) from the storage adapter, with cache headers. */
export function registerStorageRoutes(app: Hono<AppEnv>) {
  app.get('/storage/*', async (c) => {
    let key = '';
    let ok = true;
    try {
      key = safeKey(decodeURIComponent(c.req.path.slice('/storage/'.length)));
    } catch {
      ok = false; // malformed escapes or an unsafe key: a plain 404, never a 500
    }
    const type = types[key.split('.').pop()?.toLowerCase() ?? ''];
    ok &&= !!type;
    const body = ok ? await c.get('deps').storage.get(key) : null;
    if (!body || !type) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    return c.body(body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
  });
}
