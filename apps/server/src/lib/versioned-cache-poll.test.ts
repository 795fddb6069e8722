import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import type { Env } from './env.ts';

// The version poll with the database read stood in for: each read is counted and answered when the test says
// (the area versions, and the member versions written since `since`, with the snapshot's xmin).
type Read = {
  since: number | null;
  resolve: (v: Record<string, number>, members?: [string, number][], xmin?: number) => void;
  reject: (err: Error) => void;
};
const reads: Read[] = [];
vi.mock('./public-cache.queries.ts', () => ({
  readCacheState: (_db: unknown, since: number | null) =>
    new Promise((done, fail) => reads.push({ since, resolve: (versions, members = [], xmin = 0) => done({ versions, members, xmin }), reject: fail })),
}));
const { currentVersions, forgetVersions, freshVersions, memberVersion } = await import('./versioned-cache.ts');

const POLL = 500;
const env = { NODE_ENV: 'production', CACHE_VERSION_POLL_MS: POLL } as unknown as Env;
const t0 = Date.UTC(2026, 10, 27, 12);

describe('the version poll reads ahead', () => {
  let deps: { db: Db; env: Env };
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t0);
    reads.length = 0;
    deps = { db: {} as Db, env };
  });
  afterEach(() => vi.useRealTimers());

  /** A request that starts read number `n`, that read answered with `versions`: what the request is answered. */
  async function throughRead(n: number, versions: Record<string, number>) {
    const request = currentVersions(deps);
    expect(reads).toHaveLength(n);
    reads[n - 1]?.resolve(versions);
    return request;
  }

  /** The first read, answered: versions { catalog: 1 } read at t0. */
  async function primed() {
    expect(await throughRead(1, { catalog: 1 })).toEqual({ catalog: 1 });
  }

  it('answers younger versions at once, and from half a poll on starts the next read without waiting for it', async () => {
    await primed();
    vi.setSystemTime(t0 + POLL / 2 - 1);
    expect(await currentVersions(deps)).toEqual({ catalog: 1 });
    expect(reads).toHaveLength(1);
    vi.setSystemTime(t0 + POLL / 2);
    // Answered with what it has (still younger than the poll), the next read in flight: nobody waits for it.
    expect(await currentVersions(deps)).toEqual({ catalog: 1 });
    expect(reads).toHaveLength(2);
    expect(freshVersions(deps)).toEqual({ catalog: 1 });
    expect(await currentVersions(deps)).toEqual({ catalog: 1 });
    expect(reads).toHaveLength(2);
    reads[1]?.resolve({ catalog: 2 });
    await Promise.resolve();
    await Promise.resolve();
    expect(await currentVersions(deps)).toEqual({ catalog: 2 });
    expect(freshVersions(deps)).toEqual({ catalog: 2 });
  });

  it('the fast path reads ahead too', async () => {
    await primed();
    vi.setSystemTime(t0 + POLL / 2);
    expect(freshVersions(deps)).toEqual({ catalog: 1 });
    expect(reads).toHaveLength(2);
  });

  it('never answers versions read a whole poll before the request: past that the request waits for the read', async () => {
    await primed();
    vi.setSystemTime(t0 + POLL / 2);
    void currentVersions(deps); // the read ahead starts (read 2) and stays unanswered
    vi.setSystemTime(t0 + POLL);
    expect(freshVersions(deps)).toBeNull();
    let answered: Record<string, number> | null = null;
    const waiting = currentVersions(deps).then((v) => (answered = v));
    await Promise.resolve();
    expect(answered).toBeNull();
    // It waits for the read already in flight (no third read), whose versions count from when it started.
    expect(reads).toHaveLength(2);
    reads[1]?.resolve({ catalog: 3 });
    await waiting;
    expect(answered).toEqual({ catalog: 3 });
  });

  it('after a write this process served, the next request waits for a new read (read-your-writes)', async () => {
    await primed();
    forgetVersions(deps.db);
    expect(freshVersions(deps)).toBeNull();
    expect(await throughRead(2, { catalog: 4 })).toEqual({ catalog: 4 });
  });

  it('a read ahead that fails is not an unhandled rejection and the next request reads again', async () => {
    await primed();
    vi.setSystemTime(t0 + POLL / 2);
    const failing = currentVersions(deps);
    expect(await failing).toEqual({ catalog: 1 });
    expect(reads).toHaveLength(2);
    reads[1]?.reject(new Error('database away'));
    // Vitest fails the run on an unhandled rejection: nobody awaits this read.
    await new Promise((r) => setImmediate(r));
    vi.setSystemTime(t0 + POLL);
    expect(await throughRead(3, { catalog: 5 })).toEqual({ catalog: 5 });
  });

  it("a member's version moves when a read brings a row of theirs, and the next read asks from that read's xmin", async () => {
    await primed();
    // The first read of a process asks for no member rows (none of its answers is older than it).
    expect(reads[0]?.since).toBeNull();
    const before = { a: memberVersion(deps.db, { catalog: 1 }, 'a'), b: memberVersion(deps.db, { catalog: 1 }, 'b') };
    forgetVersions(deps.db);
    const request = currentVersions(deps);
    reads[1]?.resolve({ catalog: 1 }, [['a', 107]], 100);
    await request;
    expect(memberVersion(deps.db, { catalog: 1 }, 'a')).not.toBe(before.a);
    expect(memberVersion(deps.db, { catalog: 1 }, 'b')).toBe(before.b);
    forgetVersions(deps.db);
    void currentVersions(deps);
    expect(reads[2]?.since).toBe(100);
    // A truncate of a member table moves everyone's ('members' in cache_versions).
    expect(memberVersion(deps.db, { catalog: 1, members: 2 }, 'b')).not.toBe(before.b);
  });

  it('a read that started before a newer one and ends after it does not put back older member versions', async () => {
    await primed();
    vi.setSystemTime(t0 + POLL / 2);
    void currentVersions(deps); // read 2 starts ahead
    forgetVersions(deps.db);
    const request = currentVersions(deps); // read 3, after a write of this process
    reads[2]?.resolve({ catalog: 2 }, [['a', 120]], 110);
    await request;
    const after = memberVersion(deps.db, { catalog: 2 }, 'a');
    reads[1]?.resolve({ catalog: 1 }, [['a', 90]], 80);
    await new Promise((r) => setImmediate(r));
    expect(memberVersion(deps.db, { catalog: 2 }, 'a')).toBe(after);
    forgetVersions(deps.db);
    void currentVersions(deps);
    expect(reads[3]?.since).toBe(110);
  });

  it('past its cap the map of member versions is emptied and every member version moves', async () => {
    await primed();
    forgetVersions(deps.db);
    const request = currentVersions(deps);
    reads[1]?.resolve({ catalog: 1 }, [['a', 5]], 1);
    await request;
    const a = memberVersion(deps.db, { catalog: 1 }, 'a');
    const z = memberVersion(deps.db, { catalog: 1 }, 'z');
    forgetVersions(deps.db);
    const many = currentVersions(deps);
    reads[2]?.resolve(
      { catalog: 1 },
      Array.from({ length: 100_001 }, (_, i) => [`m${i}`, 10] as [string, number]),
      9,
    );
    await many;
    expect(memberVersion(deps.db, { catalog: 1 }, 'a')).not.toBe(a);
    expect(memberVersion(deps.db, { catalog: 1 }, 'z')).not.toBe(z);
  });
});
