import { z } from 'zod';

/** Admin › System (docs/decisions/2502): the machinery of one installation on one screen. */
const when = z.string().nullable();

export const systemBackupFile = z.object({
  name: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
  origin: z.enum(['daily', 'admin', 'cli']),
  /** False while it is being written (the size so far). */
  complete: z.boolean(),
});

export const systemBackupRun = z.object({
  id: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const systemOverview = z.object({
  version: z.string(),
  startedAt: z.string(),
  uptimeSeconds: z.number().int(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), bytes: z.number() }),
  schedules: z.array(z.object({ name: z.string(), everySeconds: z.number().int().nullable(), lastRunAt: when, nextRunAt: when })),
  queue: z.array(z.object({ name: z.string(), pending: z.number().int(), running: z.number().int(), failed: z.number().int(), oldestPendingAt: when })),
  failedJobs: z.array(z.object({ id: z.string(), name: z.string(), attempts: z.number().int(), lastError: z.string().nullable(), updatedAt: z.string() })),
  failedEmails: z.array(
    z.object({
      id: z.string(),
      toAddress: z.string(),
      subject: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  failedWebhooks: z.array(
    z.object({
      id: z.string(),
      vendorName: z.string(),
      url: z.string(),
      event: z.string(),
      attempts: z.number().int(),
      lastStatusCode: z.number().int().nullable(),
      lastError: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
  backups: z.object({
    /** The daily backup runs by itself on the embedded database (BACKUP_DAILY); PostgreSQL has its own tools. */
    daily: z.boolean(),
    keep: z.number().int(),
    files: z.array(systemBackupFile),
    runs: z.array(systemBackupRun),
  }),
});
export type SystemOverview = z.infer<typeof systemOverview>;

export const systemIdParams = z.object({ id: z.uuid() });
export const systemBackupParams = z.object({ name: z.string().regex(/^backup-\d{8}T\d{6}Z-(daily|admin|cli)\.jsonl\.gz$/, 'Not a backup name') });
export const systemActionResponse = z.object({ ok: z.literal(true) });
export const systemBackupStarted = z.object({ jobId: z.string() });
