import { describe, expect, it } from 'vitest';
import { readSignedLink, signLink } from './signed-link.ts';

describe('signed links', () => {
  it('reads back what it signed, for the same purpose only', () => {
    const v = signLink('secret', 'job-alert', ['a1']);
    expect(readSignedLink('secret', 'job-alert', v, 1)).toEqual(['a1']);
    expect(readSignedLink('secret', 'list-unsubscribe', v, 1)).toBeNull();
    expect(readSignedLink('other-secret', 'job-alert', v, 1)).toBeNull();
  });

  it('refuses altered parts, a wrong number of parts and empty parts', () => {
    const v = signLink('secret', 'list-unsubscribe', ['digest_weekly', 'u1']);
    expect(readSignedLink('secret', 'list-unsubscribe', v, 2)).toEqual(['digest_weekly', 'u1']);
    expect(readSignedLink('secret', 'list-unsubscribe', v.replace('u1', 'u2'), 2)).toBeNull();
    expect(readSignedLink('secret', 'list-unsubscribe', v, 1)).toBeNull();
    expect(readSignedLink('secret', 'list-unsubscribe', `${v}.`, 2)).toBeNull();
    expect(readSignedLink('secret', 'list-unsubscribe', '', 0)).toBeNull();
  });
});
