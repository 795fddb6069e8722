import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Where backups are kept: DATA_DIR/backups (the daily one, and those started from the admin console or `npm run backup`). */
export const backupsDir = (dataDir: string) => path.resolve(dataDir, 'backups');

export type BackupOrigin = 'daily' | 'admin' | 'cli';
const NAME = /^backup-(\d{8}T\d{6}Z)-(daily|admin|cli)\.jsonl\.gz$/;

/** backup-20261125T132000Z-daily.jsonl.gz: sorts by time, says who made it, and is a safe file name. */
export function backupFileName(origin: BackupOrigin, at = new Date()): string {
  return `backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}-${origin}.jsonl.gz`;
}

export type BackupFile = { name: string; bytes: number; createdAt: string; origin: BackupOrigin; complete: boolean };

/** The backups in the folder, newest first; one being written shows as incomplete with its size so far. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const out: BackupFile[] = [];
  for (const file of names) {
    const complete = !file.endsWith('.partial');
    const name = complete ? file : file.slice(0, -'.partial'.length);
    const m = NAME.exec(name);
    if (!m) continue;
    const s = await stat(path.join(dir, file)).catch(() => null);
    if (!s) continue;
    const t = m[1] as string;
    const createdAt = `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}T${t.slice(9, 11)}:${t.slice(11, 13)}:${t.slice(13, 15)}Z`;
    out.push({ name, bytes: s.size, createdAt, origin: m[2] as BackupOrigin, complete });
  }
  return out.sort((a, b) => b.name.localeCompare(a.name));
}

/** Keeps the newest `keep` daily backups and removes older ones (backups made by hand are the operator's to remove). */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const daily = (await listBackups(dir)).filter((b) => b.complete && b.origin === 'daily');
  const old = daily.slice(keep).map((b) => b.name);
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

/**
 * The embedded database can be open in one process only. The server marks DATA_DIR with its process id while it
 * runs, so `npm run backup`, `restore` and `db:move` refuse to open the same files behind its back.
 */
const lockFile = (dataDir: string) => path.resolve(dataDir, 'server.pid');

/** What the mark holds: the process, its port once it listens, and the secret that lets `npm run backup` ask it for a backup. */
export type PgliteOwner = { pid: number; port: number | null; token: string };

/** Writes (or rewrites, once the port is known) the mark, readable by the owner of DATA_DIR only; returns its removal. */
export function markPgliteInUse(dataDir: string, owner: Omit<PgliteOwner, 'pid'>): () => void {
  const file = lockFile(dataDir);
  writeFileSync(file, JSON.stringify({ pid: process.pid, ...owner }), { mode: 0o600 });
  return () => rmSync(file, { force: true });
}

/** The live process that has the embedded database in DATA_DIR open, or null. */
export function pgliteInUseBy(dataDir: string): PgliteOwner | null {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return null;
  let owner: PgliteOwner;
  try {
    owner = JSON.parse(readFileSync(file, 'utf8')) as PgliteOwner;
  } catch {
    return null;
  }
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || owner.pid === process.pid) return null;
  try {
    process.kill(owner.pid, 0);
    return owner;
  } catch {
    return null;
  }
}

/** True when the folder is missing or has no entries. */
export const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;
