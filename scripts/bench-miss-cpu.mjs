// CPU per cache-miss request, by process: `DATABASE_URL=postgres://… node scripts/bench-miss-cpu.mjs [--server apps/server/dist/main.js]
// [--port 4041] [--requests 300] [--concurrency 4] [--seed 1] [--kind jobs] [--warmup 0] [--fresh-words]`. Starts the built server on the database,
// asks each kind of `npm run bench -- --miss` (scripts/lib/bench-miss.mjs: every URL new) `--requests` times, and
// prints the CPU time the server process and the database's backends spent per request (from /proc: user + system),
// which a loaded machine stretches far less than it stretches latencies. Compare two builds back to back (A/B/A/B) with
// `--server` pointing at a copy of the other build's dist/main.js (and WEB_DIST at apps/web/dist). PostgreSQL on this
// machine only (it reads the backends' /proc entries). Never a test.
// `--warmup N` first asks N new URLs of each kind (drawn with another seed, not measured): a fresh server spends a
// quarter of its CPU in its first ~2,000 requests compiling (V8's JIT) and running unoptimised code, which the first
// kind measured would otherwise carry (docs/benchmarks/cache-miss.md, 2026-11-27 h5/cpu).
// BENCH_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=DIR`) is passed to the server as by `npm run bench`.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { benchExtraNodeArgs, root, serverEnv, serverNodeArgs } from './lib/build.mjs';
import { dataWords, missKinds } from './lib/bench-miss.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : def;
};
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required (PostgreSQL)');
const dbName = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
const serverMain = path.resolve(root, opt('server', 'apps/server/dist/main.js'));
const port = Number(opt('port', 4041));
const requests = Number(opt('requests', 300));
const concurrency = Number(opt('concurrency', 4));
const seed = Number(opt('seed', 1));
const onlyKind = opt('kind', null);
const warmup = Number(opt('warmup', 0));
const freshWords = args.includes('--fresh-words'); // never the same search text twice (scripts/lib/bench-miss.mjs)
const base = `http://127.0.0.1:${port}`;
const hz = 100; // USER_HZ: /proc's clock ticks per second on Linux

const ticks = (pid) => {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
};
/** CPU ticks of every PostgreSQL backend connected to the database, by pid. */
const backends = () => {
  const out = new Map();
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (cmd.startsWith('postgres: ') && cmd.includes(` ${dbName} `)) out.set(p, ticks(p));
    } catch {}
  }
  return out;
};

const { DATABASE_URL: _url, ...inherited } = process.env;
const server = spawn(process.execPath, [...serverNodeArgs, ...benchExtraNodeArgs, serverMain], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...serverEnv,
    ...inherited,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://localhost:${port}`,
    BACKUP_DAILY: 'false',
    DATABASE_URL: databaseUrl,
    WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
  },
});
process.on('exit', () => server.kill('SIGTERM'));
for (let i = 0; ; i++) {
  if (
    await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (i > 240) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 250));
}
const words = await dataWords(base);
// The lists' totals are capped in the answers, so the rows are counted directly (as bench --miss does).
const d = new pg.Client({ connectionString: databaseUrl });
await d.connect();
const activeJobs = (await d.query(`select count(*)::int as n from jobs where status = 'active'`)).rows[0].n;
const topics = (await d.query('select count(*)::int as n from forum_topics')).rows[0].n;
await d.end();
const kinds = missKinds({ words, jobPages: Math.max(1, Math.ceil(activeJobs / 12)), topicPages: Math.max(1, Math.ceil(topics / 20)), seed, freshWords });
/** Asks `urls` with `concurrency` requests at a time; the number of answers that were not 200. */
const ask = async (urls) => {
  let bad = 0;
  let i = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (i < urls.length) {
        const r = await fetch(base + urls[i++], { headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' } });
        await r.arrayBuffer();
        if (r.status !== 200) bad++;
      }
    }),
  );
  return bad;
};
if (warmup > 0) {
  const other = missKinds({ words, jobPages: Math.max(1, Math.ceil(activeJobs / 12)), topicPages: Math.max(1, Math.ceil(topics / 20)), seed: seed + 1000 });
  for (const [kind, next] of Object.entries(other)) {
    if (onlyKind && !kind.includes(onlyKind)) continue;
    await ask(Array.from({ length: warmup }, () => next()));
  }
}
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(
  `${path.relative(root, serverMain)} on ${dbName}: ${requests} new URLs per kind, ${concurrency} at a time${warmup ? ` after ${warmup} per kind unmeasured` : ''}; load average ${load()}`,
);
console.log('| kind | server CPU ms/req | PostgreSQL CPU ms/req | both | wall s | non-2xx |');
console.log('|---|--:|--:|--:|--:|--:|');
for (const [kind, next] of Object.entries(kinds)) {
  if (onlyKind && !kind.includes(onlyKind)) continue;
  const urls = Array.from({ length: requests }, () => next());
  const s0 = ticks(server.pid);
  const b0 = backends();
  const t0 = performance.now();
  const bad = await ask(urls);
  const wall = (performance.now() - t0) / 1000;
  const b1 = backends();
  let pgTicks = 0;
  for (const [p, t] of b1) pgTicks += t - (b0.get(p) ?? 0);
  const srv = ((ticks(server.pid) - s0) / hz / requests) * 1000;
  const pgMs = (pgTicks / hz / requests) * 1000;
  console.log(`| ${kind} | ${srv.toFixed(2)} | ${pgMs.toFixed(2)} | ${(srv + pgMs).toFixed(2)} | ${wall.toFixed(1)} | ${bad} |`);
}
const peakRss = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1];
console.log(`load average ${load()}; server peak RSS ${Math.round(Number(peakRss) / 1024)} MB`);
server.kill('SIGTERM');
process.exit(0);
