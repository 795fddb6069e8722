// `npm run bench -- --sync`: connected sources at scale (issue 22 item 7, docs/benchmarks/sync.md). Never part of
// the tests. Builds what is stale, seeds a fresh PGlite folder with the demo data, adds 200 sources of 10 trusted
// vendors (one Greenhouse board of 5,000 jobs; 199 small Greenhouse, Lever, Ashby boards, RSS feeds and calendars)
// served by a local fixture server in this process, all due at one moment, starts the compiled server, measures
// public reads idle, then again while the server's scheduled tick syncs every source, and prints the tick's time,
// the server's memory and the p50/p99 of those reads idle and during the sync.
//
//   npm run bench -- --sync [--big 5000] [--idle 15] [--connections 10] [--port 4351] [--data-dir DIR] [--due 150]
//                          [--database-url postgres://…/postgres]  (PostgreSQL: a fresh database is made there: the URL's
//                                                                   own name, or bench_sync for …/postgres)
//                          [--rate half|N]  (also: reads at a fixed rate, idle and during the sync; see below)
//                          [--no-reads-during]  (none during the tick: the serving thread's CPU then is the sync's own)
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { createWriteStream, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchExtraNodeArgs, buildIfStale, root, serverEnv, serverMain, serverNodeArgs } from './lib/build.mjs';
import * as gen from './lib/sync-fixtures.mjs';

const args = process.argv.slice(2).filter((a) => a !== '--sync');
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : def;
};
const bigJobs = Number(opt('big', 5000));
const idleSeconds = Number(opt('idle', 15));
const connections = Number(opt('connections', 10));
const port = Number(opt('port', process.env.BENCH_SYNC_PORT ?? 4351));
const givenDataDir = opt('data-dir', null);
// --worker-process (PostgreSQL only): the measured server serves requests only (RUN_WORKERS=false) and a second
// process, started with `nice -n 10`, runs the workers and so the sync, as a multi-process install runs them on an
// instance of their own that nginx does not route to (docs/deploy.md). The reads measured are the serving process's.
const workerProcess = args.includes('--worker-process');
if (workerProcess) args.splice(args.indexOf('--worker-process'), 1);
// On PostgreSQL: the server and the setup use a fresh database on the given server (dropped and made anew).
// A URL naming a database other than postgres uses that name (several benches may share one server).
const givenUrl = opt('database-url', null);
const dbName = givenUrl ? new URL(givenUrl).pathname.slice(1) || 'postgres' : '';
const benchDb = dbName && dbName !== 'postgres' ? dbName : 'bench_sync';
if (!/^[a-z_][a-z0-9_]*$/.test(benchDb)) throw new Error(`--database-url: ${benchDb} is not a plain database name`);
const adminUrl = givenUrl ? Object.assign(new URL(givenUrl), { pathname: '/postgres' }).toString() : null;
const databaseUrl = givenUrl ? Object.assign(new URL(givenUrl), { pathname: `/${benchDb}` }).toString() : '';
if (adminUrl) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${benchDb} with (force)`);
  await admin.query(`create database ${benchDb}`);
  await admin.end();
}
// --rate half|N: besides the reads at saturation (every connection sends its next request as soon as the last is
// answered: any CPU the sync takes shows in their p99 on a 2-core machine), reads at a fixed overall rate (half the idle
// throughput, or N req/s), as real visitors send them: idle, then during the sync in place of the saturated reads.
const rateOpt = opt('rate', null);
// --no-reads-during: no reads while the tick runs, so the serving thread's CPU during the tick is the sync's own part
// (its writes, validation and the thread's messages), a figure the machine's load hardly moves.
const noReadsDuring = args.includes('--no-reads-during');
if (noReadsDuring) args.splice(args.indexOf('--no-reads-during'), 1);
const dataDir = givenDataDir ?? path.join(root, '.tmp', `bench-sync-${Date.now()}`);
const DUE_IN_SECONDS = Number(opt('due', 150));
const VENDORS = Array.from({ length: 10 }, (_, i) => `bench-sync-${i}`);
const READS = ['/api/jobs', '/api/jobs/{job}', '/api/webinars', '/api/landing', '/api/vendors', '/api/jobs?search=engineer'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const children = [];
const cleanup = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
};
process.on('exit', cleanup);

// --- the fixture server: bodies made once, answered from memory ---------------------------------------------
const bodies = new Map();
bodies.set('/gh/big/jobs', gen.greenhouse(bigJobs, 1));
for (let i = 0; i < 199; i++) {
  bodies.set(`/gh/b${i}/jobs`, gen.greenhouse(10, 10 + i));
  bodies.set(`/lever/b${i}`, gen.lever(10, i));
  bodies.set(`/ashby/b${i}`, gen.ashby(10, i));
  bodies.set(`/feeds/${i}.xml`, gen.rss(20, i));
  bodies.set(`/cal/${i}.ics`, gen.ical(5, i));
}
let firstHit = 0;
let hits = 0;
const fixtures = createServer((req, res) => {
  hits++;
  firstHit ||= Date.now();
  const body = bodies.get(new URL(req.url ?? '/', 'http://x').pathname);
  res.statusCode = body ? 200 : 404;
  res.end(body ?? 'not found');
});
await new Promise((r) => fixtures.listen(0, '127.0.0.1', r));
const fixtureBase = `http://127.0.0.1:${fixtures.address().port}`;

