import type { DigestType } from '@portal/shared/digests';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import { runQueuedJobs } from '../jobs/runner.ts';
import type { Deps } from '../lib/context.ts';
import { startDigestRun } from '../modules/digests/digests.service.ts';

/** Runs every queued job until the queue is empty (a digest run's batches queue one another). */
export async function drainJobs(deps: Deps): Promise<void> {
  while ((await runQueuedJobs(deps)) > 0) {}
}

/** Tests: starts a digest run as the admin trigger does, lets the job queue finish it, and reads the run's counts. */
export async function sendDigest(deps: Deps, opts: { digestType: DigestType; userId?: string; now?: Date; batchSize?: number }) {
  const runId = await startDigestRun(deps, opts);
  await drainJobs(deps);
  const [run] = rowsOf<{ recipients: number; sent: number; failed: number; status: string }>(
    await deps.db.execute(
      sql`select recipient_count as recipients, success_count as sent, failure_count as failed, status from digest_runs where id = ${runId}`,
    ),
  );
  if (!run) throw new Error('digest run not found');
  return { runId, ...run, skipped: run.recipients - run.sent - run.failed };
}
