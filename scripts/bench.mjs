// `npm run bench`: throughput, latency and memory of the built product against a bare Node http server, in one
// run on this machine. Never part of the tests. Builds what is stale, starts the compiled server on its own port
// and data, starts a bare `node:http` server answering a small JSON body, drives both with autocannon, and prints
// per path: requests/s, p50/p95/p99 latency, errors, non-2xx answers and the ratio to bare Node; plus the
// server's RSS (after start, and the highest sampled from /proc/<pid>/status while the load ran).
//
//   npm run bench -- [--pg] [--miss] [--duration 10] [--connections 50] [--warmup 2] [--runs 1] [--port 4041]
//                    [--bare-port 4048] [--data-dir DIR] [--scale 100000] [--tsx] [--identity] [--metrics-off] [--kind global] [--fresh-words] [/api/path ...]
//
// --metrics-off: the server runs with METRICS_REQUESTS=false (no per-request counting for /metrics). The cost of the
// counting on the cached answers is the difference between `npm run bench -- --runs 3` and
// `npm run bench -- --runs 3 --metrics-off` taken back to back on a quiet machine (docs/benchmarks/metrics.md).
//
// --miss: the cache-miss mode. Every request is a URL the server has not answered before (scripts/lib/bench-miss.mjs:
// search words drawn from the data, list pages across the whole range, every sort); per kind it prints p50/p95/p99
// with one connection ('alone') and req/s and p95 at --connections (default 20 in this mode).
//
// Every request, to the product and to bare Node alike, carries a browser's Accept and Accept-Encoding headers (a
// browser always asks for compressed answers); --identity leaves Accept-Encoding out.
// Paths starting with `@` are sent signed in as member@example.com (demo account, bearer token). `{job}` and
// `{webinar}` stand for the id of the first item of that public list (a detail page).
// Default: PGlite in a fresh .tmp/bench-* folder with the demo data (created by a first start, which is stopped: the
// measured server starts on an existing database, as a deployed one does). --pg: DATABASE_URL when set, else the database
// `portal_bench` on 127.0.0.1:5432 (either is created when missing, migrated and filled by `npm run seed:scale` to
// --scale jobs and topics, default 100k, when it has fewer jobs). --runs N repeats every measurement and prints the median of each figure.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { dataWords, missKinds } from './lib/bench-miss.mjs';
import { benchExtraNodeArgs, buildIfStale, root, serverEnv, serverMain, serverNodeArgs } from './lib/build.mjs';

// `--sync`: the connected-sources benchmark instead (scripts/bench-sync.mjs, docs/benchmarks/sync.md).
if (process.argv.includes('--sync')) {
  await import('./bench-sync.mjs');
  process.exit(0);
}

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return false;
  args.splice(i, 1);
  return true;
};
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : def;
};
const usePg = flag('pg');
const identity = flag('identity');
const metricsOff = flag('metrics-off');
const miss = flag('miss');
const freshWords = flag('fresh-words'); // --miss: never the same search text twice (scripts/lib/bench-miss.mjs)
const scale = Number(opt('scale', 100_000));
const useTsx = flag('tsx'); // the server from its TypeScript sources through tsx, as `npm start` ran it before dist/
const duration = Number(opt('duration', 10));
const connections = Number(opt('connections', miss ? 20 : 50));
const warmup = Number(opt('warmup', 2));
const runs = Number(opt('runs', 1));
const onlyKind = opt('kind', null); // --miss: only the kinds whose name contains this (e.g. --kind global)
const port = Number(opt('port', process.env.BENCH_PORT ?? 4041));
const barePort = Number(opt('bare-port', process.env.BENCH_BARE_PORT ?? 4048));
const givenDataDir = opt('data-dir', null);
const dataDir = givenDataDir ?? path.join(root, '.tmp', `bench-${Date.now()}`);
const paths = args.length
  ? args
  : [
      '/api/landing',
      '/api/jobs',
      '/api/webinars',
      '/api/forum/topics',
      '/api/vendors',
      '/api/vendors?framework=playwright&deployment=saas&trial=1',
      '/api/compare/bugrella-vs-quorvex',
      '/api/jobs/{job}',
      '/api/webinars/{webinar}',
      '/api/search?q=flaky',
      '/api/jobs?search=engineer',
      '/api/jobs?search=engineer&salaryMin=80000&location=Remote',
      '/api/forum/topics?search=flaky',
      '@/api/dashboard',
      '@/api/jobs',
    ];

