import { describe, expect, it } from 'vitest';
import { paced } from './mapped.ts';

/** A clock the test moves: `work(ms)` is time the loop spends busy, rests are recorded and pass at once. */
function fakeClock() {
  let t = 0;
  const rests: number[] = [];
  return {
    rests,
    work: (ms: number) => {
      t += ms;
    },
    clock: {
      now: () => t,
      rest: async (ms: number) => {
        rests.push(ms);
        t += ms;
      },
    },
  };
}

describe('paced(): a sync keeps busy for its duty share of the time', () => {
  it('returns at once within a turn, then rests busy × (1/duty − 1)', async () => {
    const c = fakeClock();
    const pace = paced(0.5, 2, c.clock);
    c.work(1);
    await pace();
    expect(c.rests).toEqual([]);
    c.work(9); // 10 ms busy since the start: rests 10 ms at duty 0.5
    await pace();
    expect(c.rests).toEqual([10]);
    c.work(4); // the rest does not count as busy: 4 ms since it ended
    await pace();
    expect(c.rests).toEqual([10, 4]);
  });

  it('rests three times as long as it worked at duty 0.25, and only yields a turn at duty 1', async () => {
    const quarter = fakeClock();
    const slow = paced(0.25, 2, quarter.clock);
    quarter.work(8);
    await slow();
    expect(quarter.rests).toEqual([24]);

    const full = fakeClock();
    const fast = paced(1, 2, full.clock);
    full.work(8);
    await fast();
    expect(full.rests).toEqual([0]);
  });

  it('keeps the duty between 0.05 and 1 whatever it is given', async () => {
    const c = fakeClock();
    const pace = paced(0, 2, c.clock);
    c.work(2);
    await pace();
    expect(c.rests[0]).toBeCloseTo(38); // 2 × (1/0.05 − 1)
  });
});
