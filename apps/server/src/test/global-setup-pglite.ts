import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, openDatabase, runMigrations } from '../db/client.ts';

/** Migrate one PGlite once and dump it; every test file starts from a copy of that dump. */
async function makeTemplate(): Promise<string> {
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const pg = await createPglite();
  const database = await openDatabase({ pglite: pg });
  await runMigrations(database);
  const dump = await pg.dumpDataDir('none');
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
  return file;
}

/** One dump per run: a project and its isolated twin (vitest.config.ts) share it, the initdb is most of its cost. */
const shared = globalThis as { pgliteTemplate?: Promise<string> };

export default async function setup(project: TestProject) {
  shared.pgliteTemplate ??= makeTemplate();
  project.provide('pgliteTemplate', await shared.pgliteTemplate);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
    pgTrackFile: string;
  }
}
