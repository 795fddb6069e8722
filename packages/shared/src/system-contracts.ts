// Admin › System's operations, the local backup of `npm run backup`, and liveness/readiness (zod-free at run
// time: the schemas are named by type, see contract.ts). One module for the 'system' tag: health and ready carry it too.
import type { healthResponse, readyResponse } from './api.ts';
import { contract } from './contract.ts';
import type { systemActionResponse, systemBackupParams, systemBackupRun, systemBackupStarted, systemIdParams, systemOverview } from './system.ts';

const admin = { tags: ['admin'], access: 'admin' } as const;
const local = { tags: ['system'], access: 'public' } as const;

export const overview = contract<{ answer: typeof systemOverview }>()({
  ...admin,
  method: 'get',
  path: '/api/admin/system',
  summary: 'Version, uptime, database, schedules, queue, failed jobs, e-mails and webhooks, backups',
});

type Action = { params: typeof systemIdParams; answer: typeof systemActionResponse };

export const retryJob = contract<Action>()({ ...admin, method: 'post', path: '/api/admin/system/jobs/{id}/retry', summary: 'Queue a failed job again' });
export const retryEmail = contract<Action>()({ ...admin, method: 'post', path: '/api/admin/system/emails/{id}/retry', summary: 'Send a failed e-mail again' });
export const discardEmail = contract<Action>()({
  ...admin,
  method: 'post',
  path: '/api/admin/system/emails/{id}/discard',
  summary: 'Remove a failed e-mail from the outbox',
});
export const retryWebhook = contract<Action>()({
  ...admin,
  method: 'post',
  path: '/api/admin/system/webhooks/{id}/retry',
  summary: 'Deliver a failed lead webhook again',
});

export const startBackup = contract<{ answer: typeof systemBackupStarted }>()({
  ...admin,
  method: 'post',
  path: '/api/admin/system/backups',
  summary: 'Start a backup (a queued job)',
  status: 202,
});

/** A file download (apiDownload on the web), not a JSON answer. */
export const downloadBackup = contract<{ params: typeof systemBackupParams }>()({
  ...admin,
  method: 'get',
  path: '/api/admin/system/backups/{name}',
  summary: 'Download a backup file',
  produces: 'application/gzip',
});

/** `npm run backup` while the server holds the embedded database (X-Local-Token: the secret of DATA_DIR/server.pid). */
export const startLocalBackup = contract<{ answer: typeof systemBackupStarted }>()({
  ...local,
  method: 'post',
  path: '/api/system/local-backup',
  summary: 'Backup for npm run backup (needs the DATA_DIR secret)',
  status: 202,
});

export const localBackupRun = contract<{ params: typeof systemIdParams; answer: typeof systemBackupRun }>()({
  ...local,
  method: 'get',
  path: '/api/system/local-backup/{id}',
  summary: 'State of a backup asked for by npm run backup',
});

export const health = contract<{ answer: typeof healthResponse }>()({
  ...local,
  method: 'get',
  path: '/api/health',
  summary: 'Liveness with a database check',
});

export const ready = contract<{ answer: typeof readyResponse }>()({
  ...local,
  method: 'get',
  path: '/api/ready',
  summary: 'Readiness: database reachable, migrations applied, workers alive (when RUN_WORKERS); 503 with the reason otherwise, and while draining',
});
