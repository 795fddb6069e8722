import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A cached body with its compressed variants, made once when the answer is stored (docs/decisions/
 * 1301-scale-infrastructure.md, Session 2026-11-23): a cached answer is sent to every visitor as it
 * is, so no request pays for compression. Bodies under MIN_COMPRESS_BYTES are sent as they are.
 */
export type Encoded = { body: Uint8Array; br: Uint8Array | null; gzip: Uint8Array | null };

const MIN_COMPRESS_BYTES = 1024;

export function encode(body: Uint8Array): Encoded {
  if (body.byteLength < MIN_COMPRESS_BYTES) return { body, br: null, gzip: null };
  // Quality 5 / level 6: most of the gain at a few milliseconds for a large page, paid once per version.
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
  });
  const gzip = gzipSync(body, { level: 6 });
  return { body, br: br.byteLength < body.byteLength ? br : null, gzip: gzip.byteLength < body.byteLength ? gzip : null };
}

const brotliAsync = promisify(brotliCompress);

/**
 * `e` with its brotli variant at the best quality (11), made on libuv's thread pool, not the event loop: for a
 * rendered page ~11 % fewer bytes than quality 5 (/ 9.5 → 8.5 kB), at 130-280 ms of a pool thread's CPU, so it is
 * spent only on what is sent often (servePagesFast: a page's hot copies). `e` itself when it has no brotli variant
 * or the new one is not smaller.
 */
export async function withBestBrotli(e: Encoded): Promise<Encoded> {
  if (!e.br) return e;
  const br = await brotliAsync(e.body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: e.body.byteLength },
  });
  return br.byteLength < e.br.byteLength ? { ...e, br } : e;
}

/**
 * One answer compressed for this request only (a member's own answer, never stored): brotli at quality 1 or gzip
 * at level 1, the cheapest settings (~15-30 µs for a list page; quality 4 cost 14% of a signed-in list's CPU), a
 * quarter of the bytes on the wire. Bodies under MIN_COMPRESS_BYTES, or clients that accept neither, get the body as it is.
 */
export function encodeFor(body: Uint8Array, acceptEncoding: string | undefined): { body: Uint8Array; encoding: 'br' | 'gzip' | null } {
  if (!acceptEncoding || body.byteLength < MIN_COMPRESS_BYTES) return { body, encoding: null };
  if (accepts(acceptEncoding, 'br')) {
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    });
    return { body: br, encoding: 'br' };
  }
  if (accepts(acceptEncoding, 'gzip')) return { body: gzipSync(body, { level: 1 }), encoding: 'gzip' };
  return { body, encoding: null };
}

/** Bytes held by an encoded body (all its variants), for caches capped by size. */
export const encodedBytes = (e: Encoded) => e.body.byteLength + (e.br?.byteLength ?? 0) + (e.gzip?.byteLength ?? 0);

/** Whether `accept-encoding` accepts `coding` (present without q=0). */
function accepts(header: string, coding: string): boolean {
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * What an Accept-Encoding header accepts, remembered per header text: browsers send a handful of different texts, and
 * every cached answer on the fast paths asks (the parse was ~2 µs of a ~30 µs cached answer).
 */
const accepted = new Map<string, { br: boolean; gzip: boolean }>();
function acceptedBy(header: string) {
  let a = accepted.get(header);
  if (!a) {
    a = { br: accepts(header, 'br'), gzip: accepts(header, 'gzip') };
    if (accepted.size >= 64) accepted.clear();
    accepted.set(header, a);
  }
  return a;
}

/** The variant to send for this Accept-Encoding: brotli, else gzip, else the body as it is. */
export function pickEncoding(e: Encoded, acceptEncoding: string | undefined): { body: Uint8Array; encoding: 'br' | 'gzip' | null } {
  if (acceptEncoding && (e.br || e.gzip)) {
    const a = acceptedBy(acceptEncoding);
    if (e.br && a.br) return { body: e.br, encoding: 'br' };
    if (e.gzip && a.gzip) return { body: e.gzip, encoding: 'gzip' };
  }
  return { body: e.body, encoding: null };
}

/** Headers for a sent variant: Content-Encoding when compressed; Vary always (a cache must not mix them). */
export function setEncodingHeaders(headers: Headers, encoding: 'br' | 'gzip' | null, e: Encoded) {
  if (encoding) headers.set('Content-Encoding', encoding);
  if (e.br || e.gzip) {
    const vary = headers.get('Vary');
    headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
}
