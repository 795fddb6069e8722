import { describe, expect, it } from 'vitest';
import { sameName } from './early-input.ts';

// A press kept before the app ran is replayed on the button that still has the name it had (decision 2112). The
// names of like buttons carry their counts, which another member's like changes meanwhile.
describe('sameName: the pressed button, counts aside', () => {
  it('a changed count is the same button', () => {
    expect(sameName('Like Quality Engineering Manager, 0 likes|0', 'Like Quality Engineering Manager, 1 like|1')).toBe(true);
    expect(sameName('Like Quorvex Pro, 1,204 likes|1,204', 'Like Quorvex Pro, 1,205 likes|1,205')).toBe(true);
    expect(sameName('Helpful (3)|Helpful (3)', 'Helpful (4)|Helpful (4)')).toBe(true);
  });

  it('other words are another button', () => {
    expect(sameName('Like Quorvex Pro, 3 likes|3', 'Unlike Quorvex Pro, 4 likes|4')).toBe(false);
    expect(sameName('Like Quorvex Pro, 3 likes|3', 'Like Testloom Enterprise, 3 likes|3')).toBe(false);
    expect(sameName('Follow Quorvex|Follow', 'Following Quorvex|Following')).toBe(false);
    expect(sameName('Register|Register', 'Registered|Registered')).toBe(false);
  });
});
