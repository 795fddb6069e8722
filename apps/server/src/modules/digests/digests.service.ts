import { type DigestRun, type DigestType, digestDedupeKey, digestPeriodStart, digestTypes, digestWindowStart, isDigestDue } from '@portal/shared/digests';
import { z } from 'zod';
import type { Deps } from '../../lib/context.ts';
import { enqueue, jobType } from '../../lib/queue/job.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueEmail } from '../email/email.service.ts';
import { listFor } from '../email/unsubscribe.ts';
import { renderDigest, sectionsFor } from './digest-mail.ts';
import * as q from './digests.queries.ts';

const DIGEST_TEMPLATE_NAME = 'Weekly Digest';
const FALLBACK_TEMPLATE = { subject: 'Your AI testing digest', content: 'Hi {{user_name}},\n\nHere is what is new on AI Testing Hub.' };

export const DIGEST_JOB = 'digest-fanout';

/** One batch of a digest run: the run, the test user (kept here, so a deleted one never widens the run), and the keyset cursor. */
export const digestBatchPayload = z.object({
  runId: z.uuid(),
  userId: z.uuid().optional(),
  /** Members with a user id after this one are next (null: the first batch). */
  after: z.uuid().nullable().default(null),
  /** Members per batch (one transaction). */
  batchSize: z.number().int().min(1).max(1000).default(200),
});
/** One batch of a digest run: e-mails into the outbox, then the next batch queued (docs/decisions/1405). */
export const digestBatchJob = jobType(DIGEST_JOB, digestBatchPayload);

type DigestBatch = z.output<typeof digestBatchPayload>;

/** The batch job's dedupe key: each batch of a run is queued at most once. */
const batchKey = (runId: string, after: string | null) => `digest-batch:${runId}:${after ?? 'start'}`;

/**
 * Starts a digest run: records a digest_runs row (in_progress) and queues its first batch job, in one
 * transaction. Nothing is e-mailed here; the job fills the outbox (runDigestBatch).
 */
export async function startDigestRun(
  deps: Deps,
  opts: { digestType: DigestType; userId?: string; triggeredBy?: string | null; now?: Date; batchSize?: number },
): Promise<string> {
  const runId = await deps.db.transaction(async (tx) => {
    const id = await q.insertRun(tx, { digestType: opts.digestType, sentAt: opts.now ?? new Date(), triggeredBy: opts.triggeredBy, testUserId: opts.userId });
    await enqueue(tx, digestBatchJob, { runId: id, userId: opts.userId, batchSize: opts.batchSize }, { dedupeKey: batchKey(id, null) });
    return id;
  });
  deps.nudge();
  return runId;
}

/**
 * The job: one batch of a run in ONE transaction: picks the next members by user id, enqueues one e-mail
 * each with the dedupe key `digest:{type}:{period}:{userId}` (the period is the run's, so a run that
 * resumes after midnight keeps its keys), adds the counts to the run and queues the next batch (or
 * completes the run). A crash mid-batch rolls the whole batch back and the queue retries it; a batch
 * already committed is recognised by its successor job and not counted twice. A member with nothing
 * new, or already sent this period, counts as neither success nor failure. Returns the e-mails queued.
 */
export async function runDigestBatch(deps: Deps, p: DigestBatch): Promise<number> {
  let done: { sent: number; more: boolean } | null;
  try {
    done = await deps.db.transaction(async (tx) => {
      const run = await q.lockRun(tx, p.runId);
      if (!run || run.status === 'completed') return null;
      const digestType = run.digestType as DigestType;
      const list = await q.digestRecipients(tx, { digestType, userId: p.userId, after: p.after, limit: p.batchSize });
      const next = list.length === p.batchSize ? (list.at(-1)?.userId ?? null) : null;
      if (next && (await q.jobQueued(tx, batchKey(run.id, next)))) return null;
      let sent = 0;
      let failed = 0;
      if (list.length) {
        const items = await q.digestCandidates(tx, { since: digestWindowStart(digestType, run.sentAt), now: run.sentAt });
        const template = (await q.templateByName(tx, DIGEST_TEMPLATE_NAME)) ?? FALLBACK_TEMPLATE;
        for (const r of list) {
          const body = sectionsFor(deps.env.APP_URL, items, r.preferredVendors ?? [], r.preferredTopics ?? []);
          if (!body.length) continue;
          let mail: ReturnType<typeof renderDigest>;
          try {
            const userName = r.fullName?.trim() || r.email.split('@')[0] || 'there';
            mail = renderDigest(template, digestType, { user_name: userName }, body, deps.env.APP_URL);
          } catch (err) {
            failed++;
            deps.log.error({ err, userId: r.userId }, 'digest e-mail not built');
            continue;
          }
          const queued = await enqueueEmail(tx, {
            to: r.email,
            ...mail,
            dedupeKey: digestDedupeKey(digestType, run.sentAt, r.userId),
            list: listFor(deps.env, `digest_${digestType}`, r.userId),
          });
          if (queued) sent++;
        }
      }
      if (next) await enqueue(tx, digestBatchJob, { ...p, after: next }, { dedupeKey: batchKey(run.id, next) });
      await q.addBatchToRun(tx, run.id, { recipients: list.length, sent, failed, last: !next });
      return { sent, more: !!next };
    });
  } catch (err) {
    await q.markRunFailed(deps.db, p.runId).catch((e) => deps.log.warn({ err: e, runId: p.runId }, 'digest run not marked failed'));
    throw err;
  }
  if (done?.sent || done?.more) deps.nudge();
  return done?.sent ?? 0;
}

/** Hourly check: starts a run of each digest type that is due today and has no scheduled run in its period yet. */
export async function sendDueDigests(deps: Deps, now = new Date()): Promise<{ runId: string; digestType: DigestType }[]> {
  const started: { runId: string; digestType: DigestType }[] = [];
  for (const digestType of digestTypes) {
    if (!isDigestDue(digestType, now)) continue;
    if (await q.scheduledRunExists(deps.db, { digestType, periodStart: digestPeriodStart(digestType, now), now, jobName: DIGEST_JOB })) continue;
    started.push({ runId: await startDigestRun(deps, { digestType, now }), digestType });
  }
  return started;
}

export function runDto(r: q.RunRow): DigestRun {
  return {
    id: r.id,
    digestType: r.digestType as DigestType,
    sentAt: r.sentAt.toISOString(),
    finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
    recipientCount: r.recipientCount,
    successCount: r.successCount,
    failureCount: r.failureCount,
    status: r.status as DigestRun['status'],
    testUserEmail: r.testUserEmail,
  };
}

/**
 * Admin trigger: queues a run for everyone who opted in, or for one chosen user (still subject to the Pro
 * rule for daily), and answers with the run as recorded (in progress; the history shows it finish).
 */
export async function triggerDigest(deps: Deps, adminId: string, input: { digestType: DigestType; userId?: string }) {
  if (input.userId && !(await q.userExists(deps.db, input.userId))) throw new AppError('not_found', 'User not found');
  const runId = await startDigestRun(deps, { digestType: input.digestType, userId: input.userId, triggeredBy: adminId });
  const run = await q.findRun(deps.db, runId);
  if (!run) throw new AppError('not_found', 'Digest run not found');
  return runDto(run);
}
