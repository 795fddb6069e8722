/**
 * `DATABASE_URL=postgres://… npx tsx scripts/lib/bench-explain.ts [--analyze] [case …]`: runs each cache-miss case of
 * docs/benchmarks/cache-miss.md through the real code (jobs list/search, forum list/search, global search), records
 * every statement it sends, then prints EXPLAIN (ANALYZE, BUFFERS) of each with its time and shared buffers read/hit,
 * so plans are judged by the rows and buffers they touch, not by wall time on a loaded machine; the planning time is
 * printed beside the execution time (both stretch alike with the load, so their ratio holds). PostgreSQL only.
 * `GLOBAL_WORDS=ships:4,heal,hanr:1:typo` adds global search cases (a word, its page, the typo pass); `JOBS_WORDS=than:11:title_asc,hand` jobs search
 * cases (a text, its page, its sort).
 */
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { jobListQuery } from '@portal/shared/catalog-api';
import type { Db } from '../../apps/server/src/db/client.ts';
import { loadEnv } from '../../apps/server/src/lib/env.ts';
import { listJobs } from '../../apps/server/src/modules/catalog/catalog-lists.service.ts';
import { searchAll } from '../../apps/server/src/modules/catalog/search.queries.ts';
import { listTopics } from '../../apps/server/src/modules/forum/forum.queries.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const pool = new pg.Pool({ connectionString: url, max: 1 });
const seen: { text: string; values: unknown[] }[] = [];
const query = pool.query.bind(pool) as (...a: unknown[]) => Promise<unknown>;
(pool as unknown as { query: unknown }).query = (q: unknown, v?: unknown, ...rest: unknown[]) => {
  const text = typeof q === 'string' ? q : (q as { text: string }).text;
  const values = (Array.isArray(v) ? v : (q as { values?: unknown[] }).values) as unknown[] | undefined;
  if (!/^\s*explain/i.test(text)) seen.push({ text, values: values ?? [] });
  return query(q, v, ...rest);
};
const db = drizzle(pool) as unknown as Db;
// `--set name=value`: a planner setting for the session, e.g. to compare a plan with `enable_seqscan=off`.
for (const [i, a] of process.argv.entries()) if (a === '--set') await pool.query(`set ${process.argv[i + 1]?.replace('=', ' = ')}`);
const env = { ...loadEnv(), NODE_ENV: 'test' } as ReturnType<typeof loadEnv>;
const deps = { db, env } as Parameters<typeof listJobs>[0];

const jobs = (q: Record<string, string>) => () => listJobs(deps, jobListQuery.parse(q), null);
const topics =
  (search: string | undefined, page: number, sort: 'newest' | 'most_popular' | 'most_replies' = 'newest') =>
  () =>
    listTopics(db, { search, sort, limit: 20, offset: (page - 1) * 20 });
const global =
  (text: string, page: number, typos = false) =>
  () =>
    searchAll(db, text, 20, (page - 1) * 20, typos);
const cases: Record<string, () => Promise<unknown>> = {
  'jobs list p1 newest': jobs({}),
  'jobs list p4000 newest': jobs({ page: '4000' }),
  'jobs list p2000 title_asc': jobs({ page: '2000', sort: 'title_asc' }),
  'jobs list p2000 salary_desc': jobs({ page: '2000', sort: 'salary_desc' }),
  'jobs search common p1 newest': jobs({ search: 'engineer' }),
  'jobs search common p20 title_asc': jobs({ search: 'engineer', page: '20', sort: 'title_asc' }),
  'jobs search common p20 salary_asc': jobs({ search: 'automation', page: '20', sort: 'salary_asc' }),
  'jobs search prefix p1': jobs({ search: 'automat' }),
  'jobs search two words p3': jobs({ search: 'test automation', page: '3' }),
  'jobs search rare p1': jobs({ search: 'quarantine' }),
  'jobs search typo p1': jobs({ search: 'enginer' }),
  'forum list p5000 newest': topics(undefined, 5000),
  'forum list p5000 popular': topics(undefined, 5000, 'most_popular'),
  'forum search common p1': topics('test', 1),
  'forum search common p10 most_replies': topics('test', 10, 'most_replies'),
  'forum search rare p1': topics('flaky', 1),
  'forum search typo p1': topics('flakey', 1),
  'global search common p1': global('engineer', 1),
  'global search common p5': global('test', 5),
  'global search rare p1': global('quarantine', 1),
  ...Object.fromEntries(
    (process.env.JOBS_WORDS ?? '')
      .split(',')
      .filter(Boolean)
      .map((w) => {
        const [search = w, page = '1', sort = 'newest'] = w.split(':');
        return [`jobs search ${w}`, jobs({ search, page, sort })];
      }),
  ),
  ...Object.fromEntries(
    (process.env.GLOBAL_WORDS ?? '')
      .split(',')
      .filter(Boolean)
      .map((w) => [`global search ${w}`, global(w.split(':')[0] ?? w, Number(w.split(':')[1] ?? 1), w.split(':')[2] === 'typo')]),
  ),
};
const pick = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--set');
for (const [name, run] of Object.entries(cases)) {
  if (pick.length && !pick.some((p) => name.includes(p))) continue;
  seen.length = 0;
  await run();
  const statements = [...seen];
  console.log(`\n### ${name}: ${statements.length} statements`);
  for (const s of statements) {
    const r = (await query(`explain (analyze, buffers, format json) ${s.text}`, s.values)) as { rows: { 'QUERY PLAN': unknown }[] };
    const plan = (r.rows[0]?.['QUERY PLAN'] as { Plan: Record<string, number>; 'Execution Time': number; 'Planning Time': number }[] | undefined)?.[0];
    const p = plan?.Plan ?? {};
    const nodes: string[] = [];
    const walk = (n: Record<string, unknown>, depth: number) => {
      nodes.push(
        `${'  '.repeat(depth)}${n['Node Type']}${n['Index Name'] ? ` ${n['Index Name']}` : n['Relation Name'] ? ` ${n['Relation Name']}` : ''} t=${n['Actual Total Time']} rows=${n['Actual Rows']}x${n['Actual Loops']} hit=${n['Shared Hit Blocks']} read=${n['Shared Read Blocks']}`,
      );
      for (const c of (n.Plans as Record<string, unknown>[] | undefined) ?? []) walk(c, depth + 1);
    };
    if (process.argv.includes('--plans')) walk(p as Record<string, unknown>, 1);
    console.log(
      `- ${plan?.['Execution Time']?.toFixed(1)} ms (planning ${plan?.['Planning Time']?.toFixed(1)} ms), buffers hit ${p['Shared Hit Blocks']} read ${p['Shared Read Blocks']}: ${s.text.replace(/\s+/g, ' ').slice(0, 110)}…`,
    );
    if (nodes.length) console.log(nodes.join('\n'));
  }
}
await pool.end();
