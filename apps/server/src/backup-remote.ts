import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { backupsDir, listBackups, type PgliteOwner } from './db/copy/backup-files.ts';
import type { Env } from './lib/env.ts';

/**
 * `npm run backup` while the server has the embedded database open: asks the server (on this machine, with the
 * secret it wrote into DATA_DIR/server.pid) to queue a backup, waits for the job, and reports the file it wrote
 * into DATA_DIR/backups (moved to `file` when that is elsewhere). Returns the exit code.
 */
export async function backupThroughServer(env: Env, owner: PgliteOwner, file: string): Promise<number> {
  if (!owner.port) {
    console.error(`The server (process ${owner.pid}) is starting; try again in a moment.`);
    return 1;
  }
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${owner.port}/api/system/local-backup`;
  const headers = { 'x-local-token': owner.token };
  const asked = Date.now();
  console.log(`The server (process ${owner.pid}) has the embedded database open: asking it for the backup.`);
  const res = await fetch(base, { method: 'POST', headers }).catch(() => null);
  if (res?.status !== 202) {
    console.error(`The server did not take the request (${res ? `HTTP ${res.status}` : 'no answer'}). Use Admin > System, or stop the server first.`);
    return 1;
  }
  const { jobId } = (await res.json()) as { jobId: string };
  let misses = 0;
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const state = await fetch(`${base}/${jobId}`, { headers }).catch(() => null);
    if (!state?.ok) {
      if (++misses < 30) continue;
      console.error(`The server stopped answering about the backup (job ${jobId}); see Admin > System.`);
      return 1;
    }
    misses = 0;
    const run = (await state.json()) as { status: string; lastError: string | null };
    if (run.status === 'failed') {
      console.error(`Backup failed: ${run.lastError ?? 'unknown error'}`);
      return 1;
    }
    if (run.status !== 'done') continue;
    const dir = backupsDir(env.DATA_DIR);
    const made = (await listBackups(dir)).find((b) => b.origin === 'cli' && b.complete && Date.parse(b.createdAt) >= Math.floor(asked / 1000) * 1000);
    if (!made) {
      console.error('The server reports the backup done, but its file is not in DATA_DIR/backups.');
      return 1;
    }
    let written = path.join(dir, made.name);
    if (path.dirname(path.resolve(file)) !== dir) {
      await copyFile(written, file);
      await rm(written);
      written = file;
    }
    console.log(`Backup written by the server: ${written} (${made.bytes} bytes)`);
    return 0;
  }
}
