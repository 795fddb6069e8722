import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { makeVendor } from '../../test/factories-member.ts';
import { useTestApp } from '../../test/test-app.ts';
import { calendar, fixture } from './fixtures/fill.ts';
import * as q from './sources.queries.ts';
import { syncOneNow } from './sources.sync.ts';
import { sourceThreadState, stopSourceThread } from './sources.thread.ts';
import { SOURCE_THREAD_APPLICATION } from './sources.thread-wire.ts';

// The source thread (docs/decisions/2206): the same sync run through it and in the serving thread gives the same rows.
const t = useTestApp({ WEBHOOK_ALLOW_LOOPBACK: 'true' });

type Route = { body: string; type: string; hold?: Promise<void> };
const routes = new Map<string, Route>();
const hits: string[] = [];
let server: Server;
let base = '';
let admin: { id: string; email: string };

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.push(path);
    const r = routes.get(path);
    if (!r) {
      res.statusCode = 404;
      return res.end('not found');
    }
    res.setHeader('Content-Type', r.type);
    if (r.hold) return void r.hold.then(() => res.end(r.body));
    res.end(r.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(t.deps.env, { GREENHOUSE_API_URL: `${base}/gh`, SOURCE_TIMEOUT_MS: 5000 });
  admin = await t.createUser({ isAdmin: true });
});
afterAll(async () => {
  await stopSourceThread();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A trusted vendor with one source of each kind on the same fixtures, synced with the thread on or off. */
async function syncVendor(thread: boolean) {
  const vendorId = await makeVendor(t.deps.db, { name: `Thread ${thread}` });
  await t.deps.db.execute(sql`update vendors set trusted = true where id = ${vendorId}`);
  const ids = [
    await q.insertSource(t.deps.db, { vendorId, kind: 'greenhouse', ref: 'same-board', createdBy: admin.id }),
    await q.insertSource(t.deps.db, { vendorId, kind: 'feed', ref: `${base}/feeds/same.xml`, createdBy: admin.id }),
    await q.insertSource(t.deps.db, { vendorId, kind: 'ical', ref: `${base}/cal/same.ics`, createdBy: admin.id }),
    await q.insertSource(t.deps.db, { vendorId, kind: 'feed', ref: `${base}/feeds/broken.atom`, createdBy: admin.id }),
  ] as string[];
  t.deps.env.SOURCE_SYNC_THREAD = thread;
  try {
    const outcomes = [];
    for (const id of ids) outcomes.push(await syncOneNow(t.deps, id));
    return { vendorId, ids, outcomes };
  } finally {
    t.deps.env.SOURCE_SYNC_THREAD = true;
  }
}

/** A vendor's synced content and links, without ids and times of writing. */
async function contentOf(vendorId: string, sourceIds: string[]) {
  const strip = sql`- 'id' - 'vendor_id' - 'created_at' - 'updated_at' - 'search_vector' - 'slug'`;
  const rows = async (table: 'jobs' | 'webinars' | 'product_updates') =>
    rowsOf<{ r: Record<string, unknown> }>(
      await t.deps.db.execute(sql`select to_jsonb(x) ${strip} as r from ${sql.raw(table)} x where vendor_id = ${vendorId} order by 1`),
    ).map((x) => x.r);
  const links = rowsOf(
    await t.deps.db.execute(
      sql`select content_type, external_id, hash, closed_at is not null as closed from source_items where source_id in (${sql.join(
        sourceIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) order by content_type, external_id`,
    ),
  );
  return { jobs: await rows('jobs'), webinars: await rows('webinars'), updates: await rows('product_updates'), links };
}

describe('the source thread', () => {
  it('a sync through the thread writes the same rows, links, hashes, counts and errors as one in the serving thread', async () => {
    routes.set('/gh/same-board/jobs', { body: fixture('greenhouse.json'), type: 'application/json' });
    routes.set('/feeds/same.xml', { body: fixture('rss.xml'), type: 'application/rss+xml' });
    routes.set('/cal/same.ics', { body: calendar(new Date()), type: 'text/calendar' });
    routes.set('/feeds/broken.atom', { body: '<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>x</entry></feed>', type: 'application/atom+xml' });

    await stopSourceThread();
    const inline = await syncVendor(false);
    expect(sourceThreadState().running).toBe(false);
    const threaded = await syncVendor(true);
    const state = sourceThreadState();
    expect(state).toMatchObject({ running: true, unavailable: false });
    // Linux names the thread in /proc/thread-self: there it runs at a lower priority.
    if (existsSync('/proc/thread-self')) expect(state.niced).toBe(true);

    const a = await contentOf(inline.vendorId, inline.ids);
    const b = await contentOf(threaded.vendorId, threaded.ids);
    expect(a.jobs.length).toBe(3);
    expect(a.updates.length).toBe(2);
    expect(a.webinars.length).toBeGreaterThan(10);
    // Each job keeps its vendor's name in places (the same fixtures, two vendors): compare without it.
    const unnamed = (c: typeof a, name: string) => JSON.parse(JSON.stringify(c).replaceAll(name, 'VENDOR'));
    expect(unnamed(b, 'Thread true')).toEqual(unnamed(a, 'Thread false'));
    const plain = (o: Awaited<ReturnType<typeof syncVendor>>['outcomes']) => o.map((x) => ({ ...x, nextInSeconds: undefined }));
    expect(plain(threaded.outcomes)).toEqual(plain(inline.outcomes));
    expect(threaded.outcomes[3]).toMatchObject({ ok: false, error: expect.stringMatching(/^Not valid Atom: .+ \(line 1\)$/) });

    // A re-sync in the other mode finds every hash unchanged.
    t.deps.env.SOURCE_SYNC_THREAD = false;
    try {
      for (const id of threaded.ids.slice(0, 3)) expect(await syncOneNow(t.deps, id)).toMatchObject({ ok: true, added: 0, updated: 0, closed: 0 });
    } finally {
      t.deps.env.SOURCE_SYNC_THREAD = true;
    }
  }, 120_000); // the reniced thread only gets the CPU others leave (no timing asserted)

  it('a thread that dies during a sync leaves a clear error on its source; the server answers and the next sync uses a new thread', async () => {
    let release: () => void = () => {};
    routes.set('/gh/crash-board/jobs', {
      body: fixture('greenhouse.json'),
      type: 'application/json',
      hold: new Promise<void>((resolve) => {
        release = resolve;
      }),
    });
    const vendorId = await makeVendor(t.deps.db, { name: 'Crash Vendor' });
    await t.deps.db.execute(sql`update vendors set trusted = true where id = ${vendorId}`);
    const id = (await q.insertSource(t.deps.db, { vendorId, kind: 'greenhouse', ref: 'crash-board', createdBy: admin.id })) as string;
    hits.length = 0;
    const syncing = syncOneNow(t.deps, id);
    while (!hits.includes('/gh/crash-board/jobs')) await new Promise((r) => setTimeout(r, 10));
    const first = sourceThreadState().threadId;
    expect(first).not.toBeNull();
    // Stands in for a crash: the thread is gone with the sync in hand.
    await stopSourceThread();
    release();
    expect(await syncing).toMatchObject({ ok: false, error: 'The sync failed on our side; it will be tried again', added: 0 });
    expect(await q.findSource(t.deps.db, id)).toMatchObject({ status: 'error', failures: 1, lastError: 'The sync failed on our side; it will be tried again' });
    expect((await t.json('GET', '/api/jobs')).status).toBe(200);

    const again = await syncOneNow(t.deps, id);
    expect(again).toMatchObject({ ok: true, added: 3 });
    expect(sourceThreadState().threadId).not.toBe(first);
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('the source thread writing through its own connections (PostgreSQL, docs/decisions/2207)', () => {
  const syncVersion = async () =>
    Number(rowsOf<{ version: string }>(await t.deps.db.execute(sql`select version from cache_versions where area = 'catalog-sync'`))[0]?.version ?? 0);
  const threadConnections = async () =>
    rowsOf<{ n: number }>(
      await t.deps.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = ${SOURCE_THREAD_APPLICATION}`,
      ),
    )[0]?.n ?? 0;
  const sourceOfVendor = async (name: string, trusted: boolean, ref: string) => {
    const vendorId = await makeVendor(t.deps.db, { name });
    await t.deps.db.execute(sql`update vendors set trusted = ${trusted} where id = ${vendorId}`);
    const id = (await q.insertSource(t.deps.db, { vendorId, kind: 'greenhouse', ref, createdBy: admin.id })) as string;
    return { vendorId, id };
  };
  /** One sync with the thread's writes on or off, and how many times it bumped the public cache's sync version. */
  const syncWith = async (writes: boolean, id: string) => {
    t.deps.env.SOURCE_SYNC_THREAD_WRITES = writes;
    try {
      const before = await syncVersion();
      const outcome = await syncOneNow(t.deps, id);
      return { outcome: { ...outcome, nextInSeconds: undefined }, bumps: (await syncVersion()) - before };
    } finally {
      t.deps.env.SOURCE_SYNC_THREAD_WRITES = true;
    }
  };
  const submissionsOf = async (vendorId: string) =>
    rowsOf(
      await t.deps.db.execute(
        sql`select kind, state, external_id, content_id is not null as live, values->>'jobTitle' as title from vendor_submissions where vendor_id = ${vendorId} order by external_id`,
      ),
    );

  it('the same rows and review states as writes on the serving thread, one bump per source that changed something public', async () => {
    routes.set('/gh/write-board/jobs', { body: fixture('greenhouse.json'), type: 'application/json' });
    const here = await sourceOfVendor('Writes Here', true, 'write-board');
    const there = await sourceOfVendor('Writes There', true, 'write-board');
    const pendingHere = await sourceOfVendor('Pending Here', false, 'write-board');
    const pendingThere = await sourceOfVendor('Pending There', false, 'write-board');

    const a = await syncWith(false, here.id);
    const b = await syncWith(true, there.id);
    expect(a).toEqual({ outcome: expect.objectContaining({ ok: true, added: 3 }), bumps: 1 });
    expect(b).toEqual(a);
    // The thread wrote through connections of its own (its pool keeps them open a few seconds after the sync).
    expect(await threadConnections()).toBeGreaterThan(0);
    const unnamed = (c: unknown, name: string) => JSON.parse(JSON.stringify(c).replaceAll(name, 'VENDOR'));
    expect(unnamed(await contentOf(there.vendorId, [there.id]), 'Writes There')).toEqual(unnamed(await contentOf(here.vendorId, [here.id]), 'Writes Here'));
    expect(await submissionsOf(there.vendorId)).toEqual(await submissionsOf(here.vendorId));

    // A vendor that is not trusted: pending submissions, nothing public, no bump, either way.
    const c = await syncWith(false, pendingHere.id);
    const d = await syncWith(true, pendingThere.id);
    expect(c).toEqual({ outcome: expect.objectContaining({ ok: true, added: 0, pending: 3 }), bumps: 0 });
    expect(d).toEqual(c);
    const pending = await submissionsOf(pendingThere.vendorId);
    expect(pending).toHaveLength(3);
    expect(pending.every((r) => (r as { state: string }).state === 'pending')).toBe(true);
    expect(pending).toEqual(await submissionsOf(pendingHere.vendorId));
    expect(unnamed(await contentOf(pendingThere.vendorId, [pendingThere.id]), 'Pending There')).toEqual(
      unnamed(await contentOf(pendingHere.vendorId, [pendingHere.id]), 'Pending Here'),
    );

    // A re-sync through the thread of what the serving thread wrote finds every hash unchanged: no write, no bump.
    expect(await syncWith(true, here.id)).toEqual({ outcome: expect.objectContaining({ ok: true, added: 0, updated: 0, closed: 0 }), bumps: 0 });
  }, 120_000);

  it('a write that fails in the thread leaves the error and the back-off on its source, and publishes nothing', async () => {
    routes.set('/gh/refused-board/jobs', { body: fixture('greenhouse.json'), type: 'application/json' });
    const { vendorId, id } = await sourceOfVendor('Refused Writes', true, 'refused-board');
    // The database refuses this source's links: the chunk's transaction (jobs, submissions, audit, links) rolls back.
    await t.deps.db.execute(
      sql`create function refuse_source_item() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`,
    );
    await t.deps.db.execute(
      sql.raw(
        `create trigger refuse_source_item before insert on source_items for each row when (new.source_id = '${id}'::uuid) execute function refuse_source_item()`,
      ),
    );
    try {
      const r = await syncWith(true, id);
      expect(r).toEqual({ outcome: expect.objectContaining({ ok: false, error: 'The sync failed on our side; it will be tried again', added: 0 }), bumps: 0 });
      const s = (await q.findSource(t.deps.db, id)) as q.SourceRow;
      expect(s).toMatchObject({ status: 'error', failures: 1, lastError: 'The sync failed on our side; it will be tried again' });
      expect(new Date(s.nextSyncAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
      const jobs = rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from jobs where vendor_id = ${vendorId}`));
      expect(jobs[0]?.n).toBe(0);
      expect(await submissionsOf(vendorId)).toEqual([]);
    } finally {
      await t.deps.db.execute(sql`drop trigger refuse_source_item on source_items`);
      await t.deps.db.execute(sql`drop function refuse_source_item()`);
    }
    // Once the database accepts them again, the next sync writes the board.
    expect((await syncWith(true, id)).outcome).toMatchObject({ ok: true, added: 3 });
  });
});
