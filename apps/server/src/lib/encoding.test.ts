import { describe, expect, it } from 'vitest';
import { encode, pickEncoding } from './encoding.ts';

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
    expect(pickEncoding(e, 'br').body).toBe(e.br);
  });
});
