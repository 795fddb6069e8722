import { hostname } from 'node:os';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../context.ts';
import * as qq from './queue.queries.ts';
import type { QueueRow, QueueSpec } from './spec.ts';

export type { QueueRow, QueueSpec } from './spec.ts';

export const workerId = `${hostname()}:${process.pid}`;

/** A worker not seen for this long is taken to have crashed: its claims are freed without waiting for the lease. */
const HEARTBEAT_STALE_SECONDS = 30;

/**
 * The one claim/retry loop: claims up to `batch` due items with FOR UPDATE SKIP LOCKED (several
 * processes never take the same item), counts the attempt, runs `work`, then marks the item done or
 * schedules a retry with back-off (failed after the last attempt). Returns how many were claimed.
 */
export async function claimAndRun<R extends QueueRow>(
  deps: Pick<Deps, 'db' | 'log'>,
  q: QueueSpec,
  batch: number,
  work: (row: R) => Promise<void>,
): Promise<number> {
  const claimed = await qq.claimDue<R>(deps.db, q, batch, workerId, HEARTBEAT_STALE_SECONDS);
  for (const row of claimed) {
    try {
      await work(row);
      await qq.markDone(deps.db, q, row.id);
    } catch (err) {
      const failed = row.attempts >= q.maxAttempts(row);
      deps.log.warn({ err, queue: q.name, id: row.id, attempts: row.attempts }, `${q.name} failed`);
      await qq.markFailed(deps.db, q, row.id, {
        failed,
        error: String((err as Error)?.message ?? err).slice(0, 500),
        retryIn: q.backoffSeconds(row.attempts, row),
      });
    }
  }
  return claimed.length;
}

/** Records that this worker is alive (every few seconds while the background loops run). */
export const beat = (db: Db, id = workerId) => qq.beat(db, id);
/** A stopping worker leaves: its heartbeat goes at once (long-gone workers' too). */
export const leave = (db: Db, id = workerId) => qq.leave(db, id);
