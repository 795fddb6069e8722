import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encode, encodedBytes, pickEncoding, withBestBrotli } from './encoding.ts';

const browser = 'gzip, deflate, br';
/** A JSON-like body of ~18 KB, like a list page: repetitive enough to compress, varied enough that levels differ. */
const body = Buffer.from(
  JSON.stringify({
    items: Array.from({ length: 60 }, (_, i) => ({ id: `job-${i * 7919}`, title: `Engineer ${i ** 3}`, text: `Tests ${i} flaky ${i * 13} suites.`.repeat(6) })),
  }),
);
const full = (coding: 'br' | 'gzip') =>
  coding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
    : gzipSync(body, { level: 6 });

describe('encode: compressed variants made on use', () => {
  it('makes nothing when stored, and on the first use only the variant that client takes, at the fast level', () => {
    const e = encode(body);
    expect(e.br).toBeUndefined();
    expect(e.gzip).toBeUndefined();
    const first = pickEncoding(e, browser);
    expect(first.encoding).toBe('br');
    expect(Buffer.from(brotliDecompressSync(first.body)).equals(body)).toBe(true);
    expect(Buffer.from(first.body).equals(full('br'))).toBe(false);
    expect(e.gzip).toBeUndefined();
  });

  it('remakes a variant at the stored level on its next use, then sends those bytes to everyone', () => {
    const e = encode(body);
    const first = pickEncoding(e, browser);
    const second = pickEncoding(e, browser);
    expect(Buffer.from(second.body).equals(full('br'))).toBe(true);
    expect(second.body.byteLength).toBeLessThan(first.body.byteLength);
    expect(pickEncoding(e, 'br').body).toBe(second.body);
    // A variant first asked for after the first use is made at the stored level straight away.
    const gz = pickEncoding(e, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(Buffer.from(gz.body).equals(full('gzip'))).toBe(true);
    expect(Buffer.from(gunzipSync(gz.body)).equals(body)).toBe(true);
  });

  it('sends the body as it is to a client that accepts no compression, and small bodies always', () => {
    const e = encode(body);
    expect(pickEncoding(e, undefined)).toEqual({ body, encoding: null });
    expect(pickEncoding(e, 'br;q=0, identity')).toEqual({ body, encoding: null });
    expect(e.br).toBeUndefined();
    const small = encode(Buffer.from('{"items":[]}'));
    expect(small.compressible).toBe(false);
    expect(pickEncoding(small, browser).encoding).toBeNull();
  });

  it('counts the bytes of variants made, and a quarter of the body for each one not made yet', () => {
    const e = encode(body);
    expect(encodedBytes(e)).toBe(body.byteLength + Math.ceil(body.byteLength / 2));
    pickEncoding(e, browser);
    pickEncoding(e, browser);
    expect(encodedBytes(e)).toBe(body.byteLength + Math.ceil(full('br').byteLength + body.byteLength / 4));
  });
});

describe('pickEncoding', () => {
  const e = encode(Buffer.from('<p>a page</p>'.repeat(200)));

  it('sends brotli, else gzip, else the body, as each Accept-Encoding text says (each text answered on its own)', () => {
    // The same texts asked twice, in between others: a remembered answer belongs to its own text only.
    for (let round = 0; round < 2; round++) {
      expect(pickEncoding(e, 'gzip, deflate, br').encoding).toBe('br');
      expect(pickEncoding(e, 'gzip, deflate').encoding).toBe('gzip');
      expect(pickEncoding(e, 'br;q=0, gzip').encoding).toBe('gzip');
      expect(pickEncoding(e, 'br;q=0, gzip;q=0').encoding).toBeNull();
      expect(pickEncoding(e, 'identity').body).toBe(e.body);
      expect(pickEncoding(e, undefined).encoding).toBeNull();
    }
    expect(pickEncoding(e, 'br').body).toBe(e.br?.bytes);
  });
});

describe('withBestBrotli', () => {
  it('replaces the brotli variant by a smaller one at quality 11, decoding to the same body', async () => {
    const e = encode(body);
    pickEncoding(e, browser);
    pickEncoding(e, browser);
    const best = await withBestBrotli(e);
    expect(best.br?.bytes.byteLength).toBeLessThan(e.br?.bytes.byteLength ?? 0);
    expect(Buffer.from(brotliDecompressSync(best.br?.bytes ?? new Uint8Array())).equals(body)).toBe(true);
    expect(pickEncoding(best, browser).body).toBe(best.br?.bytes);
    const small = encode(Buffer.from('{}'));
    expect(await withBestBrotli(small)).toBe(small);
  });
});
