import { Worker } from 'node:worker_threads';
import type { Logger } from '../../lib/logger.ts';
import { threadEntry } from '../../lib/thread-entry.ts';
import { type FetchMapRequest, type FetchMapResult, fetchAndMap, fromWire, type HashedItem } from './fetch-map.ts';
import type { Env } from '../../lib/env.ts';
import type { Pace } from './mapped.ts';
import type { SourceRow, SyncOutcome } from './sources.queries.ts';
import type { FromThread, ToThread } from './sources.thread-wire.ts';

/**
 * The serving process's source thread (docs/decisions/2206): one worker_thread per process, started at the first sync
 * and ended after a minute without one, that fetches, parses, sanitises, maps and hashes sources (fetch-map.ts). The
 * sync on the serving thread takes the items a part at a time (ITEMS_PER_PART), when its own pace lets it, and writes
 * them as before: on PGlite through the serving thread's handle, which sends them to the database's own thread (docs/decisions/2209). Where the thread cannot
 * start (a build without its entry, a platform without threads) the work runs in the calling thread, as before; a
 * thread that dies fails the syncs it had in hand with an error on their sources and the next sync starts a new one.
 */
const IDLE_MS = 60_000;
/** The thread's own heap: the largest source (SOURCE_MAX_BYTES, 20 MB) parses well inside it; past it the thread dies, not the server. */
const THREAD_HEAP_MB = 256;

type Waiter = { resolve: (m: FromThread) => void; reject: (err: Error) => void };
type Thread = {
  worker: Worker;
  ready: Promise<boolean>;
  waiting: Map<number, Waiter>;
  /** The public cache bump of each sync the thread writes (docs/decisions/2207), run here when it asks. */
  bumps: Map<number, () => Promise<void>>;
  busy: number;
  idle?: NodeJS.Timeout;
};

let thread: Thread | null = null;
let unavailable = false;
let niced = false;
let nextId = 1;

function start(log: Logger): Thread {
  // The bundle's `source-thread.js` beside the running chunk (apps/server/build.mjs), or src/source-thread.ts through tsx.
  const code = threadEntry(import.meta.url, './source-thread.js', '../../source-thread.ts');
  const worker = new Worker(code, { eval: typeof code === 'string', resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB }, name: 'source-sync' });
  worker.unref();
  const waiting = new Map<number, Waiter>();
  let started = false;
  let markReady: (ok: boolean) => void = () => {};
  const ready = new Promise<boolean>((resolve) => {
    markReady = resolve;
  });
  const t: Thread = { worker, ready, waiting, bumps: new Map(), busy: 0 };
  let reason = '';
  worker.on('message', (m: FromThread) => {
    if (m.type === 'ready') {
      started = true;
      niced = m.niced;
      log.info(
        { niced: m.niced },
        m.niced ? 'source thread started at a lower priority' : 'source thread started (its priority could not be lowered: it keeps SOURCE_SYNC_DUTY)',
      );
      return markReady(true);
    }
    if (m.type === 'bump') {
      const bump = t.bumps.get(m.id);
      const answer = (error?: string) => worker.postMessage({ type: 'bumped', id: m.id, error } satisfies ToThread);
      if (!bump) return answer('No sync of that id is under way');
      return void bump().then(
        () => answer(),
        (err: unknown) => answer(err instanceof Error ? err.message : String(err)),
      );
    }
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    w?.resolve(m);
  });
  worker.on('error', (err) => {
    reason = err.message;
  });
  worker.on('exit', (code) => {
    if (thread === t) thread = null;
    if (t.idle) clearTimeout(t.idle);
    if (!started) {
      // It never ran: syncs go on in the calling thread, for the life of this process.
      unavailable = true;
      log.warn({ code, reason }, 'source thread could not start; sources are mapped in the serving thread');
      return markReady(false);
    }
    if (waiting.size) log.error({ code, reason, syncs: waiting.size }, 'source thread stopped during a sync');
    for (const w of waiting.values()) w.reject(new Error(`The source thread stopped${reason ? ` (${reason})` : ` (exit code ${code})`}`));
    waiting.clear();
  });
  return t;
}

