import { hostname } from 'node:os';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../lib/context.ts';
import * as qq from './queue.queries.ts';

export const workerId = `${hostname()}:${process.pid}`;

/** A worker not seen for this long is taken to have crashed: its claims are freed without waiting for the lease. */
const HEARTBEAT_STALE_SECONDS = 30;

/** A table of work items with status, attempts, a due time and a lease (email_outbox, background_jobs). */
export type QueueSpec = {
  name: string;
  table: 'email_outbox' | 'background_jobs';
  dueColumn: 'next_attempt_at' | 'run_at';
  /** Status while claimed, and once done. */
  running: string;
  done: string;
  /**
   * A claim older than this is taken to be from a crashed or stuck worker and claimed again. A claim
   * whose worker's heartbeat is stale is claimed again sooner (after HEARTBEAT_STALE_SECONDS).
   */
  leaseSeconds: number;
  maxAttempts: (row: QueueRow) => number;
  /** Delay before the next try after `attempts` failed tries. */
  backoffSeconds: (attempts: number) => number;
  /** Extra assignments (each starting with a comma) on claim, success and failure. */
  onClaim?: SQL;
  onDone?: SQL;
  onFail?: SQL;
};

type QueueRow = { id: string; attempts: number } & Record<string, unknown>;

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
      await qq.markFailed(deps.db, q, row.id, { failed, error: String((err as Error)?.message ?? err).slice(0, 500), retryIn: q.backoffSeconds(row.attempts) });
    }
  }
  return claimed.length;
}

/** Queue a job; with a dedupe key it is queued at most once. */
export const enqueueJob = qq.insertJob;

/** Records that this worker is alive (every few seconds while the background loops run). */
export const beat = (db: Db, id = workerId) => qq.beat(db, id);
/** A stopping worker leaves: its heartbeat goes at once (long-gone workers' too). */
export const leave = (db: Db, id = workerId) => qq.leave(db, id);
