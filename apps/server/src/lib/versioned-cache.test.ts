import { describe, expect, it } from 'vitest';
import { etagOf, Store } from './versioned-cache.ts';

// The one map kind of the versioned cache: caps (count and bytes, oldest first out), TTL, one computation per miss.
const limits = { maxEntries: 3, maxBytes: 100, ttlMs: 1000 };

describe('Store', () => {
  it('pushes the oldest entries out past the entry cap, telling onEvict', () => {
    const evicted: string[] = [];
    const s = new Store<string>(
      limits,
      () => 1,
      (k) => evicted.push(k),
    );
    for (const k of ['a', 'b', 'c', 'd']) s.set(k, k);
    expect(s.get('a')).toBeUndefined();
    expect([s.get('b'), s.get('c'), s.get('d')]).toEqual(['b', 'c', 'd']);
    expect(evicted).toEqual(['a']);
    expect(s.size).toBe(3);
  });

  it('pushes the oldest entries out past the byte cap, and counts replaced entries once', () => {
    const evicted: string[] = [];
    const s = new Store<number>(
      limits,
      (n) => n,
      (k) => evicted.push(k),
    );
    s.set('a', 40);
    s.set('b', 40);
    s.set('a', 30); // replaced: 30 + 40 bytes held, and 'a' is now the newest
    expect(s.bytes).toBe(70);
    s.set('c', 50); // 120 bytes: 'b' (the oldest) goes
    expect(evicted).toEqual(['b']);
    expect(s.get('a')).toBe(30);
    expect(s.bytes).toBe(80);
  });

  it('treats an entry older than the TTL as missing, counted from when it was made', () => {
    const s = new Store<{ at: number }>(
      limits,
      () => 0,
      undefined,
      (v) => v.at,
    );
    const now = Date.now();
    s.set('fresh', { at: now });
    s.set('old', { at: now - 1001 });
    expect(s.get('fresh', now + 1000)).toEqual({ at: now });
    expect(s.get('fresh', now + 1001)).toBeUndefined();
    expect(s.get('old', now)).toBeUndefined();
  });

  it('runs one computation for concurrent misses of a key, and keeps its value', async () => {
    const s = new Store<string>(limits);
    let runs = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const make = async () => {
      runs++;
      await gate;
      return `made ${runs}`;
    };
    const waiting = Array.from({ length: 5 }, () => s.getOrMake('k', make));
    release();
    expect(await Promise.all(waiting)).toEqual(Array(5).fill('made 1'));
    expect(await s.getOrMake('k', make)).toBe('made 1');
    expect(runs).toBe(1);
  });

  it('stores nothing when the computation fails or gives null, so the next miss computes again', async () => {
    const s = new Store<string>(limits);
    const failing = [s.getOrMake('k', async () => Promise.reject(new Error('db down'))), s.getOrMake('k', async () => 'never run')];
    const settled = await Promise.allSettled(failing);
    expect(settled.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await s.getOrMake('k', async () => null)).toBeNull();
    expect(s.get('k')).toBeUndefined();
    expect(await s.getOrMake('k', async () => 'ok')).toBe('ok');
  });
});

describe('etagOf', () => {
  it('is a weak tag of the body alone', () => {
    expect(etagOf('{"a":1}')).toBe(etagOf(Buffer.from('{"a":1}')));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
    expect(etagOf('x')).toMatch(/^W\/"[\w-]{22}"$/);
  });
});
