import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore.ts';

describe('createSemaphore', () => {
  it('never runs more than the limit at once, runs every task in order, and frees the slot after a failure', async () => {
    const s = createSemaphore(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const gates: (() => void)[] = [];
    const task = (i: number) => () => {
      started.push(i);
      running++;
      peak = Math.max(peak, running);
      return new Promise<number>((resolve, reject) => {
        gates[i] = () => {
          running--;
          if (i === 1) reject(new Error('boom'));
          else resolve(i);
        };
      });
    };
    const results = [0, 1, 2, 3, 4].map((i) => s.run(task(i)).catch((e: Error) => e.message));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(s.waiting).toBe(3);
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 0));
      gates[i]?.();
    }
    expect(await Promise.all(results)).toEqual([0, 'boom', 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(s.active).toBe(0);
  });
});
