import { describe, expect, it } from 'vitest';
import { analyticsFunnel, analyticsQuery, viewRequest } from './analytics.ts';

describe('analytics', () => {
  it('builds the funnel: views, likes, registrations plus activations, completed trials', () => {
    const f = analyticsFunnel({ views: 100, likes: 20, registrations: 5, activations: 3, completedTrials: 2, averageRating: 4.5, ratings: 2 });
    expect(f.map((s) => [s.key, s.value])).toEqual([
      ['views', 100],
      ['likes', 20],
      ['signups', 8],
      ['completed', 2],
    ]);
  });

  it('accepts only the offered periods and the six content types', () => {
    expect(analyticsQuery.parse({})).toEqual({ weeks: 12 });
    expect(analyticsQuery.parse({ weeks: '26' })).toEqual({ weeks: 26 });
    expect(analyticsQuery.safeParse({ weeks: '5' }).success).toBe(false);
    expect(viewRequest.safeParse({ type: 'forum_topic', id: '20000000-0000-4000-8000-000000000001' }).success).toBe(false);
    expect(viewRequest.safeParse({ type: 'job', id: '20000000-0000-4000-8000-000000000001' }).success).toBe(true);
  });
});
