import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { safeKey } from '../../lib/storage.ts';

const types: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

/** An uploaded file's own policy: it can run nothing, load nothing and is never sniffed as another type. */
const STORAGE_CSP = "default-src 'none'; sandbox";

/** Headers of a stored file: its own sandbox policy (not the app's), nosniff, and a download (never inline) for anything but an image. */
export function storageHeaders(key: string, type: string): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': 'public, max-age=86400',
    'Content-Security-Policy': STORAGE_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  if (!/^image\/(png|jpeg|webp|gif)$/.test(type)) {
    const name = (key.split('/').pop() ?? 'file').replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100) || 'file';
    headers['Content-Disposition'] = `attachment; filename="${name}"`;
  }
  return headers;
}

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
    return c.body(body as Uint8Array<ArrayBuffer>, 200, storageHeaders(key, type));
  });
}
