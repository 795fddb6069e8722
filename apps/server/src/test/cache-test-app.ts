import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { AppEnv, Deps } from '../lib/context.ts';
import { publicCache } from '../lib/public-cache.ts';
import { forgetVersions } from '../lib/versioned-cache.ts';
import { useTestApp } from './test-app.ts';

type Body = { x: string; run: number; items: { likeCount: number }[] };

/**
 * A small app for the versioned cache's tests: publicCache('catalog') in front of a handler that counts its runs per
 * path and can be held open. Its answer names one job (`jobId`) with a like count of 0, as a list answer would: the
 * count laid over it comes from the cache, never from this handler.
 */
export function cacheTestApp(deps: Deps, jobId: () => string) {
  const app = new Hono<AppEnv>();
  const runs = new Map<string, number>();
  let hold: Promise<void> | null = null;
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('/t/*', publicCache('catalog'));
  app.get('/t/:x', async (c) => {
    const x = c.req.param('x');
    runs.set(x, (runs.get(x) ?? 0) + 1);
    const run = runs.get(x);
    if (hold) await hold;
    // As route() does: the JSON text is handed to the cache.
    const text = JSON.stringify({ x, run, items: [{ id: jobId(), likeCount: 0, likedByMe: false }] });
    c.set('json', text);
    return c.body(text, 200, { 'Content-Type': 'application/json' });
  });
  const get = async (path: string) => {
    const res = await app.request(path);
    return { res, body: (await res.json()) as Body };
  };
  return {
    get,
    /** Which run of the handler made the answer this path gets now. */
    run: async (path: string) => (await get(path)).body.run,
    runs: (x: string) => runs.get(x) ?? 0,
    /** Holds every handler run until the returned function is called. */
    hold: () => {
      let open: () => void = () => undefined;
      hold = new Promise<void>((r) => {
        open = r;
      });
      return () => {
        hold = null;
        open();
      };
    },
  };
}

/** Moves Date.now() `ms` ahead (restore with vi.restoreAllMocks). */
export const later = (ms: number) => {
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + ms);
};

/**
 * A test file's app with the version poll ON (as in production), one active job named `jobTitle` made before the
 * tests, the clock restored after each test and a fresh version read before each (a test that moved the clock
 * leaves a read 'from the future'). `tinyApp()` makes a cacheTestApp on it.
 */
export function usePolledCacheTest(jobTitle: string, pollMs: number) {
  const t = useTestApp({ CACHE_VERSION_POLL_MS: String(pollMs) });
  const job = { id: '' };
  beforeAll(async () => {
    const [r] = (
      (await t.deps.db.execute(
        sql`insert into jobs (job_title, job_description, status, posted_date) values (${jobTitle}, 'x', 'active', current_date) returning id`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    job.id = r?.id as string;
  });
  afterEach(() => vi.restoreAllMocks());
  beforeEach(() => forgetVersions(t.deps.db));
  return { t, job, tinyApp: () => cacheTestApp(t.deps, () => job.id) };
}
