import { describe, expect, it } from 'vitest';
import { jobListQuery, likePattern, likeRequest, trialListQuery, webinarListQuery } from './catalog-api.ts';

describe('likePattern', () => {
  it('wraps the text and escapes %, _ and backslash', () => {
    expect(likePattern('ai')).toBe('%ai%');
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('list queries', () => {
  it('read comma lists and repeated keys, and default the sorts', () => {
    const q = webinarListQuery.parse({ vendors: 'a,b', status: ['upcoming', 'live'], level: '' });
    expect(q).toMatchObject({ vendors: ['a', 'b'], status: ['upcoming', 'live'], level: [], page: 1 });
    // No sort chosen: live first, then upcoming soonest, then recordings (issue 14).
    expect(q.sort).toBeUndefined();
    expect(trialListQuery.parse({})).toMatchObject({ sort: 'start_date', dir: 'desc' });
    expect(jobListQuery.parse({ salaryMin: '' }).salaryMin).toBeUndefined();
  });
  it('reject unknown values', () => {
    expect(webinarListQuery.safeParse({ status: 'cancelled' }).success).toBe(false);
    expect(jobListQuery.safeParse({ sort: 'random' }).success).toBe(false);
    expect(likeRequest.safeParse({ contentType: 'bookmark', contentId: '00000000-0000-4000-8000-000000000000' }).success).toBe(false);
  });
});