const fmt = (n) => (n === Number.POSITIVE_INFINITY ? `> ${duration * 1000}` : n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const children = [];
const cleanup = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
};
process.on('exit', cleanup);
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    cleanup();
    process.exit(130);
  });

async function waitFor(url, ms = 600_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/** DATABASE_URL, or portal_bench on the local server (created when missing), filled to --scale by seed:scale when it has fewer jobs. */
async function benchDatabase() {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench');
  const name = decodeURIComponent(url.pathname.slice(1));
  const admin = new URL(process.env.BENCH_PG_ADMIN_URL ?? url.toString());
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  const exists = (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  if (!exists) await c.query(`create database "${name.replace(/"/g, '""')}"`);
  await c.end();
  const d = new pg.Client({ connectionString: url.toString() });
  await d.connect();
  const jobs = await d
    .query('select count(*)::int as n from jobs')
    .then((r) => r.rows[0].n)
    .catch(() => 0);
  await d.end();
  if (jobs < scale) {
    console.log(`${name} has ${jobs} jobs: filling it (npm run seed:scale, ${scale} jobs and topics)…`);
    const members = String(Math.max(10_000, scale / 10));
    const likes = String(Math.max(200_000, scale * 2));
    const r = spawnSync('npm', ['run', 'seed:scale', '--', '--jobs', String(scale), '--topics', String(scale), '--members', members, '--likes', likes], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url.toString() },
    });
    if (r.status !== 0) throw new Error('seed:scale failed');
  }
  return url.toString();
}

function rssKiB(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

// No answer at all within the run: the latency is beyond the run's length (printed as such, not as 0).
const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : Number.POSITIVE_INFINITY);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One autocannon run; latencies from every response (autocannon's own histogram has no p95). */
const browserHeaders = { accept: 'application/json', ...(identity ? {} : { 'accept-encoding': 'gzip, deflate, br' }) };
function load(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections, duration: seconds, headers: { ...browserHeaders, ...headers } }, (err, result) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      resolve({
        rps: result.requests.average,
        p50: quantile(times, 0.5),
        p95: quantile(times, 0.95),
        p99: quantile(times, 0.99),
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        requests: result.requests.total,
      });
    });
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/** Requests still queued in the server (PGlite answers one query at a time) finish before the next measurement. */
async function drain(url) {
  await fetch(url).catch(() => undefined);
}

async function measure(url, headers, health) {
  if (warmup > 0) {
    await load(url, headers, warmup);
    await drain(health);
  }
  const results = [];
  for (let i = 0; i < runs; i++) {
    results.push(await load(url, headers, duration));
    await drain(health);
  }
  const pick = (k) => median(results.map((r) => r[k]));
  return { rps: pick('rps'), p50: pick('p50'), p95: pick('p95'), p99: pick('p99'), errors: pick('errors'), non2xx: pick('non2xx') };
}

// --- build and start --------------------------------------------------------------------------------------
buildIfStale();
const databaseUrl = usePg ? await benchDatabase() : undefined;
if (!usePg) mkdirSync(dataDir, { recursive: true });

const bare = spawn(
  process.execPath,
  [
    '-e',
    `const body = JSON.stringify({ status: 'ok', items: [1, 2, 3] });
     require('node:http').createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }); res.end(body); }).listen(${barePort}, '127.0.0.1');`,
  ],
  { stdio: 'inherit' },
);
children.push(bare);

