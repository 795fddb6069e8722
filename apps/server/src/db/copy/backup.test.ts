import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createApp } from '../../app.ts';
import { useTestApp } from '../../test/test-app.ts';
import { testDbPrefix, trackDatabase, urlFor, withAdmin } from '../../test/global-setup-postgres.ts';
import { createPglite, type Database, openDatabase } from '../client.ts';
import { seedDemo, seedId } from '../seed/seed.ts';
import { readManifest, restoreBackup, writeBackup } from './backup.ts';
import { moveDatabase } from './move.ts';
import { countRows, listTables } from './tables.ts';

const t = useTestApp();
const dir = mkdtempSync(path.join(os.tmpdir(), 'aith-backup-test-'));
const opened: Database[] = [];
afterAll(async () => {
  for (const d of opened) await d.close();
});

/** An empty database of the kind the suite runs on: a new in-memory PGlite, or a new PostgreSQL database. */
async function emptyDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const d = await openDatabase({ pglite: await createPglite() });
    opened.push(d);
    return d;
  }
  const base = process.env.TEST_DATABASE_URL as string;
  const name = `${testDbPrefix}_restore_${process.pid}_${Date.now()}_${opened.length}`;
  trackDatabase(inject('pgTrackFile'), name);
  await withAdmin(base, (admin) => admin.query(`create database ${name}`));
  const d = await openDatabase({ databaseUrl: urlFor(base, name) });
  const closing = {
    ...d,
    close: async () => {
      await d.close();
      await withAdmin(base, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
  opened.push(closing);
  return closing;
}

async function countsOf(d: Database) {
  return countRows(
    d.db,
    (await listTables(d.db)).map((x) => x.name),
  );
}

describe('backup and restore', () => {
  it('round trip: demo data and activity come back with the same counts, answers and sign-in', async () => {
    await seedDemo(t.deps.db);
    const member = await t.loginAs('member@example.com', 'demo1234');
    expect((await t.json('POST', '/api/likes', { token: member, body: { contentType: 'job', contentId: seedId('job:2') } })).status).toBe(200);
    const topic = await t.json('POST', '/api/forum/topics', { token: member, body: { title: 'Backed up topic', content: 'Kept by the backup', tags: [] } });
    expect(topic.status).toBe(201);
    const webinars = await t.json('GET', '/api/webinars?status=upcoming');
    const webinarId = webinars.body.items.find((w: { isRegistered?: boolean }) => !w.isRegistered).id;
    expect((await t.json('POST', `/api/webinars/${webinarId}/register`, { token: member })).status).toBeLessThan(300);

    const storage = path.join(dir, 'storage-a');
    mkdirSync(path.join(storage, 'avatars'), { recursive: true });
    writeFileSync(path.join(storage, 'avatars', 'one.png'), Buffer.from([1, 2, 3, 250]));
    const file = path.join(dir, 'one.jsonl.gz');
    const manifest = await writeBackup(t.database, file, { appVersion: '9.9.9', storageDir: storage });
    const before = await countsOf(t.database);
    expect(manifest.tables).toEqual(before);
    expect(manifest.tables.forum_topics).toBeGreaterThan(0);
    expect(manifest.files).toEqual({ count: 1, bytes: 4 });
    expect((await readManifest(file)).migration.tag).toMatch(/^\d{4}_/);

    const target = await emptyDatabase();
    const restoredStorage = path.join(dir, 'storage-b');
    await restoreBackup(file, target, { storageDir: restoredStorage });
    expect(await countsOf(target)).toEqual(before);
    expect([...readFileSync(path.join(restoredStorage, 'avatars', 'one.png'))]).toEqual([1, 2, 3, 250]);

    const restored = createApp({ ...t.deps, db: target.db });
    const ask = async (p: string, token?: string) => {
      const res = await restored.request(p, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const topics = await ask('/api/forum/topics');
    expect(topics).toEqual(await t.json('GET', '/api/forum/topics').then((r) => ({ status: r.status, body: r.body })));
    expect(JSON.stringify(topics.body)).toContain('Backed up topic');
    const login = await restored.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { accessToken: string }).accessToken;
    const job = await ask(`/api/jobs/${seedId('job:2')}`, token);
    expect(job.status).toBe(200);
    expect((job.body as { likedByMe: boolean }).likedByMe).toBe(true);

    // A second restore into the now filled database is refused, and nothing changes.
    const filled = await countsOf(target);
    await expect(restoreBackup(file, target, { storageDir: restoredStorage })).rejects.toThrow(/not empty/);
    expect(await countsOf(target)).toEqual(filled);
  });

  it('refuses a file that is not a backup, and a cut one', async () => {
    const bad = path.join(dir, 'bad.gz');
    writeFileSync(bad, (await import('node:zlib')).gzipSync('{"hello":1}\n'));
    await expect(restoreBackup(bad, await emptyDatabase(), { storageDir: path.join(dir, 's-bad') })).rejects.toThrow(/Not a backup file/);
    const good = path.join(dir, 'cut-src.jsonl.gz');
    await writeBackup(t.database, good, { appVersion: '1' });
    const zlib = await import('node:zlib');
    const lines = zlib.gunzipSync(readFileSync(good)).toString().split('\n');
    const cut = path.join(dir, 'cut.jsonl.gz');
    writeFileSync(cut, zlib.gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n')));
    const target = await emptyDatabase();
    await expect(restoreBackup(cut, target, { storageDir: path.join(dir, 's-cut') })).rejects.toThrow(/ends early/);
  });

  it('moves a database into an empty one with the same counts', async () => {
    const target = await emptyDatabase();
    const report = await moveDatabase(t.database, target);
    expect(await countsOf(target)).toEqual(report.tables);
    expect(report.tables).toEqual(await countsOf(t.database));
    expect(report.rows).toBeGreaterThan(100);
    await expect(moveDatabase(t.database, target)).rejects.toThrow(/not empty/);
  });
});
