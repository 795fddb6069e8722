// pglite-subset: typo-tolerant search needs the pg_trgm extension (PGlite loads its own build); cache versions are bumped by triggers
import { TOTAL_CAP } from '@portal/shared/api';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { expectEachEncoding } from '../../test/encodings.ts';
import { useTestApp } from '../../test/test-app.ts';

// Search quality (stemming, prefix, typos, ranking, snippets), capped counts and the versioned public
// cache (docs/decisions/1302). Every job here carries a made-up word so the rows are this file's own.
const t = useTestApp();
let member: { id: string; token: string };

async function job(title: string, description = 'A role.', extra: { vendor?: string; status?: string } = {}) {
  const [r] = (
    (await t.deps.db.execute(sql`insert into jobs (job_title, job_description, vendor_id, status, posted_date)
      values (${title}, ${description}, ${extra.vendor ?? null}, ${extra.status ?? 'active'}, current_date) returning id`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  return r?.id as string;
}
const titles = (body: { items: { jobTitle: string }[] }) => body.items.map((i) => i.jobTitle);

beforeAll(async () => {
  const u = await t.createUser();
  member = { id: u.id, token: await t.loginAs(u.email) };
  await job('Quixel flaky tests fixer', 'Keeps the quixel suite green.');
  await job('Senior Quixel Playwright Engineer', 'Owns browser automation for quixel.');
  await job('Quixel release manager', 'Ships quixel builds.');
});

describe('search', () => {
  it("stems words: 'testing' finds a job about tests", async () => {
    const res = await t.json('GET', '/api/jobs?search=quixel testing');
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['Quixel flaky tests fixer']);
  });

  it('treats the last word as a prefix while typing, with every word required', async () => {
    const res = await t.json('GET', '/api/jobs?search=senior quixel playw');
    expect(titles(res.body)).toEqual(['Senior Quixel Playwright Engineer']);
  });

  it("finds near spellings of titles when nothing matches as typed ('playwrite' finds Playwright)", async () => {
    const res = await t.json('GET', '/api/jobs?search=playwrite');
    expect(titles(res.body)).toContain('Senior Quixel Playwright Engineer');
    const global = await t.json('GET', '/api/search?q=playwrite');
    expect(global.body.items.map((h: { title: string }) => h.title)).toContain('Senior Quixel Playwright Engineer');
  });

  it('keeps the spec rule: the text anywhere in a field, case-insensitive, and nothing else', async () => {
    expect(titles((await t.json('GET', '/api/jobs?search=UIXEL RELEASE')).body)).toEqual(['Quixel release manager']);
    expect((await t.json('GET', '/api/jobs?search=zzqqxxyy')).body.total).toBe(0);
  });

  it('ranks title matches above description matches in global search and cuts the snippet around the match', async () => {
    const filler = 'Background work on pipelines and dashboards. '.repeat(20);
    await job('Wombatic platform engineer', `${filler}Uses wombatic daily.`);
    await job('Data engineer', `${filler}Some wombatic experience helps.`);
    await job('Wombatic lead', 'Leads the wombatic guild.');
    const res = await t.json('GET', '/api/search?q=wombatic');
    const hits = res.body.items as { title: string; rank: number; snippet: string }[];
    expect(hits).toHaveLength(3);
    expect(new Set(hits.slice(0, 2).map((h) => h.title))).toEqual(new Set(['Wombatic platform engineer', 'Wombatic lead']));
    expect(hits[2]).toMatchObject({ title: 'Data engineer', rank: 1 });
    expect(hits[0]?.rank).toBe(3);
    const deep = hits.find((h) => h.title === 'Data engineer');
    expect(deep?.snippet.length).toBeLessThanOrEqual(200);
    expect(deep?.snippet.toLowerCase()).toContain('wombatic');
  });

  it("gives every type's page row its own snippet (read after the sort, by the row's id)", async () => {
    const { db } = t.deps;
    await db.execute(sql`insert into vendors (id, name, description) values ('v-gleepish', 'Gleep Tools', 'Makes gleepish probes.')`);
    await db.execute(sql`insert into webinars (title, description, start_time) values ('Probe night', 'A gleepish evening.', now() + interval '1 day')`);
    await db.execute(sql`insert into certifications (name, description) values ('Probe cert', 'Gleepish basics.')`);
    await db.execute(
      sql`insert into product_updates (product_name, version, features, release_date) values ('Prober', '2.0', array['gleepish mode', 'faster'], current_date)`,
    );
    await job('Probe engineer', 'Runs gleepish probes.');
    const res = await t.json('GET', '/api/search?q=gleepish');
    const hits = res.body.items as { type: string; title: string; snippet: string | null }[];
    const byType = Object.fromEntries(hits.map((h) => [h.type, h.snippet]));
    expect(byType).toEqual({
      vendor: 'Makes gleepish probes.',
      webinar: 'A gleepish evening.',
      certification: 'Gleepish basics.',
      product_update: 'gleepish mode; faster',
      job: 'Runs gleepish probes.',
    });
  });

  it('answers 400 for a too long search text and for page sizes above the cap', async () => {
    expect((await t.json('GET', `/api/jobs?search=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await t.json('GET', `/api/search?q=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await t.json('GET', '/api/jobs?pageSize=1000')).status).toBe(400);
    expect((await t.json('GET', '/api/forum/topics?pageSize=1000')).status).toBe(400);
  });
});

describe('capped counts', () => {
  it(`counts exactly up to ${TOTAL_CAP}, then answers ${TOTAL_CAP} with totalCapped`, async () => {
    await t.deps.db.execute(sql`insert into jobs (job_title, job_description, posted_date)
      select 'Capybara tester ' || g, 'Counts.', current_date from generate_series(1, ${TOTAL_CAP + 5}) g`);
    const many = await t.json('GET', '/api/jobs?search=capybara&pageSize=12');
    expect(many.body).toMatchObject({ total: TOTAL_CAP, totalCapped: true, totalPages: Math.ceil(TOTAL_CAP / 12) });
    expect(many.body.items).toHaveLength(12);
    const few = await t.json('GET', '/api/jobs?search=quixel');
    expect(few.body.total).toBe(3);
    expect(few.body.totalCapped).toBeUndefined();
    const page2 = await t.json('GET', '/api/jobs?search=quixel&pageSize=2&page=2');
    expect(page2.body).toMatchObject({ total: 3, totalPages: 2 });
  });
});

describe('versioned public cache', () => {
  it('serves visitors a shared answer with a versioned ETag and 304, and shows a write on the next request', async () => {
    const first = await t.request('GET', '/api/jobs?search=quixel');
    expect(first.headers.get('cache-control')).toBe('public, max-age=1, stale-while-revalidate=5');
    const tag = first.headers.get('etag') as string;
    expect((await t.request('GET', '/api/jobs?search=quixel', { headers: { 'if-none-match': tag } })).status).toBe(304);
    // A write outside any request (another process, an admin script): the trigger bumps the version.
    await t.deps.db.execute(sql`update jobs set job_title = 'Quixel release captain' where job_title = 'Quixel release manager'`);
    const after = await t.request('GET', '/api/jobs?search=quixel', { headers: { 'if-none-match': tag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(tag);
    expect(titles((await after.json()) as { items: { jobTitle: string }[] })).toContain('Quixel release captain');
  });

  it("never puts a member's liked flag into the visitors' answer, nor the other way round", async () => {
    const id = await job('Ocelot QA analyst');
    const visitorBefore = await t.json('GET', '/api/jobs?search=ocelot');
    expect(visitorBefore.body.items[0]).toMatchObject({ likeCount: 0, likedByMe: false });
    expect((await t.json('POST', '/api/likes', { token: member.token, body: { contentType: 'job', contentId: id } })).status).toBe(200);
    const mine = await t.json('GET', '/api/jobs?search=ocelot', { token: member.token });
    expect(mine.res.headers.get('cache-control')).toBe('private, no-cache');
    expect(mine.body.items[0]).toMatchObject({ likeCount: 1, likedByMe: true });
    const visitor = await t.json('GET', '/api/jobs?search=ocelot');
    expect(visitor.body.items[0]).toMatchObject({ likeCount: 1, likedByMe: false });
    const mineAgain = await t.json('GET', '/api/jobs?search=ocelot', { token: member.token });
    expect(mineAgain.body.items[0].likedByMe).toBe(true);
  });

  it('sends a cached answer over 1 KB compressed as the browser accepts it, the same JSON in every encoding', async () => {
    for (let i = 0; i < 8; i++) await job(`Zebu compression tester ${i}`, 'Checks zebu answers. '.repeat(20));
    const plain = await t.request('GET', '/api/jobs?search=zebu');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    await expectEachEncoding(
      (accept) => t.request('GET', '/api/jobs?search=zebu', { headers: { 'accept-encoding': accept } }),
      text,
      (res) => {
        expect(res.headers.get('vary')).toBe('Authorization, Accept-Encoding');
        expect(res.headers.get('etag')).toBe(plain.headers.get('etag'));
      },
    );
    const refused = await t.request('GET', '/api/jobs?search=zebu', { headers: { 'accept-encoding': 'br;q=0, identity' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it("compresses a member's own answer for that request, with the same private ETag in every encoding", async () => {
    for (let i = 0; i < 8; i++) await job(`Yak compression tester ${i}`, 'Checks yak answers. '.repeat(20));
    const auth = { authorization: `Bearer ${member.token}` };
    const plain = await t.request('GET', '/api/jobs?search=yak', { headers: auth });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(JSON.parse(text).items[0]).toHaveProperty('likedByMe', false);
    await expectEachEncoding(
      (accept) => t.request('GET', '/api/jobs?search=yak', { headers: { ...auth, 'accept-encoding': accept } }),
      text,
      (res) => {
        expect(res.headers.get('cache-control')).toBe('private, no-cache');
        expect(res.headers.get('vary')).toBe('Authorization, Accept-Encoding');
        expect(res.headers.get('etag')).toBe(plain.headers.get('etag'));
      },
    );
    const etag = plain.headers.get('etag') as string;
    const unchanged = await t.request('GET', '/api/jobs?search=yak', { headers: { ...auth, 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
  });

  it("shows a new forum reply in the visitors' cached discussion", async () => {
    const topic = await t.json('POST', '/api/forum/topics', { token: member.token, body: { title: 'Cached topic', content: 'Body', tags: [] } });
    const path = `/api/forum/topics/${topic.body.id}`;
    expect((await t.json('GET', path)).body.replies).toHaveLength(0);
    expect((await t.json('POST', `${path}/replies`, { token: member.token, body: { content: 'A reply' } })).status).toBe(201);
    expect((await t.json('GET', path)).body.replies).toHaveLength(1);
  });
});

// Two app instances (two processes' worth of pools and caches) on one PostgreSQL database.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('two instances on one PostgreSQL', () => {
  it('a like, a reply and a job edit through instance A reach instance B within 2 seconds', async () => {
    const other = await openDatabase({ databaseUrl: t.database.url as string });
    // B trusts its version read for 500 ms, as in production.
    const b = createApp({ ...t.deps, db: other.db, env: { ...t.deps.env, CACHE_VERSION_POLL_MS: 500 } });
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
    const getB = async (path: string): Promise<any> => (await b.request(path)).json();
    const eventually = async (path: string, ok: (body: never) => boolean) => {
      const deadline = Date.now() + 2500;
      for (;;) {
        if (ok((await getB(path)) as never)) return true;
        if (Date.now() > deadline) return false;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    try {
      const id = await job('Narwhal SDET');
      const list = '/api/jobs?search=narwhal';
      expect((await getB(list)).items[0].likeCount).toBe(0);
      await t.json('POST', '/api/likes', { token: member.token, body: { contentType: 'job', contentId: id } });
      expect(await eventually(list, (body: { items: { likeCount: number }[] }) => body.items[0]?.likeCount === 1)).toBe(true);

      await t.deps.db.execute(sql`update jobs set job_title = 'Narwhal SDET II' where id = ${id}::uuid`);
      expect(await eventually(list, (body: { items: { jobTitle: string }[] }) => body.items[0]?.jobTitle === 'Narwhal SDET II')).toBe(true);

      const topic = await t.json('POST', '/api/forum/topics', { token: member.token, body: { title: 'Two instances', content: 'Body', tags: [] } });
      const path = `/api/forum/topics/${topic.body.id}`;
      expect((await getB(path)).replies).toHaveLength(0);
      await t.json('POST', `${path}/replies`, { token: member.token, body: { content: 'From A' } });
      expect(await eventually(path, (body: { replies: unknown[] }) => body.replies.length === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
