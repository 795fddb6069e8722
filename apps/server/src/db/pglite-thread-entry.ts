import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';
import { createPglite } from './pglite-create.ts';
import { errorToWire, type FromDbThread, type ToDbThread, type WireQueryOptions } from './pglite-thread-wire.ts';

/**
 * The database thread (docs/decisions/2209; an entry point: db/pglite-thread.ts starts it): owns the server's PGlite and
 * runs the statements the serving thread sends, one message each, in the order they come. A transaction holds PGlite's
 * own lock from `begin` to `end`, so statements sent outside it wait, as they do in PGlite in one thread.
 */
const port = parentPort;
const keepText = (v: string) => v;

/** PGlite's options from the wire: the types kept as text get the identity parser (what drizzle's parsers are). */
function queryOptions(o: WireQueryOptions): QueryOptions {
  const parsers = o.rawTypes?.length ? Object.fromEntries(o.rawTypes.map((t) => [t, keepText])) : undefined;
  return { rowMode: o.rowMode, paramTypes: o.paramTypes, ...(parsers ? { parsers } : {}) };
}

/** An open transaction: its handle, and how its callback learns to commit or roll back. */
type Open = { tx: Transaction; end: (commit: boolean) => void; ended: Promise<void> };
const ROLLBACK = Symbol('rollback');

async function serve(db: PGlite, send: (m: FromDbThread) => void): Promise<void> {
  const open = new Map<number, Open>();
  const target = (tx: number | undefined) => {
    if (tx === undefined) return db;
    const t = open.get(tx);
    if (!t) throw new Error('That transaction is not open');
    return t.tx;
  };
  const answer = (id: number, run: () => Promise<unknown>) =>
    run().then(
      (result) => send({ type: 'done', id, result }),
      (err: unknown) => send({ type: 'error', id, error: errorToWire(err) }),
    );
  port?.on('message', (m: ToDbThread) => {
    switch (m.type) {
      case 'query':
        return void answer(m.id, () => target(m.tx).query(m.sql, m.params, queryOptions(m.options)));
      case 'exec':
        return void answer(m.id, () => target(m.tx).exec(m.sql));
      case 'begin': {
        let end: (commit: boolean) => void = () => {};
        const decided = new Promise<boolean>((resolve) => {
          end = resolve;
        });
        let markStarted: () => void = () => {};
        const started = new Promise<void>((resolve) => {
          markStarted = resolve;
        });
        const ended = db
          .transaction(async (tx) => {
            open.set(m.id, { tx, end, ended });
            markStarted();
            // ROLLBACK when told so: PGlite rolls back a transaction whose callback throws.
            if (!(await decided)) throw ROLLBACK;
          })
          .catch((err: unknown) => {
            if (err !== ROLLBACK) throw err;
          })
          .finally(() => open.delete(m.id));
        // `begin` is answered once the transaction holds the lock (or failed to start).
        return void answer(m.id, () => Promise.race([started, ended]));
      }
      case 'end': {
        const t = open.get(m.tx);
        if (!t) return send({ type: 'error', id: m.id, error: errorToWire(new Error('That transaction is not open')) });
        t.end(m.commit);
        return void answer(m.id, () => t.ended);
      }
      case 'close':
        // The serving thread ends the thread once this is answered.
        return void answer(m.id, () => db.close());
    }
  });
}

if (port) {
  const send = (m: FromDbThread) => port.postMessage(m);
  const { dataDir } = workerData as { dataDir?: string };
  createPglite({ dataDir }).then(
    (db) => {
      void serve(db, send);
      send({ type: 'ready' });
    },
    (err: unknown) => send({ type: 'failed', error: errorToWire(err) }),
  );
}
