import path from 'node:path';
import { z } from 'zod';
import { databaseKindOf } from '../../db/client.ts';
import { writeBackup } from '../../db/copy/backup.ts';
import { type BackupOrigin, backupFileName, backupsDir, listBackups, pruneBackups } from '../../db/copy/backup-files.ts';
import type { Deps } from '../../lib/context.ts';
import { timingSafeEqual } from 'node:crypto';
import { forbidden } from '../../lib/errors.ts';
import { jobType } from '../../lib/queue/job.ts';
import { appVersion } from '../../lib/version.ts';

/** A backup made by the server: started in Admin › System, or the daily one (docs/decisions/2502). */
export const backupJob = jobType('backup', z.object({ origin: z.enum(['daily', 'admin', 'cli']) }), { maxAttempts: 2 });

export const databaseKind = (deps: Pick<Deps, 'db'>) => databaseKindOf(deps.db);

/** Whether the daily backup runs here: on the embedded database unless BACKUP_DAILY=false (PostgreSQL has its own tools). */
export const dailyBackupOn = (deps: Pick<Deps, 'env' | 'db'>) => deps.env.BACKUP_DAILY && databaseKind(deps) === 'pglite';

/** Writes one backup into DATA_DIR/backups; after a daily one, the daily backups beyond BACKUP_KEEP are removed. */
export async function runBackup(deps: Deps, origin: BackupOrigin) {
  const dir = backupsDir(deps.env.DATA_DIR);
  const file = path.join(dir, backupFileName(origin));
  const storageDir = deps.env.S3_BUCKET ? undefined : path.resolve(deps.env.DATA_DIR, 'storage');
  const m = await writeBackup({ db: deps.db, kind: databaseKind(deps) }, file, { appVersion: appVersion(), storageDir });
  const removed = origin === 'daily' ? await pruneBackups(dir, deps.env.BACKUP_KEEP) : [];
  deps.log.info({ file: path.basename(file), tables: Object.keys(m.tables).length, files: m.files.count, removed: removed.length }, 'backup written');
}

export const backupFiles = (deps: Pick<Deps, 'env'>) => listBackups(backupsDir(deps.env.DATA_DIR));

/** The path of a listed, complete backup (the name is checked against the folder's listing, never joined blindly). */
export async function backupPath(deps: Pick<Deps, 'env'>, name: string): Promise<string | null> {
  const found = (await backupFiles(deps)).find((b) => b.name === name && b.complete);
  return found ? path.join(backupsDir(deps.env.DATA_DIR), found.name) : null;
}

/**
 * `npm run backup` while the server has the embedded database open: the command proves it can read DATA_DIR by
 * sending the secret this process wrote into DATA_DIR/server.pid (docs/decisions/2502); anyone else gets 403.
 */
export function checkLocalToken(deps: Pick<Deps, 'runtime'>, given: string | undefined) {
  const expected = deps.runtime?.localToken;
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected ?? '');
  if (!expected || a.length !== b.length || !timingSafeEqual(a, b)) throw forbidden('Only `npm run backup` on this machine can ask for this');
}
