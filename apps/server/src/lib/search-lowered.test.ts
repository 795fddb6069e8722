import { likePattern } from '@portal/shared/catalog-api';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { useTestApp } from '../test/test-app.ts';
import { contains } from './search-match.queries.ts';

// The 'contains' rule on the long texts through their stored lower-cased copies (docs/decisions/2465):
// `job_description_lower LIKE lower(p)` and `content_lower LIKE lower(p)` must give exactly the rows of
// `job_description ILIKE p` and `content ILIKE p` (the spec's rule), whatever the case, the script or the
// LIKE metacharacters the text holds. The texts are this file's own (made-up words).
const t = useTestApp();

const texts = [
  'Vexlory QA ENGINEER for Äpfel GmbH',
  'vexlory: äpfel, ÉCOLE and école',
  'Vexlory Straße (STRASSE, ẞ capital)',
  'Vexlory İstanbul office, İSTANBUL',
  'vexlory i̇stanbul (i with a combining dot)',
  'Vexlory cryo lab at 4 K (Kelvin sign) and 4 K',
  'ΣΊΣΥΦΟΣ vexlory σοφός ς',
  'Vexlory: 100% coverage, snake_case names',
  'Vexlory path C:\\tools\\bin and a\\b',
  'Vexlory C++ and .NET, c++ and .net core',
  'Vexlory plain words only',
  'VEXLORY DOTNET NET CPP',
];
const patterns = [
  'vexlory',
  'VEXLORY',
  'äpfel',
  'ÄPFEL',
  'Ä',
  'école',
  'ÉCOLE',
  'É',
  'straße',
  'STRASSE',
  'ẞ',
  'ß',
  'İstanbul',
  'İ',
  'i̇',
  'istanbul',
  'ISTANBUL',
  'K',
  '4 k',
  '4 K',
  'σ',
  'Σ',
  'ς',
  'ΣΟΦΌΣ',
  'σίσυφος',
  '%',
  '100%',
  '_',
  'snake_case',
  'snake%case',
  '\\',
  'c:\\tools',
  'a\\b',
  'c++',
  'C++',
  '.net',
  '.NET',
  'dotnet',
  '+',
  '.',
  'nothing like this',
];

beforeAll(async () => {
  for (const [i, d] of texts.entries()) {
    await t.deps.db.execute(sql`insert into jobs (job_title, job_description, status) values (${`Lowered job ${i}`}, ${d}, 'active')`);
    await t.deps.db.execute(sql`insert into forum_topics (title, content, tags) values (${`Lowered topic ${i}`}, ${d}, array['misc'])`);
  }
  await t.deps.db.execute(sql`insert into jobs (job_title, job_description, status) values ('Lowered job without a description', null, 'active')`);
});

const ids = async (q: SQL) => rowsOf<{ id: string }>(await t.deps.db.execute(q)).map((r) => r.id);

describe("the stored lower-cased copies give exactly ILIKE's rows", () => {
  it('jobs: job_description_lower LIKE lower(p) equals job_description ILIKE p, for every case, script and metacharacter', async () => {
    for (const text of patterns) {
      const p = likePattern(text);
      const expected = await ids(sql`select id from jobs j where j.job_description ilike ${p} order by id`);
      const got = await ids(sql`select id from jobs j where ${contains({ lowered: sql`j.job_description_lower` }, p)} order by id`);
      expect(got, text).toEqual(expected);
    }
    // The equality is not vacuous: the patterns match across case and script, and the escapes hold.
    const count = async (text: string) => (await ids(sql`select id from jobs j where j.job_description ilike ${likePattern(text)}`)).length;
    expect(await count('VEXLORY')).toBe(texts.length);
    expect(await count('ÄPFEL')).toBe(2);
    expect(await count('ÉCOLE')).toBe(1);
    expect(await count('100%')).toBe(1);
    expect(await count('snake%case')).toBe(0);
    expect(await count('a\\b')).toBe(1);
    expect(await count('C++')).toBe(1);
  });

  it('forum topics: content_lower LIKE lower(p) equals content ILIKE p', async () => {
    for (const text of patterns) {
      const p = likePattern(text);
      const expected = await ids(sql`select id from forum_topics t where t.content ilike ${p} order by id`);
      const got = await ids(sql`select id from forum_topics t where ${contains({ lowered: sql`t.content_lower` }, p)} order by id`);
      expect(got, text).toEqual(expected);
    }
  });

  it('the copies follow their texts on insert and update, and a missing description stays unmatched', async () => {
    const [row] = rowsOf<{ id: string }>(
      await t.deps.db.execute(sql`insert into jobs (job_title, job_description, status) values ('Lowered job updated', 'ZORBEL Önce', 'active') returning id`),
    );
    const lowered = async () =>
      rowsOf<{ l: string | null }>(await t.deps.db.execute(sql`select job_description_lower as l from jobs where id = ${row?.id}`))[0]?.l;
    expect(await lowered()).toBe('zorbel önce');
    await t.deps.db.execute(sql`update jobs set job_description = 'QUILLET Über' where id = ${row?.id}`);
    expect(await lowered()).toBe('quillet über');
    await t.deps.db.execute(sql`update jobs set job_description = null where id = ${row?.id}`);
    expect(await lowered()).toBeNull();
  });
});

describe('the searches that test the copies', () => {
  const listed = async (path: string) => {
    const res = await t.json('GET', path);
    expect(res.status).toBe(200);
    return (res.body.items as { title?: string; jobTitle?: string }[]).map((i) => i.jobTitle ?? i.title).sort();
  };

  it('jobs, forum and global search find a part of a word of a description or content in another case and script', async () => {
    // Parts of words, so that no full-text match (words, prefixes) finds these rows: only the 'contains' rule does.
    expect(await listed(`/api/jobs?search=${encodeURIComponent('PFEL')}&pageSize=50`)).toEqual(['Lowered job 0', 'Lowered job 1']);
    expect(await listed(`/api/forum/topics?search=${encodeURIComponent('COLE')}&pageSize=50`)).toEqual(['Lowered topic 1']);
    expect(await listed(`/api/forum/topics?search=${encodeURIComponent('KE_CA')}&pageSize=50`)).toEqual(['Lowered topic 7']);
    const global = await t.json('GET', `/api/search?q=${encodeURIComponent('RASSE')}`);
    expect(global.status).toBe(200);
    expect((global.body.items as { type: string; title: string }[]).map((i) => `${i.type} ${i.title}`)).toEqual(['job Lowered job 2']);
  });
});