function ask(t: Thread, m: ToThread): Promise<FromThread> {
  return new Promise((resolve, reject) => {
    t.waiting.set(m.id, { resolve, reject });
    t.worker.postMessage(m);
  });
}

/**
 * Fetches and maps a source in the source thread; `pace` paces the serving thread's intake of the items. Falls back to
 * the calling thread (with `pace`) when the thread cannot start. Same result and same errors as fetchAndMap.
 */
export async function fetchAndMapInThread(log: Logger, req: FetchMapRequest, duty: number, pace: Pace): Promise<FetchMapResult> {
  const t = await running(log);
  if (!t) return fetchAndMap(req, pace);
  const id = nextId++;
  taken(t);
  try {
    const head = await ask(t, { type: 'sync', id, req, duty });
    if (head.type === 'error') throw fromWire(head.error);
    if (head.type !== 'head') throw new Error('The source thread answered out of turn');
    if (head.notModified) return { notModified: true, etag: head.etag, lastModified: head.lastModified };
    const items: HashedItem[] = [];
    try {
      while (items.length < head.total) {
        await pace();
        const part = await ask(t, { type: 'next', id });
        if (part.type !== 'part' || !part.items.length) throw new Error('The source thread answered out of turn');
        for (const item of part.items) items.push(item);
      }
    } catch (err) {
      if (thread === t) t.worker.postMessage({ type: 'drop', id } satisfies ToThread);
      throw err;
    }
    return { notModified: false, etag: head.etag, lastModified: head.lastModified, mapped: { items, warnings: head.warnings } };
  } finally {
    released(t);
  }
}

/** The thread started (or the running one), or null where it cannot start. */
async function running(log: Logger): Promise<Thread | null> {
  if (unavailable) return null;
  let t = thread;
  if (!t) {
    try {
      t = thread = start(log);
    } catch (err) {
      unavailable = true;
      log.warn({ err }, 'source thread could not start; sources are synced in the serving thread');
      return null;
    }
  }
  return (await t.ready) ? t : null;
}

function taken(t: Thread) {
  t.busy++;
  if (t.idle) clearTimeout(t.idle);
}

function released(t: Thread) {
  t.busy--;
  if (!t.busy && thread === t) {
    const idleThread = t;
    t.idle = setTimeout(() => {
      if (!idleThread.busy) void stopSourceThread();
    }, IDLE_MS);
    t.idle.unref();
  }
}

/**
 * A source's whole sync in the source thread, its writes through the thread's own connection to `databaseUrl`
 * (PostgreSQL only, docs/decisions/2207); `bump` runs here when the thread has committed public changes. The outcome is
 * recorded on the source by the thread. Null where the thread cannot start (the caller syncs here); throws when the
 * thread stops or fails before it recorded the outcome (the caller records the failure).
 */
export async function syncSourceInThread(
  log: Logger,
  p: { source: SourceRow; env: Env; databaseUrl: string },
  bump: () => Promise<void>,
): Promise<SyncOutcome | null> {
  const t = await running(log);
  if (!t) return null;
  const id = nextId++;
  taken(t);
  t.bumps.set(id, bump);
  try {
    const done = await ask(t, { type: 'sync-source', id, source: p.source, env: p.env, databaseUrl: p.databaseUrl });
    if (done.type === 'error') throw fromWire(done.error);
    if (done.type !== 'synced') throw new Error('The source thread answered out of turn');
    return done.outcome;
  } finally {
    t.bumps.delete(id);
    released(t);
  }
}

/** What the process's source thread is doing (tests, logs): running now, reniced at its last start, or unable to start. */
export const sourceThreadState = () => ({ running: thread !== null, niced, unavailable, threadId: thread?.worker.threadId ?? null });

/** Ends the source thread (idle, shutdown, or a test standing in for a crash); syncs it had in hand fail on their sources. */
export async function stopSourceThread(): Promise<void> {
  const t = thread;
  thread = null;
  if (t) await t.worker.terminate();
}
