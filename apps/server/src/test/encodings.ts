import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'vitest';

/**
 * Asks for `text`'s answer in each encoding a browser may accept (`get(acceptEncoding)`) and checks it arrives in that
 * encoding, passes `check` (headers), and decodes back to exactly `text`.
 */
export async function expectEachEncoding(get: (acceptEncoding: string) => Promise<Response>, text: string, check: (res: Response) => void = () => {}) {
  for (const [accept, coding, decode] of [
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const) {
    const res = await get(accept);
    expect(res.headers.get('content-encoding'), accept).toBe(coding);
    check(res);
    expect(decode(Buffer.from(await res.arrayBuffer())).toString()).toBe(text);
  }
}
