import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A cached body and its compressed variants, each made when a client that accepts it first asks for it, not when the
 * answer is stored (docs/decisions/2425-compress-on-use.md). Most answers of a cache miss (a new search word, a deep
 * page) are sent once and never asked again: the first use makes only the variant its client takes, at the cheapest
 * level (FAST_*); a second use makes it again at the stored level (FULL_*, the smaller bytes every later visitor gets),
 * so an answer asked for again is compressed well once and sent as it is from then on. Bodies under MIN_COMPRESS_BYTES
 * are sent as they are. A variant is null when it came out no smaller than the body (the body is sent then).
 */
export type Encoded = {
  readonly body: Uint8Array;
  /** Whether the body is large enough to be sent compressed (Vary: Accept-Encoding). */
  readonly compressible: boolean;
  /** Times a variant was picked (pickEncoding): the first use compresses fast, later ones at the stored level. */
  uses: number;
  br?: Variant | null;
  gzip?: Variant | null;
};
type Variant = { bytes: Uint8Array; full: boolean };
type Coding = 'br' | 'gzip';

const MIN_COMPRESS_BYTES = 1024;
/**
 * The stored level, quality 5 / level 6: most of the gain at a few milliseconds for a large page, paid once per answer
 * that is asked for twice. The first use's level, quality 1 / level 1: ~0.1-0.4 ms for an 18 KB list page against
 * ~0.8-1.7 ms for both variants at the stored level, ~25-45% more bytes for that one answer.
 */
const FULL = { br: 5, gzip: 6 } as const;
const FAST = { br: 1, gzip: 1 } as const;

export function encode(body: Uint8Array): Encoded {
  return { body, compressible: body.byteLength >= MIN_COMPRESS_BYTES, uses: 0 };
}

function compress(body: Uint8Array, coding: Coding, level: number): Uint8Array {
  if (coding === 'gzip') return gzipSync(body, { level });
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: level, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });
}

/** The variant of `coding`, made now if missing, or remade at the stored level if the first use made it fast. */
function variant(e: Encoded, coding: Coding): Variant | null {
  const have = e[coding];
  const first = e.uses === 0;
  if (have === null || (have && (have.full || first))) return have;
  const bytes = compress(e.body, coding, first ? FAST[coding] : FULL[coding]);
  const made = bytes.byteLength < e.body.byteLength ? { bytes, full: !first } : null;
  e[coding] = made;
  return made;
}

const brotliAsync = promisify(brotliCompress);

/**
 * `e` with its brotli variant at the best quality (11), made on libuv's thread pool, not the event loop: for a
 * rendered page ~11 % fewer bytes than quality 5 (/ 9.5 → 8.5 kB), at 130-280 ms of a pool thread's CPU, so it is
 * spent only on what is sent often (servePagesFast: a page's hot copies). `e` itself when it is not compressible or
 * the new variant is not smaller than the one it has.
 */
export async function withBestBrotli(e: Encoded): Promise<Encoded> {
  if (!e.compressible) return e;
  const br = await brotliAsync(e.body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: e.body.byteLength },
  });
  const have = e.br?.bytes.byteLength ?? e.body.byteLength;
  return br.byteLength < have ? { ...e, br: { bytes: br, full: true } } : e;
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

/**
 * Bytes held by an encoded body, for caches capped by size (counted when stored): the body, and for each variant not made
 * yet a quarter of the body (JSON and HTML compress 4-6 fold at the stored levels).
 */
export const encodedBytes = (e: Encoded) => {
  const guess = e.compressible ? e.body.byteLength / 4 : 0;
  const of = (v: Variant | null | undefined) => (v === undefined ? guess : (v?.bytes.byteLength ?? 0));
  return e.body.byteLength + Math.ceil(of(e.br) + of(e.gzip));
};

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

/** The variant to send for this Accept-Encoding (brotli, else gzip, else the body as it is), made on its first use. */
export function pickEncoding(e: Encoded, acceptEncoding: string | undefined): { body: Uint8Array; encoding: Coding | null } {
  let sent: { body: Uint8Array; encoding: Coding | null } = { body: e.body, encoding: null };
  if (acceptEncoding && e.compressible) {
    const a = acceptedBy(acceptEncoding);
    for (const coding of ['br', 'gzip'] as const) {
      if (!a[coding]) continue;
      const v = variant(e, coding);
      if (v) {
        sent = { body: v.bytes, encoding: coding };
        break;
      }
    }
  }
  e.uses++;
  return sent;
}

/** Headers for a sent variant: Content-Encoding when compressed; Vary when the body may be sent compressed (a cache must not mix them). */
export function setEncodingHeaders(headers: Headers, encoding: Coding | null, e: Encoded) {
  if (encoding) headers.set('Content-Encoding', encoding);
  if (e.compressible) {
    const vary = headers.get('Vary');
    headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
}
