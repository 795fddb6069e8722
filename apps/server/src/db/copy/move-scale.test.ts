import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { createApp } from '../../app.ts';
import type { Deps } from '../../lib/context.ts';
import { loadEnv } from '../../lib/env.ts';
import { testDbPrefix, trackDatabase, urlFor, withAdmin } from '../../test/global-setup-postgres.ts';
import { memoryStorage } from '../../test/test-app.ts';
import { type Database, openDatabase } from '../client.ts';
import { countRows, listTables } from './tables.ts';

/*
 * `npm run db:move` on seed:scale data (issue 25: "tested on demo data and on seed:scale data"): a small scale run of
 * `npm run seed:scale` (the operator's command, demo data included) into an embedded database, moved into a throwaway
 * PostgreSQL database; every table's count and a public answer (the jobs search, its total and its items) must match.
 * The full 100k move is timed by hand: docs/benchmarks/db-move.md.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'aith-move-scale-'));
const env = { ...process.env, DATABASE_URL: '', JWT_SECRET: '', LOG_LEVEL: 'silent' };

async function countsIn(d: Database) {
  return countRows(
    d.db,
    (await listTables(d.db)).map((t) => t.name),
  );
}

/** A public answer as a visitor gets it from the app on this database. */
async function jobsSearch(d: Database) {
  const deps: Deps = {
    db: d.db,
    env: loadEnv({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-123', APP_URL: 'http://localhost:3000', SEED_DEMO: 'false' }),
    log: pino({ level: 'silent' }),
    mailer: { kind: 'smtp', send: async () => {} },
    storage: memoryStorage(),
    nudge: () => {},
  };
  const res = await createApp(deps).request('/api/jobs?search=engineer&sort=oldest&pageSize=20');
  expect(res.status).toBe(200);
  const body = (await res.json()) as { total: number; items: { id: string; jobTitle: string }[] };
  return { total: body.total, items: body.items.map((j) => `${j.id} ${j.jobTitle}`) };
}

describe('db:move on seed:scale data', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'moves 2,000 generated jobs and topics (and their members, replies, likes) with the same counts and public answers',
    async () => {
      const dataDir = path.join(tmp, 'data');
      const seeded = await run(tsx, [path.join(root, 'apps/server/src/db/seed/scale-run.ts'), '--jobs', '2000', '--topics', '2000', '--members', '500'], {
        cwd: root,
        env: { ...env, DATA_DIR: dataDir },
      });
      expect(seeded.stdout).toContain('Done in');

      const base = process.env.TEST_DATABASE_URL as string;
      const name = `${testDbPrefix}_move_scale_${process.pid}_${Date.now()}`;
      trackDatabase(inject('pgTrackFile'), name);
      await withAdmin(base, (admin) => admin.query(`create database ${name}`));
      try {
        const url = urlFor(base, name);
        const moved = await run(tsx, [path.join(root, 'apps/server/src/db-move.ts'), '--to', url], { cwd: root, env: { ...env, DATA_DIR: dataDir } });
        expect(moved.stdout + moved.stderr).toContain('every table');

        const from = await openDatabase({ dataDir });
        const to = await openDatabase({ databaseUrl: url });
        try {
          const counts = await countsIn(from);
          expect(counts.jobs).toBeGreaterThanOrEqual(2000);
          expect(counts.forum_topics).toBeGreaterThanOrEqual(2000);
          expect(await countsIn(to)).toEqual(counts);
          const answer = await jobsSearch(from);
          expect(answer.total).toBeGreaterThan(0);
          expect(await jobsSearch(to)).toEqual(answer);
        } finally {
          await from.close();
          await to.close();
        }
      } finally {
        await withAdmin(base, (admin) => admin.query(`drop database if exists ${name} with (force)`));
      }
    },
    600_000,
  );
});
