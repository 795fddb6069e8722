import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { Database } from './db/client.ts';
import type { Logger } from './lib/logger.ts';
import { fetchAndMap, type HashedItem, toWire } from './modules/sources/fetch-map.ts';
import { paced } from './modules/sources/mapped.ts';
import { type FromThread, SOURCE_THREAD_APPLICATION, type ToThread } from './modules/sources/sources.thread-wire.ts';

/**
 * The source thread (docs/decisions/2206; an entry point: modules/sources/sources.thread.ts starts it): fetches and maps sources for the sync, which writes what it takes back;
 * on PostgreSQL it runs a source's whole sync, its writes through a pool of its own (docs/decisions/2207).
 * Started by sources.thread.ts; never opens PGlite (the server's one PGlite lives in its own thread, opened by the serving thread: docs/decisions/2209). Its OS thread is reniced alone where the system allows it
 * (Linux: /proc/thread-self names the thread), so the serving thread comes first on a busy machine.
 */
export const THREAD_NICE = 10;
/** Items per part: a part is decoded on the serving thread in one stretch, so it stays small. */
export const ITEMS_PER_PART = 100;

/** Lowers this OS thread's priority; false where that is not possible (not Linux, no /proc, not permitted). */
function renice(): boolean {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    if (getPriority(tid) < THREAD_NICE) setPriority(tid, THREAD_NICE);
    return getPriority(tid) >= THREAD_NICE;
  } catch {
    return false;
  }
}

const port = parentPort;
if (port) {
  const niced = renice();
  const send = (m: FromThread) => port.postMessage(m);
  /** Mapped items not yet taken by the serving thread, per sync; it takes them a part at a time, when it is ready. */
  const held = new Map<number, HashedItem[]>();
  /** The thread's connections, per database (one in a server; tests open one per file), at most a sync's concurrency. */
  const databases = new Map<string, Promise<Database>>();
  const databaseOf = (url: string, poolSize: number, jit: boolean) => {
    let d = databases.get(url);
    if (!d) {
      // JIT as the serving thread's connections have it (DATABASE_JIT, docs/decisions/2435).
      d = import('./db/client.ts').then((c) => c.openDatabase({ databaseUrl: url, poolSize, applicationName: SOURCE_THREAD_APPLICATION, jit }));
      databases.set(url, d);
    }
    return d;
  };
  let log: Logger | null = null;
  /**
   * A sync submits new items through the vendor review, whose publishers (each kind's schema, columns, checks and hooks)
   * come from the admin resource declarations: the three kinds a source writes are registered here once, without routes.
   */
  let publishers: Promise<void> | null = null;
  const registerPublishers = async () => {
    const [{ registerResourcePublisher }, jobs, webinars, updates] = await Promise.all([
      import('./modules/admin/admin-resource.ts'),
      import('./modules/admin/admin-jobs.routes.ts'),
      import('./modules/admin/admin-webinars.routes.ts'),
      import('./modules/admin/admin-updates.routes.ts'),
    ]);
    registerResourcePublisher(jobs.jobResource);
    registerResourcePublisher(webinars.webinarResource);
    registerResourcePublisher(updates.updateResource);
  };
  /** Bumps asked of the serving thread, per sync, waiting for its answer. */
  const bumping = new Map<number, { resolve: () => void; reject: (err: Error) => void }>();
  const bumpOf = (id: number) => () =>
    new Promise<void>((resolve, reject) => {
      bumping.set(id, { resolve, reject });
      send({ id, type: 'bump' });
    });
  port.on('message', async (m: ToThread) => {
    if (m.type === 'drop') return void held.delete(m.id);
    if (m.type === 'bumped') {
      const w = bumping.get(m.id);
      bumping.delete(m.id);
      return void (m.error === undefined ? w?.resolve() : w?.reject(new Error(m.error)));
    }
    if (m.type === 'sync-source') {
      try {
        log ??= (await import('./lib/logger.ts')).createLogger(m.env.LOG_LEVEL, false);
        // Loaded at the first whole sync: a thread that only maps (PGlite) stays as light as before.
        const { SYNC_CONCURRENCY, syncHere } = await import('./modules/sources/sources.sync.ts');
        publishers ??= registerPublishers();
        await publishers;
        const { db } = await databaseOf(m.databaseUrl, SYNC_CONCURRENCY, m.env.DATABASE_JIT);
        // Reniced, the fetch and mapping run unpaced; the writes keep SOURCE_SYNC_DUTY, since the database's own work for
        // them (another process, not reniced) competes with the reads as before.
        const env = { ...m.env, SOURCE_SYNC_THREAD: false };
        const outcome = await syncHere({ db, env, log }, m.source, bumpOf(m.id), niced ? 1 : m.env.SOURCE_SYNC_DUTY);
        return send({ id: m.id, type: 'synced', outcome });
      } catch (err) {
        // syncHere records the source's own faults; this is the thread's (no connection: the serving thread records it).
        return send({ id: m.id, type: 'error', error: toWire(err) });
      }
    }
    if (m.type === 'next') {
      const items = held.get(m.id) ?? [];
      const part = items.splice(0, ITEMS_PER_PART);
      if (!items.length) held.delete(m.id);
      return send({ id: m.id, type: 'part', items: part });
    }
    // Reniced, the thread takes the CPU the serving thread leaves and the scheduler paces it; elsewhere it keeps the duty share.
    const pace = paced(niced ? 1 : m.duty);
    try {
      const res = await fetchAndMap(m.req, pace);
      if (res.notModified) return send({ id: m.id, type: 'head', notModified: true, etag: res.etag, lastModified: res.lastModified, warnings: [], total: 0 });
      const items = res.mapped.items;
      if (items.length) held.set(m.id, items);
      send({ id: m.id, type: 'head', notModified: false, etag: res.etag, lastModified: res.lastModified, warnings: res.mapped.warnings, total: items.length });
    } catch (err) {
      send({ id: m.id, type: 'error', error: toWire(err) });
    }
  });
  send({ type: 'ready', niced });
}