const { DATABASE_URL: _unused, ...inherited } = process.env;
const base = `http://127.0.0.1:${port}`;
const startServer = () => {
  const child = spawn(
    process.execPath,
    useTsx ? ['--import', 'tsx', ...benchExtraNodeArgs, 'apps/server/src/main.ts'] : [...serverNodeArgs, ...benchExtraNodeArgs, serverMain],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...serverEnv,
        ...inherited,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://localhost:${port}`,
        LOCAL_PAYMENTS: 'true',
        SEED_DEMO: 'true',
        BACKUP_DAILY: 'false',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
        LOGIN_FAILS_PER_IP: '1000',
        METRICS_REQUESTS: metricsOff ? 'false' : 'true',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
      },
    },
  );
  children.push(child);
  return child;
};
// A fresh PGlite folder is created (initdb) and seeded by a first start, which is stopped: the server measured
// starts on an existing database, as a deployed one does (initdb runs once in a database's life, and the memory
// of its throw-away instance would otherwise count in the RSS below).
if (!usePg && !givenDataDir) {
  const first = startServer();
  await waitFor(`${base}/api/health`);
  first.kill('SIGTERM');
  await Promise.race([new Promise((r) => first.once('exit', r)), sleep(15_000)]);
}
const server = startServer();
server.on('exit', (code) => {
  if (code !== null && code !== 0) console.error(`The server exited with ${code}.`);
});

await waitFor(`${base}/api/health`);
await waitFor(`http://127.0.0.1:${barePort}/`);
await sleep(1000);
const rssStart = rssKiB(server.pid);
let rssMax = rssStart;
const sampler = setInterval(() => {
  rssMax = Math.max(rssMax, rssKiB(server.pid));
}, 200);

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'member@example.com', password: 'demo1234' }),
});
const token = login.ok ? (await login.json()).accessToken : null;
if (!token) console.warn(`Could not sign in as member@example.com (${login.status}): signed-in paths will answer 401.`);

console.log(
  `\nautocannon, ${connections} connections, ${duration} s per path${runs > 1 ? `, median of ${runs} runs` : ''} (after ${warmup} s warm-up); ` +
    `server: ${useTsx ? 'node --import tsx apps/server/src/main.ts' : `node ${serverNodeArgs.join(' ')} ${path.relative(root, serverMain)}`} on ${usePg ? 'PostgreSQL' : 'PGlite'}; Node ${process.version}\n`,
);
if (miss) {
  await measureMisses();
  clearInterval(sampler);
  rssMax = Math.max(rssMax, rssKiB(server.pid));
  console.log(`\nServer RSS: ${Math.round(rssStart / 1024)} MB after start, ${Math.round(rssMax / 1024)} MB max under load.`);
  await stop();
}
const bareResult = await measure(`http://127.0.0.1:${barePort}/`, {}, `http://127.0.0.1:${barePort}/`);
const rows = [['bare node:http (JSON)', bareResult]];
const firstId = async (list) => (await (await fetch(`${base}/api/${list}`)).json()).items?.[0]?.id ?? 'none';
const ids = { job: await firstId('jobs'), webinar: await firstId('webinars') };
for (const raw of paths) {
  const p = raw.replace(/\{(job|webinar)\}/g, (_, k) => ids[k]);
  const signedIn = p.startsWith('@');
  const url = base + (signedIn ? p.slice(1) : p);
  rows.push([
    signedIn ? `${p.slice(1)} (signed in)` : p,
    await measure(url, signedIn && token ? { authorization: `Bearer ${token}` } : {}, `${base}/api/health`),
  ]);
}
clearInterval(sampler);
rssMax = Math.max(rssMax, rssKiB(server.pid));

console.log(
  `Per-request metrics counting ${metricsOff ? 'OFF (--metrics-off)' : 'on'}; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}\n`,
);
console.log('| path | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx | vs bare |');
console.log('|---|--:|--:|--:|--:|--:|--:|--:|');
for (const [name, r] of rows) {
  console.log(
    `| ${name} | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.errors} | ${r.non2xx} | ${((r.rps / bareResult.rps) * 100).toFixed(1)}% |`,
  );
}
console.log(`\nServer RSS: ${Math.round(rssStart / 1024)} MB after start, ${Math.round(rssMax / 1024)} MB max under load.`);
await stop();