// --- the server --------------------------------------------------------------------------------------------
buildIfStale();
mkdirSync(dataDir, { recursive: true });
// The server's log (the sync's counts, any error) for reading after the run.
const serverLogPath = path.join(root, '.tmp', 'bench-sync-server.log');
const serverLog = createWriteStream(serverLogPath);
const base = `http://127.0.0.1:${port}`;
const startServer = (o = {}) => {
  const argv = [...serverNodeArgs, ...benchExtraNodeArgs, serverMain];
  const child = spawn(o.nice ? 'nice' : process.execPath, o.nice ? ['-n', String(o.nice), process.execPath, ...argv] : argv, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...serverEnv,
      ...process.env,
      DATABASE_URL: databaseUrl,
      // Loopback sources (the fixture server) need the test flag, which NODE_ENV=production refuses.
      NODE_ENV: 'development',
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      GREENHOUSE_API_URL: `${fixtureBase}/gh`,
      LEVER_API_URL: `${fixtureBase}/lever`,
      ASHBY_API_URL: `${fixtureBase}/ashby`,
      SOURCE_TIMEOUT_MS: '60000',
      PORT: String(o.port ?? port),
      HOST: '127.0.0.1',
      APP_URL: `http://localhost:${port}`,
      SEED_DEMO: 'true',
      BACKUP_DAILY: 'false',
      LOG_LEVEL: 'info',
      LOGIN_FAILS_PER_IP: '1000',
      DATA_DIR: dataDir,
      ...(o.env ?? {}),
    },
  });
  children.push(child);
  child.stdout.pipe(serverLog, { end: false });
  child.stderr.pipe(serverLog, { end: false });
  return child;
};
async function waitFor(url, ms = 600_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}
/**
 * CPU seconds of a process's threads from /proc (utime + stime, at 100 ticks a second): the serving thread (its id is
 * the process's) and all the others (the source thread, PGlite's own thread (PGLITE_THREAD, docs/decisions/2209), V8's and libuv's helpers). Unlike
 * latencies these do not depend on the machine's load.
 */
