import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { systemActionResponse, systemBackupParams, systemBackupRun, systemBackupStarted, systemIdParams, systemOverview } from '@portal/shared/system';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { backupPath, checkLocalToken } from './backups.service.ts';
import * as s from './system.service.ts';

const admin = { tags: ['admin'], access: 'admin' as const };
const ok = { ok: true as const };

/** Admin › System (docs/decisions/2502): one read for the screen, and its audited actions. */
export function registerSystemRoutes(app: Hono<AppEnv>) {
  const summary = 'Version, uptime, database, schedules, queue, failed jobs, e-mails and webhooks, backups';
  route(app, { ...admin, method: 'get', path: '/api/admin/system', summary, response: systemOverview }, (c) => s.overview(c.get('deps')));

  const actions = [
    ['jobs/{id}/retry', 'Queue a failed job again', s.retryJob],
    ['emails/{id}/retry', 'Send a failed e-mail again', s.retryEmail],
    ['emails/{id}/discard', 'Remove a failed e-mail from the outbox', s.discardEmail],
    ['webhooks/{id}/retry', 'Deliver a failed lead webhook again', s.retryWebhook],
  ] as const;
  for (const [path, what, act] of actions) {
    route(
      app,
      { ...admin, method: 'post', path: `/api/admin/system/${path}`, summary: what, params: systemIdParams, response: systemActionResponse },
      async (c, { params, user }) => {
        await act(c.get('deps'), user, params.id);
        return ok;
      },
    );
  }

  route(
    app,
    { ...admin, method: 'post', path: '/api/admin/system/backups', summary: 'Start a backup (a queued job)', status: 202, response: systemBackupStarted },
    (c, { user }) => s.startBackup(c.get('deps'), user),
  );

  route(
    app,
    {
      ...admin,
      method: 'get',
      path: '/api/admin/system/backups/{name}',
      summary: 'Download a backup file',
      params: systemBackupParams,
      produces: 'application/gzip',
    },
    async (c, { params, user }) => {
      const deps = c.get('deps');
      const file = await backupPath(deps, params.name);
      if (!file) throw notFound('No such backup');
      await s.auditDownload(deps, user, params.name);
      const size = (await stat(file)).size;
      return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
        headers: {
          'Content-Type': 'application/gzip',
          'Content-Length': String(size),
          'Content-Disposition': `attachment; filename="${params.name}"`,
          'Cache-Control': 'no-store',
        },
      });
    },
  );

  // `npm run backup` while the server holds the embedded database: the X-Local-Token header carries the secret of DATA_DIR/server.pid.
  const local = { tags: ['system'], access: 'public' as const };
  route(
    app,
    {
      ...local,
      method: 'post',
      path: '/api/system/local-backup',
      summary: 'Backup for npm run backup (needs the DATA_DIR secret)',
      status: 202,
      response: systemBackupStarted,
    },
    (c) => {
      checkLocalToken(c.get('deps'), c.req.header('x-local-token'));
      return s.startLocalBackup(c.get('deps'));
    },
  );
  route(
    app,
    {
      ...local,
      method: 'get',
      path: '/api/system/local-backup/{id}',
      summary: 'State of a backup asked for by npm run backup',
      params: systemIdParams,
      response: systemBackupRun,
    },
    (c, { params }) => {
      checkLocalToken(c.get('deps'), c.req.header('x-local-token'));
      return s.backupRun(c.get('deps'), params.id);
    },
  );
}
