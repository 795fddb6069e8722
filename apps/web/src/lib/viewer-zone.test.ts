import { format as dfns } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { format, formatZoned } from './viewer-zone.ts';
it('formats the public pages patterns exactly as date-fns does', () => {
  const pats = ['MMM d, yyyy h:mm a', 'MMM d, yyyy', "MMMM d, yyyy 'at' h:mm a", "EEE, MMM d, yyyy 'at' h:mm a", 'MMMM d, yyyy', 'MMM d', "yyyy-MM-dd'T'HH:mm"];
  // Every difference is collected and compared once: an expect() per call (68,000 of them) was most of the test's CPU.
  const differ: { at: string; pattern: string; ours: string; dateFns: string }[] = [];
  for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2028, 0, 1); t += 3_600_000 * 7 + 60_000 * 13) {
    const d = new Date(t);
    for (const p of pats) {
      const ours = format(d, p);
      const dateFns = dfns(d, p);
      if (ours !== dateFns) differ.push({ at: d.toISOString(), pattern: p, ours, dateFns });
    }
  }
  expect(differ).toEqual([]);
});

describe('formatZoned on the server (UTC)', () => {
  const d = new Date(Date.UTC(2026, 10, 25, 23, 30));
  it('labels a time of day UTC, a date alone not (the same width as the local text: no layout shift)', () => {
    expect(formatZoned(d, 'MMM d, yyyy', false)).toBe('Nov 25, 2026');
    expect(formatZoned(d, "MMMM d, yyyy 'at' h:mm a", false)).toBe('November 25, 2026 at 11:30 PM UTC');
  });
});