async function stop() {
  cleanup();
  await Promise.race([new Promise((r) => server.once('exit', r)), sleep(10_000)]);
  if (!usePg && !givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

/**
 * One autocannon run where every request asks `next()`, a path not asked before (bench --miss). When `next()` has no
 * unseen path left (a small database), the run stops there: req/s and latencies are over the misses answered until then,
 * and `exhausted` says so (the few requests already sent after that repeat a path and are not counted).
 */
function loadMiss(next, conns, seconds) {
  return new Promise((resolve, reject) => {
    const times = [];
    let issued = 0;
    let exhausted = false;
    let last = '/api/health';
    const started = performance.now();
    let ended = 0;
    const instance = autocannon(
      {
        url: base,
        connections: conns,
        duration: seconds,
        headers: browserHeaders,
        requests: [
          {
            setupRequest: (req) => {
              const path = exhausted ? null : next();
              if (path === null) {
                if (!exhausted) {
                  exhausted = true;
                  ended = performance.now();
                  setImmediate(() => instance.stop());
                }
                return { ...req, path: last };
              }
              issued++;
              last = path;
              return { ...req, path };
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        const elapsed = exhausted ? (ended - started) / 1000 : seconds;
        resolve({
          rps: exhausted ? (elapsed > 0 ? times.length / elapsed : 0) : result.requests.total / seconds,
          p50: quantile(times, 0.5),
          p95: quantile(times, 0.95),
          p99: quantile(times, 0.99),
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          exhausted,
          count: times.length,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => {
      if (times.length < issued) times.push(ms);
    });
  });
}

/** bench --miss: words from the data, the lists' page ranges, then per kind alone and at `connections`. */
async function measureMisses() {
  const get = async (p) => (await fetch(base + p)).json();
  const words = await dataWords(base);
  // Pages across the whole range: the lists' totals are capped, so on PostgreSQL the rows are counted directly.
  let activeJobs = (await get('/api/jobs?pageSize=1&sort=oldest')).total;
  let topics = (await get('/api/forum/topics?pageSize=1&sort=most_replies')).total;
  if (databaseUrl) {
    const d = new pg.Client({ connectionString: databaseUrl });
    await d.connect();
    activeJobs = (await d.query(`select count(*)::int as n from jobs where status = 'active'`)).rows[0].n;
    topics = (await d.query('select count(*)::int as n from forum_topics')).rows[0].n;
    await d.end();
  }
  const kinds = missKinds({ words, jobPages: Math.max(1, Math.ceil(activeJobs / 12)), topicPages: Math.max(1, Math.ceil(topics / 20)), freshWords });
  console.log(
    `\nCache-miss mode: every request a URL not asked before${freshWords ? ', every search text new (--fresh-words)' : ''}; ${words.length} words drawn from the data; ${activeJobs} active jobs, ${topics} topics; ` +
      `${duration} s per measurement${runs > 1 ? `, median of ${runs} runs` : ''}, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}\n`,
  );
  const out = [];
  for (const [kind, next] of Object.entries(kinds)) {
    if (onlyKind && !kind.includes(onlyKind)) continue;
    if (warmup > 0) await loadMiss(next, 1, warmup);
    const alone = [];
    const loaded = [];
    for (let i = 0; i < runs; i++) {
      alone.push(await loadMiss(next, 1, duration));
      loaded.push(await loadMiss(next, connections, duration));
      await drain(`${base}/api/health`);
    }
    const pick = (rs, k) => median(rs.map((r) => r[k]));
    out.push([kind, alone, loaded, pick]);
    const a = (k) => fmt(pick(alone, k));
    const l = (k) => fmt(pick(loaded, k));
    const short = [...alone, ...loaded].filter((r) => r.exhausted);
    const note = short.length ? ` (every URL of this kind asked: runs ended early after ${short.map((r) => r.count).join(', ')} misses)` : '';
    console.log(`  ${kind}: alone p50 ${a('p50')} / p95 ${a('p95')} / p99 ${a('p99')} ms; ${connections} conn ${l('rps')} req/s, p95 ${l('p95')} ms${note}`);
  }
  console.log(`\n| kind | alone: p50 / p95 / p99 ms | alone req/s | ${connections} connections: req/s | p95 ms | errors + non-2xx |`);
  console.log('|---|--:|--:|--:|--:|--:|');
  for (const [kind, alone, loaded, pick] of out) {
    const bad = pick(alone, 'errors') + pick(alone, 'non2xx') + pick(loaded, 'errors') + pick(loaded, 'non2xx');
    console.log(
      `| ${kind} | ${fmt(pick(alone, 'p50'))} / ${fmt(pick(alone, 'p95'))} / ${fmt(pick(alone, 'p99'))} | ${fmt(pick(alone, 'rps'))} | ${fmt(pick(loaded, 'rps'))} | ${fmt(pick(loaded, 'p95'))} | ${bad} |`,
    );
  }
}