function cpuSeconds(pid) {
  const of = (tid) => {
    const f = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const rest = f.slice(f.lastIndexOf(')') + 2).split(' ');
    return (Number(rest[11]) + Number(rest[12])) / 100;
  };
  let main = 0;
  let others = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      if (tid === String(pid)) main = of(tid);
      else others += of(tid);
    } catch {
      // A thread that ended meanwhile.
    }
  }
  return { main, others };
}
/** The public cache's lookups so far (GET /metrics, open to loopback): fast-path hits, app hits, app misses. */
async function cacheLookups() {
  const text = await fetch(`${base}/metrics`).then(
    (r) => (r.ok ? r.text() : ''),
    () => '',
  );
  const of = (layer, result) => Number(new RegExp(`public_cache_lookups_total\\{layer="${layer}",result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  return { fast: of('fast', 'hit'), hit: of('app', 'hit'), miss: of('app', 'miss') };
}
const rssKiB = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

if (!givenDataDir) {
  const first = startServer();
  await waitFor(`${base}/api/health`);
  first.kill('SIGTERM');
  await new Promise((r) => first.once('exit', r));
}
const setup = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lib/bench-sync-setup.ts', databaseUrl || dataDir, fixtureBase, String(DUE_IN_SECONDS)], {
  cwd: root,
  stdio: 'inherit',
});
if (setup.status !== 0) throw new Error('setup failed');
const dueAt = Date.now() + DUE_IN_SECONDS * 1000;
if (workerProcess && !databaseUrl) throw new Error('--worker-process needs --database-url (PGlite is one process)');
const server = startServer(workerProcess ? { env: { RUN_WORKERS: 'false' } } : {});
await waitFor(`${base}/api/health`);
if (workerProcess) {
  startServer({ port: port + 1, nice: 10, env: { RUN_WORKERS: 'true' } });
  await waitFor(`http://127.0.0.1:${port + 1}/api/health`);
}
await sleep(1000);
const rssStart = rssKiB(server.pid);

/** The admin's access token; signed in again when it expires (a tick on a loaded machine can outlast it). */
const signIn = async () =>
  (
    await (
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
      })
    ).json()
  ).accessToken;
let token = await signIn();
const firstJob = (await (await fetch(`${base}/api/jobs`)).json()).items?.[0]?.id;
const requests = READS.map((p) => ({ method: 'GET', path: p.replace('{job}', firstJob) }));

/** Public reads as a visitor's browser sends them; latencies of every answer. `stopWhen` ends the run early. */
function reads(seconds, stopWhen, overallRate) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests,
        headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' },
        ...(overallRate ? { overallRate } : {}),
      },
      (err, result) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? Number.NaN;
        resolve({
          requests: times.length,
          rps: result.requests.average,
          p50: q(0.5),
          p99: q(0.99),
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_c, _s, _b, ms) => times.push(ms));
    if (stopWhen) stopWhen.then(() => instance.stop());
  });
}

/** Every source's state (one request per vendor, one after the other); null when the server did not answer. */
async function sourcesState() {
  const all = [];
  for (const v of VENDORS) {
    const r = await fetch(`${base}/api/admin/vendors/${v}/sources`, { headers: { authorization: `Bearer ${token}` } }).catch(() => null);
    if (r?.status === 401) token = await signIn().catch(() => token);
    if (!r?.ok) return null;
    all.push(...((await r.json()).sources ?? []));
  }
  return all;
}

// --- idle, then during the tick ------------------------------------------------------------------------------
await reads(2); // warm-up
const cpuIdleStart = cpuSeconds(server.pid);
const idle = await reads(idleSeconds);
const cpuIdleEnd = cpuSeconds(server.pid);
/** The serving thread's CPU per read when idle: the reads' share of its CPU during the tick is estimated with it. */
const idleCpuPerRead = (cpuIdleEnd.main - cpuIdleStart.main) / Math.max(1, idle.requests);
const rate = rateOpt ? Math.max(1, Math.round(rateOpt === 'half' ? idle.rps / 2 : Number(rateOpt))) : 0;
const idleRated = rate ? await reads(idleSeconds, undefined, rate) : null;
if (firstHit) throw new Error('The sync started during the idle measurement: raise DUE_IN_SECONDS (the machine is slow to start the server).');
console.log(
  `Idle measured; waiting for the tick that syncs the 200 sources (due in ${Math.max(0, Math.round((dueAt - Date.now()) / 1000))} s, ticks every 60 s)…`,
);
while (!firstHit) await sleep(100);
const tickStart = firstHit;
const cpuStart = cpuSeconds(server.pid);
const lookupsStart = await cacheLookups();
let rssMax = rssKiB(server.pid);
const sampler = setInterval(() => {
  rssMax = Math.max(rssMax, rssKiB(server.pid));
}, 200);
let finished;
const done = new Promise((r) => {
  finished = r;
});
const during = noReadsDuring
  ? done.then(() => ({ requests: 0, rps: 0, p50: Number.NaN, p99: Number.NaN, errors: 0, non2xx: 0 }))
  : reads(900, done, rate || undefined);
