import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import * as system from '@portal/shared/system-contracts';
import { systemActionResponse, systemBackupParams, systemBackupRun, systemBackupStarted, systemIdParams, systemOverview } from '@portal/shared/system';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { bindContract, route } from '../../lib/route.ts';
import { backupPath, checkLocalToken } from './backups.service.ts';
import * as s from './system.service.ts';

const ok = { ok: true as const };

/** Admin › System (docs/decisions/2502): one read for the screen, and its audited actions. */
export function registerSystemRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(system.overview, { answer: systemOverview }), (c) => s.overview(c.get('deps')));

  const actions = [
    [system.retryJob, s.retryJob],
    [system.retryEmail, s.retryEmail],
    [system.discardEmail, s.discardEmail],
    [system.retryWebhook, s.retryWebhook],
  ] as const;
  for (const [operation, act] of actions) {
    route(app, bindContract(operation, { params: systemIdParams, answer: systemActionResponse }), async (c, { params, user }) => {
      await act(c.get('deps'), user, params.id);
      return ok;
    });
  }

  route(app, bindContract(system.startBackup, { answer: systemBackupStarted }), (c, { user }) => s.startBackup(c.get('deps'), user));

  route(app, bindContract(system.downloadBackup, { params: systemBackupParams }), async (c, { params, user }) => {
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
  });

  // `npm run backup` while the server holds the embedded database: the X-Local-Token header carries the secret of DATA_DIR/server.pid.
  route(app, bindContract(system.startLocalBackup, { answer: systemBackupStarted }), (c) => {
    checkLocalToken(c.get('deps'), c.req.header('x-local-token'));
    return s.startLocalBackup(c.get('deps'));
  });
  route(app, bindContract(system.localBackupRun, { params: systemIdParams, answer: systemBackupRun }), (c, { params }) => {
    checkLocalToken(c.get('deps'), c.req.header('x-local-token'));
    return s.backupRun(c.get('deps'), params.id);
  });
}
