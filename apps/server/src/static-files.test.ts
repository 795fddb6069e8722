import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import type { Deps } from './lib/context.ts';

// A tiny web build as apps/web/vite.config.ts writes it: hashed assets with a .br and a .gz beside the text ones.
const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(',')}];\n`;
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>AI Testing Hub</title><div id="root"></div>');
writeFileSync(path.join(dist, 'assets/app-Ab12Cd34.js'), script);
writeFileSync(path.join(dist, 'assets/app-Ab12Cd34.js.br'), brotliCompressSync(script));
writeFileSync(path.join(dist, 'assets/app-Ab12Cd34.js.gz'), gzipSync(script));
writeFileSync(path.join(dist, 'assets/logo-Ef56Gh78.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const deps = { log: pino({ level: 'silent' }), env: { APP_URL: 'http://localhost:3000' } } as unknown as Deps;
const app = createApp(deps, { webDist: dist });
const get = (p: string, acceptEncoding?: string) => app.request(p, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('static files', () => {
  it('sends the brotli file to a browser that accepts br, cached for a year as immutable', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip when only gzip is accepted, and the plain file (still varying by encoding) otherwise', async () => {
    const gz = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await plain.text()).toBe(script);
  });

  it('never compresses images, and answers a missing asset with 404', async () => {
    const png = await get('/assets/logo-Ef56Gh78.png', 'br, gzip');
    expect(png.status).toBe(200);
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(png.headers.get('content-type')).toBe('image/png');
    expect((await get('/assets/missing-123.js', 'br')).status).toBe(404);
  });

  it('revalidates index.html on every visit, for the root and for app routes', async () => {
    for (const p of ['/', '/jobs', '/webinars/42']) {
      const res = await get(p, 'br, gzip');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root"></div>');
    }
  });
});