let state = [];
for (;;) {
  await sleep(500);
  if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}); see ${serverLogPath}`);
  state = (await sourcesState()) ?? state;
  if (state.length && state.every((s) => s.lastSyncAt && Date.parse(s.lastSyncAt) >= tickStart - 1000)) break;
}
const tickMs = Date.now() - tickStart;
const cpuEnd = cpuSeconds(server.pid);
const lookupsEnd = await cacheLookups();
finished();
const busy = await during;
clearInterval(sampler);
const big = state.find((s) => s.ref === 'big');
const totals = state.reduce((a, s) => ({ added: a.added + s.lastAdded, failed: a.failed + (s.status === 'error' ? 1 : 0) }), { added: 0, failed: 0 });

const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
console.log(
  `\nOne tick: ${state.length} sources (${totals.failed} failed), ${totals.added.toLocaleString('en-US')} items added; the ${bigJobs.toLocaleString('en-US')}-job board added ${big?.lastAdded ?? '?'}.`,
);
console.log(
  `Tick time (first fixture request to the last source's state recorded, polled every 0.5 s): ${(tickMs / 1000).toFixed(1)} s; fixture requests: ${hits}.`,
);
const errors = new Map();
for (const s of state) if (s.status === 'error') errors.set(s.lastError, (errors.get(s.lastError) ?? 0) + 1);
for (const [message, n] of errors) console.log(`  ${n} × ${message}`);
console.log(
  `Server CPU during the tick: serving thread ${(cpuEnd.main - cpuStart.main).toFixed(1)} s, its other threads ${(cpuEnd.others - cpuStart.others).toFixed(1)} s (the reads' work included).`,
);
{
  const d = { fast: lookupsEnd.fast - lookupsStart.fast, hit: lookupsEnd.hit - lookupsStart.hit, miss: lookupsEnd.miss - lookupsStart.miss };
  const all = d.fast + d.hit + d.miss;
  console.log(
    `Public cache during the tick: ${all} lookups, ${d.fast} fast-path hits, ${d.hit} app hits, ${d.miss} misses (hit rate ${all ? ((100 * (all - d.miss)) / all).toFixed(3) : 'n/a'} %).`,
  );
}
{
  const main = cpuEnd.main - cpuStart.main;
  const readsPart = idleCpuPerRead * busy.requests;
  console.log(
    `Serving thread: ${(idleCpuPerRead * 1e6).toFixed(1)} µs of CPU per read idle; during the tick ${main.toFixed(1)} s, of which the ${busy.requests} reads ~${readsPart.toFixed(1)} s at the idle cost, so the sync's part ~${(main - readsPart).toFixed(1)} s (an estimate: a read may cost more on a busy machine).`,
  );
}
console.log(`Server RSS: ${Math.round(rssStart / 1024)} MB after start, ${Math.round(rssMax / 1024)} MB max during the sync.`);
console.log(`\n| public reads (${connections} connections, ${READS.length} paths in turn) | requests | req/s | p50 ms | p99 ms | errors | non-2xx |`);
console.log('|---|--:|--:|--:|--:|--:|--:|');
const rows = rate
  ? [
      ['idle, saturated', idle],
      [`idle, ${rate} req/s`, idleRated],
      [`during the sync, ${rate} req/s`, busy],
    ]
  : [
      ['idle', idle],
      ['during the sync', busy],
    ];
for (const [name, r] of rows) console.log(`| ${name} | ${r.requests} | ${Math.round(r.rps)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} | ${r.non2xx} |`);
const idleRef = idleRated ?? idle;
console.log(
  `\np99 during / idle${rate ? ` (at ${rate} req/s)` : ''}: ${(busy.p99 / idleRef.p99).toFixed(2)}x (target ≤ 2x). Load average: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; Node ${process.version}.`,
);
cleanup();
await Promise.race([new Promise((r) => server.once('exit', r)), sleep(10_000)]);
fixtures.close();
if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
