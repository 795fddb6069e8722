import type { SystemOverview } from '@portal/shared/system';
import { databaseSize } from '../../db/copy/tables.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { enqueue } from '../../lib/queue/job.ts';
import { appVersion } from '../../lib/version.ts';
import { retryFailedDelivery } from '../leads/webhooks.service.ts';
import { backupFiles, backupJob, dailyBackupOn, databaseKind } from './backups.service.ts';
import * as q from './system.queries.ts';

/** Everything Admin › System shows, in one answer (docs/decisions/2502). */
export async function overview(deps: Deps): Promise<SystemOverview> {
  const { db, env, runtime } = deps;
  const startedAt = runtime?.startedAt ?? Date.now();
  return {
    version: appVersion(),
    startedAt: new Date(startedAt).toISOString(),
    uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
    database: { kind: databaseKind(deps), bytes: await databaseSize(db) },
    schedules: await q.schedules(db),
    queue: await q.queueDepth(db),
    failedJobs: await q.failedJobs(db),
    failedEmails: await q.failedEmails(db),
    failedWebhooks: await q.failedWebhooks(db),
    backups: { daily: dailyBackupOn(deps), keep: env.BACKUP_KEEP, files: await backupFiles(deps), runs: await q.backupRuns(db, backupJob.id) },
  };
}

/** Each action changes one row and writes its audit entry in the same transaction; a row not in the failed state is a 404. */
export async function retryJob(deps: Deps, actor: Actor, id: string) {
  await deps.db.transaction(async (tx) => {
    const job = await q.retryJob(tx, id);
    if (!job) throw notFound('No failed job with this id');
    await writeAudit(tx, actor, [{ action: 'system.job.retry', entityType: 'background_job', entityId: id, before: job }]);
  });
  deps.nudge();
}

export async function retryEmail(deps: Deps, actor: Actor, id: string) {
  await deps.db.transaction(async (tx) => {
    const mail = await q.retryEmail(tx, id);
    if (!mail) throw notFound('No failed e-mail with this id');
    await writeAudit(tx, actor, [{ action: 'system.email.retry', entityType: 'email_outbox', entityId: id, before: mail }]);
  });
  deps.nudge();
}

export async function discardEmail(deps: Deps, actor: Actor, id: string) {
  await deps.db.transaction(async (tx) => {
    const mail = await q.discardEmail(tx, id);
    if (!mail) throw notFound('No failed e-mail with this id');
    await writeAudit(tx, actor, [{ action: 'system.email.discard', entityType: 'email_outbox', entityId: id, before: mail }]);
  });
}

export async function retryWebhook(deps: Deps, actor: Actor, id: string) {
  await deps.db.transaction(async (tx) => {
    const delivery = await retryFailedDelivery(tx, id);
    if (!delivery) throw notFound('No failed webhook delivery with this id');
    await writeAudit(tx, actor, [{ action: 'system.webhook.retry', entityType: 'webhook_delivery', entityId: id, before: delivery }]);
  });
  deps.nudge();
}

/** Queues a backup (one at a time: a second start while one is queued or running joins it). */
export async function startBackup(deps: Deps, actor: Actor): Promise<{ jobId: string }> {
  const jobId = await deps.db.transaction(async (tx) => {
    const running = (await q.backupRuns(tx, backupJob.id)).find((r) => r.status === 'pending' || r.status === 'running');
    if (running) return running.id;
    await enqueue(tx, backupJob, { origin: 'admin' }, { dedupeKey: `backup:admin:${Date.now()}` });
    const [queued] = await q.backupRuns(tx, backupJob.id);
    await writeAudit(tx, actor, [{ action: 'system.backup.start', entityType: 'backup', entityId: queued?.id ?? null }]);
    return queued?.id ?? '';
  });
  deps.nudge();
  return { jobId };
}

/** A backup asked for by `npm run backup` on the machine (the caller checked the local secret). */
export async function startLocalBackup(deps: Deps): Promise<{ jobId: string }> {
  const jobId = await deps.db.transaction(async (tx) => {
    await enqueue(tx, backupJob, { origin: 'cli' }, { dedupeKey: `backup:cli:${Date.now()}` });
    const [queued] = await q.backupRuns(tx, backupJob.id);
    return queued?.id ?? '';
  });
  deps.nudge();
  return { jobId };
}

export async function backupRun(deps: Deps, id: string) {
  const run = (await q.backupRuns(deps.db, backupJob.id)).find((r) => r.id === id);
  if (!run) throw notFound('No such backup job');
  return run;
}

export async function auditDownload(deps: Deps, actor: Actor, name: string) {
  await writeAudit(deps.db, actor, [{ action: 'system.backup.download', entityType: 'backup', entityId: null, after: { name } }]);
}
