import { execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { testDbPrefix, trackDatabase, urlFor, withAdmin } from '../../test/global-setup-postgres.ts';
import { openDatabase, runMigrations } from '../client.ts';
import { seedDemo } from '../seed/seed.ts';
import { readManifest } from './backup.ts';
import { pgliteInUseBy } from './backup-files.ts';
import { countRows, listTables } from './tables.ts';

/*
 * The three commands as an operator runs them (`npm run backup`, `restore FILE`, `db:move -- --to`), on an embedded
 * database in a DATA_DIR with the demo data; db:move into a throwaway PostgreSQL database when TEST_DATABASE_URL is set.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const script = (name: string) => path.join(root, 'apps/server/src', name);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'aith-cli-'));

async function cli(name: string, args: string[], env: Record<string, string>) {
  try {
    const r = await run(tsx, [script(name), ...args], { cwd: root, env: { ...process.env, DATABASE_URL: '', JWT_SECRET: '', LOG_LEVEL: 'silent', ...env } });
    return { code: 0, out: r.stdout + r.stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

async function countsIn(opts: { dataDir?: string; databaseUrl?: string }) {
  const d = await openDatabase(opts);
  try {
    return await countRows(
      d.db,
      (await listTables(d.db)).map((t) => t.name),
    );
  } finally {
    await d.close();
  }
}

/**
 * A DATA_DIR with the migrated demo database, made once (a new embedded database's initdb, the migrations and the
 * seed are most of a test's work) and copied for each test that starts from it.
 */
let seeded: Promise<string> | undefined;
async function seededDataDir(to: string): Promise<string> {
  seeded ??= (async () => {
    const dir = path.join(tmp, 'seeded');
    const d = await openDatabase({ dataDir: dir });
    await runMigrations(d);
    await seedDemo(d.db);
    await d.close();
    return dir;
  })();
  cpSync(await seeded, to, { recursive: true });
  return to;
}

describe('backup, restore and db:move commands', () => {
  const dataA = path.join(tmp, 'a');
  const file = path.join(tmp, 'a.jsonl.gz');

  it('backs up an embedded database, refuses while its server runs, and restores only into an empty DATA_DIR', async () => {
    await seededDataDir(dataA);
    const before = await countsIn({ dataDir: dataA });

    const made = await cli('backup.ts', ['--out', file], { DATA_DIR: dataA });
    expect(made.out).toContain('Backup written');
    expect(made.code).toBe(0);

    // A live process holding the embedded database that does not answer (this test's own process stands in for it).
    writeFileSync(path.join(dataA, 'server.pid'), JSON.stringify({ pid: process.pid, port: 1, token: 'x' }));
    const busy = await cli('backup.ts', ['--out', path.join(tmp, 'busy.jsonl.gz')], { DATA_DIR: dataA });
    expect(busy.code).toBe(1);
    expect(busy.out).toContain('Admin > System');
    expect(existsSync(path.join(tmp, 'busy.jsonl.gz'))).toBe(false);

    const full = await cli('restore.ts', [file], { DATA_DIR: dataA });
    expect(full.code).toBe(1);
    expect(full.out).toMatch(/Not restored: .*(running|already has a database)/);

    // A cut file is refused before anything is created: the DATA_DIR stays without a database.
    const cut = path.join(tmp, 'cut.jsonl.gz');
    writeFileSync(cut, readFileSync(file).subarray(0, 2000));
    const dataCut = path.join(tmp, 'cut');
    const refused = await cli('restore.ts', [cut], { DATA_DIR: dataCut });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('Not restored');
    expect(existsSync(path.join(dataCut, 'pgdata'))).toBe(false);

    const dataB = path.join(tmp, 'b');
    const restored = await cli('restore.ts', [file], { DATA_DIR: dataB });
    expect(restored.out).toContain('Restored');
    expect(restored.code).toBe(0);
    expect(await countsIn({ dataDir: dataB })).toEqual(before);
  }, 180_000);

  it('while the server runs on the embedded database, npm run backup asks the server for the backup', async () => {
    const server = spawn(tsx, [script('main.ts')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataA, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', SEED_DEMO: 'false', BACKUP_DAILY: 'false', LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => server.on('exit', resolve));
    try {
      let owner: { port: number | null; token: string } | null = null;
      for (let i = 0; i < 120 && !owner?.port; i++) {
        await new Promise((r) => setTimeout(r, 500));
        owner = pgliteInUseBy(dataA);
      }
      expect(owner?.port).toBeGreaterThan(0);
      const url = `http://127.0.0.1:${owner?.port}/api/system/local-backup`;
      expect((await fetch(url, { method: 'POST' })).status).toBe(403);
      expect((await fetch(url, { method: 'POST', headers: { 'x-local-token': 'a'.repeat(43) } })).status).toBe(403);
      const out = path.join(tmp, 'live.jsonl.gz');
      const made = await cli('backup.ts', ['--out', out], { DATA_DIR: dataA });
      expect(made.out).toContain('Backup written by the server');
      expect(made.code).toBe(0);
      const manifest = await readManifest(out);
      expect(manifest.tables.profiles).toBeGreaterThan(0);
      // The running server adds its own rows (schedules, heartbeats, the backup job); the content is the same.
      const before = (await readManifest(file)).tables;
      for (const table of ['profiles', 'vendors', 'jobs', 'webinars', 'forum_topics', 'likes']) expect(manifest.tables[table], table).toBe(before[table]);
    } finally {
      server.kill('SIGTERM');
      await exited;
    }
  }, 180_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'moves the embedded database into an empty PostgreSQL database',
    async () => {
      const base = process.env.TEST_DATABASE_URL as string;
      const name = `${testDbPrefix}_move_${process.pid}_${Date.now()}`;
      trackDatabase(inject('pgTrackFile'), name);
      await withAdmin(base, (admin) => admin.query(`create database ${name}`));
      try {
        const url = urlFor(base, name);
        const dataC = await seededDataDir(path.join(tmp, 'c'));
        const moved = await cli('db-move.ts', ['--to', url], { DATA_DIR: dataC });
        expect(moved.out).toContain('every table');
        expect(moved.code).toBe(0);
        expect(moved.out).toContain(`DATABASE_URL=${url}`);
        expect(moved.out).toContain('jwt-secret');
        expect(await countsIn({ databaseUrl: url })).toEqual(await countsIn({ dataDir: dataC }));
        const again = await cli('db-move.ts', ['--to', url], { DATA_DIR: dataC });
        expect(again.code).toBe(1);
        expect(again.out).toContain('not empty');
      } finally {
        await withAdmin(base, (admin) => admin.query(`drop database if exists ${name} with (force)`));
      }
    },
    180_000,
  );
});
