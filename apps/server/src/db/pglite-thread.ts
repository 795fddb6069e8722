import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { threadEntry } from '../lib/thread-entry.ts';
import { errorFromWire, type FromDbThread, type ToDbThread, type WireQueryOptions } from './pglite-thread-wire.ts';

/**
 * PGlite in a thread of its own (docs/decisions/2209). The server's embedded database runs its statements in WebAssembly,
 * synchronously: in the serving thread every statement (a sync's chunk of writes, a cache miss's query) held the event
 * loop that answers requests. Here the database lives in a worker_thread (db/pglite-thread-entry.ts) and the serving
 * thread holds a small proxy with what drizzle's PGlite driver calls: `query`, `exec` and `transaction`, with PGlite's
 * semantics (one transaction at a time; a statement sent outside it waits until it ends; a callback that throws rolls
 * it back). A thread that stops fails what it had in hand and everything after with a connection error (SQLSTATE
 * 08006), which the app answers as 503 with Retry-After; it is not restarted (the server's health check says so).
 */
export type PgliteThread = Pick<PGlite, 'query' | 'exec' | 'transaction'> & {
  close(): Promise<void>;
  /** Ends the thread at once, as a crash would (tests prove the failure with it). */
  kill(): Promise<void>;
};

/** The error every statement gets once the thread is gone: a lost connection, so a 503 (lib/errors.ts). */
function stoppedError(reason: string): Error {
  return Object.assign(new Error(`The database thread stopped (${reason}); the server must be restarted`), { code: '08006' });
}

/** drizzle's parsers are identities for the types it keeps as text (timestamps, dates, intervals…): they cross as those types. */
function toWire(options: QueryOptions | undefined): WireQueryOptions {
  if (!options) return {};
  if (options.serializers || options.blob || options.onNotice) throw new Error('The database thread takes no serializers, blob or onNotice');
  return {
    rowMode: options.rowMode,
    paramTypes: options.paramTypes,
    rawTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  };
}

/** A message without its id (added when it is sent). */
type Unsent = ToDbThread extends infer M ? (M extends ToDbThread ? Omit<M, 'id'> : never) : never;

type Waiter = { resolve: (v: unknown) => void; reject: (err: Error) => void };

/** Starts the database thread on `dataDir` (in memory without one) and resolves once PGlite is open there (rejects with PGlite's error if it cannot). */
export function openPgliteThread(opts: { dataDir?: string } = {}): Promise<PgliteThread> {
  // The bundle's `pglite-thread.js` beside the running chunk, or the TypeScript entry through tsx.
  const code = threadEntry(import.meta.url, './pglite-thread.js', './pglite-thread-entry.ts');
  const worker = new Worker(code, { eval: typeof code === 'string', workerData: { dataDir: opts.dataDir }, name: 'pglite' });
  const waiting = new Map<number, Waiter>();
  let nextId = 1;
  let stopped: Error | null = null;
  let closing = false;
  let reason = '';
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  // The thread keeps the process alive only while a statement is in hand (an idle server's other handles do that).
  const ask = (m: Unsent): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...m, id } as ToDbThread);
    });
  };
  const settle = (id: number) => {
    const w = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
    return w;
  };

  return new Promise<PgliteThread>((resolveOpen, rejectOpen) => {
    let open = false;
    worker.on('message', (m: FromDbThread) => {
      if (m.type === 'ready') {
        open = true;
        worker.unref();
        return resolveOpen(proxy);
      }
      if (m.type === 'failed') return rejectOpen(errorFromWire(m.error));
      const w = settle(m.id);
      if (m.type === 'done') w?.resolve(m.result);
      else w?.reject(errorFromWire(m.error));
    });
    worker.on('error', (err) => {
      reason = err.message;
    });
    worker.on('exit', (code) => {
      stopped = closing ? Object.assign(new Error('The database is closed'), { code: '08003' }) : stoppedError(reason || `exit code ${code}`);
      if (!open) return rejectOpen(stoppedError(reason || `exit code ${code}`));
      for (const id of [...waiting.keys()]) settle(id)?.reject(stopped);
    });

    const query = <T>(sql: string, params: unknown[] = [], options?: QueryOptions, tx?: number) =>
      ask({ type: 'query', sql, params, options: toWire(options), tx }) as Promise<Results<T>>;
    const exec = (sql: string, tx?: number) => ask({ type: 'exec', sql, tx }) as Promise<Results[]>;

    const proxy: PgliteThread = {
      async kill() {
        await worker.terminate();
      },
      query: (sql, params, options) => query(sql, params, options),
      exec: (sql) => exec(sql),
      async transaction<T>(callback: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<T>): Promise<T> {
        // The transaction's id is its `begin` message's (the thread keys it so).
        const id = nextId;
        await ask({ type: 'begin' });
        let closed = false;
        const tx = {
          query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => query<R>(sql, params, options, id),
          exec: (sql: string) => exec(sql, id),
          sql: () => Promise.reject(new Error('tx.sql is not available through the database thread; use tx.query')),
          listen: () => Promise.reject(new Error('LISTEN is not available through the database thread')),
          rollback: async () => {
            closed = true;
            await ask({ type: 'end', tx: id, commit: false });
          },
          get closed() {
            return closed;
          },
        };
        let result: T;
        try {
          result = await callback(tx as never);
        } catch (err) {
          if (!closed) {
            closed = true;
            await ask({ type: 'end', tx: id, commit: false }).catch(() => undefined);
          }
          throw err;
        }
        if (!closed) {
          closed = true;
          await ask({ type: 'end', tx: id, commit: true });
        }
        return result;
      },
      async close() {
        if (stopped) return;
        closing = true;
        // PGlite closes (its files synced) in the thread, then the thread is ended.
        await ask({ type: 'close' }).catch(() => undefined);
        await worker.terminate();
        await exited;
      },
    };
  });
}
