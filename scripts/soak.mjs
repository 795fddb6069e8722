// `npm run soak -- --seconds 60 --processes 3`: a small production cluster on this machine, driven
// through nginx while one app process is killed, then checked.
//   - a fresh PostgreSQL database (SOAK_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres
//     is used to create and drop it), migrated once by `npm run migrate` (the one migrator);
//   - N app processes (same JWT_SECRET, TRUST_PROXY=1, demo data seeded by the first), e-mails to the
//     local SMTP catcher; nginx in front with the config generated from deploy/nginx/ai-testing-hub.conf;
//   - a mixed workload (browse, sign in, like/unlike, forum replies, admin job edits, contact messages,
//     sign-ups) for --seconds; one app process is SIGKILLed at 40% and restarted at 60% of the run;
//   - then exact-limit bursts, the e-mail outbox drained, and the checks: no failed request, each
//     recurring job claimed once per tick, each limit admits exactly its maximum, no e-mail lost or doubled.
// Loopback only, bounded in time, cleans up its processes and database. Exit code 1 when a check fails.
// Ports: --base-port (apps, default 4031..), --nginx-port 4380, --smtp-port 4325, --mail-http-port 4381.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const { values: opts } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    processes: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '8' },
    'base-port': { type: 'string', default: process.env.SOAK_BASE_PORT ?? '4031' },
    'nginx-port': { type: 'string', default: process.env.SOAK_NGINX_PORT ?? '4380' },
    'smtp-port': { type: 'string', default: process.env.SOAK_SMTP_PORT ?? '4325' },
    'mail-http-port': { type: 'string', default: process.env.SOAK_MAIL_HTTP_PORT ?? '4381' },
    keep: { type: 'boolean', default: false },
  },
});
const SECONDS = Number(opts.seconds);
const PROCESSES = Number(opts.processes);
const CONCURRENCY = Number(opts.concurrency);
const BASE_PORT = Number(opts['base-port']);
const NGINX_PORT = Number(opts['nginx-port']);
const SMTP_PORT = Number(opts['smtp-port']);
const MAIL_HTTP_PORT = Number(opts['mail-http-port']);
if (!(SECONDS >= 10 && SECONDS <= 3600) || !(PROCESSES >= 2 && PROCESSES <= 9)) {
  console.error('Usage: npm run soak -- [--seconds 10..3600] [--processes 2..9] [--concurrency N]');
  process.exit(2);
}
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const ADMIN_URL = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIGNUP_LIMIT = 10;
const CONTACT_LIMIT = 5; // CONTACT_PER_IP_PER_HOUR
const REPLY_LIMIT = 30; // FORUM_REPLIES_PER_HOUR
const REPLY_BUDGET = 20; // replies per demo account in the workload, below REPLY_LIMIT
// Recurring jobs and their periods, read from the job definitions (id and everySeconds).
const definitionsDir = path.join(root, 'apps/server/src/jobs/definitions');
const PERIODS = Object.fromEntries(
  readdirSync(definitionsDir)
    .map((f) => readFileSync(path.join(definitionsDir, f), 'utf8'))
    .map((src) => [src.match(/\bid: '([^']+)'/)?.[1], Number(src.match(/everySeconds: ([\d_]+)/)?.[1].replace(/_/g, ''))])
    .filter(([id, every]) => id && every > 0),
);
const WORKER_SLEEP_S = 2;

const runId = `${Date.now().toString(36)}${process.pid}`;
const dbName = `portal_soak_${runId}`;
const work = mkdtempSync(path.join(tmpdir(), 'portal-soak-'));
const dbUrl = (name, app) => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  if (app) u.searchParams.set('application_name', app);
  return u.toString();
};
const base = `http://127.0.0.1:${NGINX_PORT}`;
const t0 = Date.now();
const since = () => ((Date.now() - t0) / 1000).toFixed(1);
const say = (msg) => console.log(`[soak ${since()}s] ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------- processes ----------
const children = new Set();
function start(name, cmd, args, env = {}) {
  const out = openSync(path.join(work, `${name}.log`), 'a');
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
  closeSync(out);
  child.name = name;
  children.add(child);
  child.exited = new Promise((r) => child.on('exit', (code, signal) => r({ code, signal })));
  child.exited.then(() => children.delete(child));
  return child;
}
async function stop(child, timeoutMs = 10_000) {
  if (!children.has(child)) return;
  child.kill('SIGTERM');
  const t = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await child.exited;
  clearTimeout(t);
}
async function waitFor(url, ms, child) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child && !children.has(child)) throw new Error(`${child.name} exited; see ${path.join(work, `${child.name}.log`)}`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${ms / 1000}s`);
}

const jwtSecret = randomBytes(48).toString('base64url');
const apps = [];
function startApp(i, seed) {
  const port = BASE_PORT + i;
  const name = `app-${port}`;
  const child = start(name, process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://localhost:${NGINX_PORT}`,
    DATABASE_URL: dbUrl(dbName, name),
    DATA_DIR: path.join(work, name),
    JWT_SECRET: jwtSecret,
    TRUST_PROXY: '1',
    SEED_DEMO: seed ? 'true' : 'false',
    RUN_WORKERS: 'true',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    LOCAL_PAYMENTS: 'true',
    SIGNUP_LIMIT_PER_HOUR: String(SIGNUP_LIMIT),
    LOG_LEVEL: 'warn',
  });
  apps[i] = { port, name, child };
  return waitFor(`http://127.0.0.1:${port}/api/health`, 120_000, child);
}

function nginxConfig() {
  const site = readFileSync(path.join(root, 'deploy/nginx/ai-testing-hub.conf'), 'utf8');
  const servers = apps.map((a) => `    server 127.0.0.1:${a.port} max_fails=1 fail_timeout=5s;`).join('\n');
  const generated = site
    .replace(/( *# BEGIN app servers[^\n]*\n)[\s\S]*?( *# END app servers)/, `$1${servers}\n$2`)
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${NGINX_PORT};`);
  if (generated === site || !generated.includes(`listen 127.0.0.1:${NGINX_PORT};`)) throw new Error('deploy/nginx/ai-testing-hub.conf lost its markers');
  for (const d of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(work, 'nginx', d), { recursive: true });
  return `# generated by scripts/soak.mjs from deploy/nginx/ai-testing-hub.conf
daemon off;
worker_processes 1;
pid ${work}/nginx/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${work}/nginx/client_body;
  proxy_temp_path ${work}/nginx/proxy;
  fastcgi_temp_path ${work}/nginx/fastcgi;
  uwsgi_temp_path ${work}/nginx/uwsgi;
  scgi_temp_path ${work}/nginx/scgi;
  log_format soak '$msec $request_time $request_method $status "$upstream_addr" "$upstream_status" "$http_x_soak_id" $uri';
  access_log ${work}/nginx-access.log soak;
  # The load generator plays the trusted load balancer in front of nginx: it says which client each
  # request comes from, so one machine can be many clients (the commented real_ip lines of the site file).
  set_real_ip_from 127.0.0.1;
  real_ip_header X-Forwarded-For;
${generated}
}
`;
}

// ---------- HTTP through nginx ----------
const log = []; // every workload request
let seq = 0;
const ip = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
let ipSeq = 1;
async function call(kind, method, url, { token, body, from, expect = [200, 201, 204], record = true } = {}) {
  const id = `${runId}-${++seq}`;
  const entry = { id, kind, method, url, start: Date.now(), end: 0, status: 0, error: null, ok: false };
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        'x-soak-id': id,
        'x-forwarded-for': from ?? '192.0.2.1',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    entry.status = res.status;
    const text = await res.text();
    entry.ok = expect.includes(res.status);
    if (!entry.ok) entry.error = text.replace(/\s+/g, ' ').slice(0, 200);
    entry.json = text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : null;
  } catch (err) {
    entry.error = String(err?.cause?.code ?? err?.message ?? err);
  }
  entry.end = Date.now();
  if (record) log.push(entry);
  return entry;
}

// ---------- the run ----------
let exitCode = 1;
let cleaning = false;
const admin = new pg.Client({ connectionString: ADMIN_URL });
admin.on('error', () => undefined); // a dropped connection fails the next query, not the process
let db = null;
async function cleanup() {
  if (cleaning) return;
  cleaning = true;
  for (const c of [...children].reverse()) await stop(c);
  await db?.end().catch(() => undefined);
  try {
    await admin.query(`drop database if exists ${dbName} with (force)`);
  } catch (err) {
    console.error(`could not drop ${dbName}: ${err.message}`);
  }
  await admin.end().catch(() => undefined);
  if (!opts.keep && exitCode === 0) rmSync(work, { recursive: true, force: true });
  else console.log(`logs kept in ${work}`);
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    console.error(`\n${sig}: stopping`);
    void cleanup().then(() => process.exit(130));
  });
}
const watchdog = setTimeout(
  () => {
    console.error('soak: overall time limit reached, stopping');
    void cleanup().then(() => process.exit(1));
  },
  (SECONDS + 300) * 1000,
);
watchdog.unref();

try {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX} (Debian: apt-get install nginx-light, or set NGINX_BIN)`);
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    say('building the web app (apps/web/dist is missing)');
    if (spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('web build failed');
  }
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  say(`database ${dbName}; logs in ${work}`);

  // The one migrator, then an observer of recurring-job claims (soak database only, not a migration).
  const migrate = spawnSync('npm', ['run', '-s', 'migrate'], { cwd: root, env: { ...process.env, DATABASE_URL: dbUrl(dbName) }, encoding: 'utf8' });
  if (migrate.status !== 0) throw new Error(`npm run migrate failed:\n${migrate.stdout}${migrate.stderr}`);
  db = new pg.Client({ connectionString: dbUrl(dbName, 'soak') });
  db.on('error', () => undefined);
  await db.connect();
  await db.query(`
    create table soak_job_claims (name text not null, claimed_at timestamptz not null default clock_timestamp(),
      next_run_at timestamptz not null, app text not null default current_setting('application_name'));
    create function soak_record_claim() returns trigger language plpgsql as $$
    begin insert into soak_job_claims (name, next_run_at) values (new.name, new.next_run_at); return new; end $$;
    create trigger soak_job_claim after update on job_schedules for each row
      when (new.last_run_at is distinct from old.last_run_at) execute function soak_record_claim();`);

  const catcher = start('mail-catcher', process.execPath, ['--import', 'tsx', 'apps/server/scripts/mail-catcher.ts'], {
    MAIL_CATCHER_SMTP_PORT: String(SMTP_PORT),
    MAIL_CATCHER_HTTP_PORT: String(MAIL_HTTP_PORT),
  });
  await waitFor(`http://127.0.0.1:${MAIL_HTTP_PORT}/health`, 30_000);

  say(`starting ${PROCESSES} app processes on ports ${BASE_PORT}-${BASE_PORT + PROCESSES - 1}`);
  await Promise.all(Array.from({ length: PROCESSES }, (_, i) => startApp(i, i === 0)));

  writeFileSync(path.join(work, 'nginx.conf'), nginxConfig());
  const nginxArgs = ['-e', path.join(work, 'nginx-error.log'), '-p', path.join(work, 'nginx'), '-c', path.join(work, 'nginx.conf')];
  const test = spawnSync(NGINX, ['-t', ...nginxArgs], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const nginx = start('nginx', NGINX, nginxArgs);
  await waitFor(`${base}/api/health`, 15_000, nginx);
  say(`nginx on ${base}`);

  // ---------- fixtures: sessions and ids ----------
  const accounts = ['member@example.com', 'pro@example.com', 'admin@example.com'];
  const sessions = {};
  for (const email of [...accounts, 'manager@example.com']) {
    const r = await call('login', 'POST', '/api/auth/login', { body: { email, password: 'demo1234' }, from: ip(ipSeq++) });
    if (!r.ok) throw new Error(`sign-in as ${email} failed: ${r.status} ${r.error}`);
    sessions[email] = r.json.accessToken;
  }
  const idsOf = async (url) => ((await call('browse', 'GET', url)).json?.items ?? []).map((x) => x.id).filter(Boolean);
  const ids = {
    webinar: await idsOf('/api/webinars'),
    job: await idsOf('/api/jobs'),
    vendor: await idsOf('/api/vendors'),
    product_trial: await idsOf('/api/product-trials'),
    certification: await idsOf('/api/certifications'),
  };
  const topicList = (await call('browse', 'GET', '/api/forum/topics')).json?.items ?? [];
  const topics = topicList.filter((t) => !(t.is_locked ?? t.isLocked ?? t.locked)).map((t) => t.id);
  const html = await (await fetch(`${base}/`)).text();
  const assets = [...html.matchAll(/\/assets\/[^"']+/g)].map((m) => m[0]);
  for (const [k, v] of Object.entries({ ...ids, topics, assets })) if (!v.length) throw new Error(`no ${k} found to drive the workload`);

  // ---------- the workload ----------
  const deadline = Date.now() + SECONDS * 1000;
  const replies = Object.fromEntries(accounts.map((a) => [a, 0]));
  const signups = [];
  let signupSeq = 0;
  const contacts = [];
  const pick = (a) => a[Math.floor(Math.random() * a.length)];
  const browse = () =>
    pick([
      '/api/landing',
      '/api/webinars',
      '/api/jobs',
      '/api/vendors',
      '/api/certifications',
      '/api/ai-courses',
      '/api/product-updates',
      '/api/product-trials',
      '/api/forum/topics',
      '/api/search?q=ai',
      `/api/webinars/${pick(ids.webinar)}`,
      `/api/vendors/${pick(ids.vendor)}`,
      `/api/product-trials/${pick(ids.product_trial)}`,
      `/api/forum/topics/${pick(topics)}`,
      '/',
      '/jobs',
      pick(assets),
    ]);
  async function step(vu) {
    const who = accounts[vu % accounts.length];
    const token = sessions[who];
    const r = Math.random();
    if (r < 0.6) return call('browse', 'GET', browse(), { token: Math.random() < 0.3 ? token : undefined });
    if (r < 0.75) {
      const type = pick(['webinar', 'job', 'certification', 'product_trial']);
      const body = { contentType: type, contentId: pick(ids[type]) };
      // Three members like far more than the 100-an-hour limit in a run: a 429 is the limit doing its job.
      const expect = [200, 201, 204, 429];
      await call('like', 'POST', '/api/likes', { token, body, expect });
      return call('like', 'DELETE', '/api/likes', { token, body, expect });
    }
    if (r < 0.83) return call('browse', 'GET', pick(['/api/me', '/api/dashboard', '/api/notifications/unread-count']), { token });
    if (r < 0.89 && replies[who] < REPLY_BUDGET) {
      replies[who]++;
      return call('reply', 'POST', `/api/forum/topics/${pick(topics)}/replies`, { token, body: { content: `Soak reply ${seq} from ${who}` } });
    }
    if (r < 0.93) {
      const a = sessions['admin@example.com'];
      const got = await call('admin', 'GET', `/api/admin/jobs/${pick(ids.job)}`, { token: a });
      if (!got.ok) return got;
      const j = got.json;
      const body = {
        vendorId: j.vendorId,
        jobTitle: j.jobTitle,
        jobDescription: `${(j.jobDescription ?? 'A job').replace(/ \(soak \d+\)$/, '')} (soak ${seq})`,
        jobPageUrl: j.jobPageUrl ?? 'https://example.com/job',
        locationCity: j.locationCity ?? 'Pune',
        locationState: j.locationState ?? 'Maharashtra',
        locationCountry: j.locationCountry ?? 'India',
        experienceLevel: j.experienceLevel,
        jobType: j.jobType,
        salaryMin: j.salaryMin,
        salaryMax: j.salaryMax,
        salaryCurrency: j.salaryCurrency,
        requirements: j.requirements,
        postedDate: j.postedDate ?? new Date().toISOString().slice(0, 10),
        status: j.status,
      };
      return call('admin', 'PUT', `/api/admin/jobs/${j.id}`, { token: a, body });
    }
    if (r < 0.965) {
      const email = `soak-${runId}-${++signupSeq}@example.net`;
      const res = await call('signup', 'POST', '/api/auth/signup', { body: { email, password: 'soak-pass-1234' }, from: ip(ipSeq++) });
      if (res.ok) signups.push(email);
      return res;
    }
    const res = await call('contact', 'POST', '/api/contact', {
      from: ip(ipSeq++),
      body: { name: 'Soak Tester', email: 'soak@example.net', subject: 'general', message: `Soak message ${seq}` },
    });
    if (res.ok) contacts.push(res.id);
    return res;
  }
  const killAt = Date.now() + SECONDS * 400;
  const restartAt = Date.now() + SECONDS * 600;
  const victim = apps[Math.min(1, apps.length - 1)];
  const events = {};
  const chaos = (async () => {
    await sleep(Math.max(0, killAt - Date.now()));
    events.killedAt = Date.now();
    victim.child.kill('SIGKILL');
    await victim.child.exited;
    events.diedAt = Date.now();
    say(`SIGKILL ${victim.name}`);
    await sleep(Math.max(0, restartAt - Date.now()));
    events.restartedAt = Date.now();
    await startApp(apps.indexOf(victim), false);
    events.healthyAt = Date.now();
    say(`${victim.name} restarted, healthy after ${((events.healthyAt - events.restartedAt) / 1000).toFixed(1)}s`);
  })();
  say(`workload: ${CONCURRENCY} virtual users for ${SECONDS}s`);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, vu) => {
      while (Date.now() < deadline) await step(vu);
    }),
  );
  await chaos;
  say(`workload done: ${log.length} requests`);

  // ---------- exact limits: parallel bursts through nginx, spread over every process ----------
  const burst = async (n, make) => {
    const rs = await Promise.all(Array.from({ length: n }, (_, i) => make(i)));
    return {
      admitted: rs.filter((r) => r.status === 201).length,
      refused: rs.filter((r) => r.status === 429).length,
      other: rs.filter((r) => r.status !== 201 && r.status !== 429),
    };
  };
  const limitIp = (k) => `198.51.100.${k}`;
  const limits = [
    {
      name: `contact messages per IP (${CONTACT_LIMIT}/hour), 20 in parallel`,
      want: CONTACT_LIMIT,
      got: await burst(20, (i) =>
        call('limit', 'POST', '/api/contact', {
          from: limitIp(10),
          expect: [201, 429],
          record: false,
          body: { name: 'Limit Tester', email: 'limit@example.net', subject: 'other', message: `Burst ${i}` },
        }),
      ),
    },
    {
      name: `sign-ups per IP (${SIGNUP_LIMIT}/hour), 30 in parallel`,
      want: SIGNUP_LIMIT,
      got: await burst(30, (i) =>
        call('limit', 'POST', '/api/auth/signup', {
          from: limitIp(11),
          expect: [201, 429],
          record: false,
          body: { email: `limit-${runId}-${i}@example.net`, password: 'soak-pass-1234' },
        }),
      ),
    },
    {
      name: `forum replies per member (${REPLY_LIMIT}/hour), 45 in parallel`,
      want: REPLY_LIMIT,
      got: await burst(45, (i) =>
        call('limit', 'POST', `/api/forum/topics/${topics[0]}/replies`, {
          token: sessions['manager@example.com'],
          expect: [201, 429],
          record: false,
          body: { content: `Limit burst ${i}` },
        }),
      ),
    },
  ];

  // ---------- drain the outbox ----------
  const drainUntil = Date.now() + 60_000;
  let outbox;
  for (;;) {
    outbox = (await db.query(`select status, count(*)::int n from email_outbox group by status`)).rows;
    // Rows the killed process held stay 'sending' for their lease: not worth waiting for here.
    const [{ open }] = (
      await db.query(`select count(*)::int open from email_outbox where status = 'pending' or (status = 'sending' and locked_at > to_timestamp($1 / 1000.0))`, [
        events.diedAt,
      ])
    ).rows;
    if (open === 0 || Date.now() > drainUntil) break;
    await sleep(1000);
  }
  await sleep(1500); // the catcher stores a message after the SMTP transaction the sender saw end
  const endAt = Date.now();

  // ---------- checks ----------
  const checks = [];
  const check = (name, pass, detail) => checks.push({ name, pass, detail });

  // 1. requests
  const nginxLog = new Map();
  for (const line of readFileSync(path.join(work, 'nginx-access.log'), 'utf8').split('\n')) {
    const m = line.match(/^(\S+) (\S+) (\S+) (\d+) "([^"]*)" "([^"]*)" "([^"]*)"/);
    if (m) nginxLog.set(m[7], { at: Number(m[1]) * 1000, took: Number(m[2]), status: Number(m[4]), upstream: m[5], upstreamStatus: m[6] });
  }
  const failed = log.filter((e) => !e.ok);
  const victimAddr = `127.0.0.1:${victim.port}`;
  // Failures the kill explains, and nothing else: the request was on the killed process (the last upstream
  // nginx tried) between the signal and the process's death, and either
  //  - a POST that had reached it: nginx does not re-send it (see deploy/nginx), the client gets 502; or
  //  - a response whose headers had already gone to the client when the process died mid-body: nginx
  //    cannot take back what it sent, so it closes the connection (the client sees a socket error).
  const onVictim = (e) => {
    const n = nginxLog.get(e.id);
    return n?.upstream.split(', ').at(-1) === victimAddr && e.start <= events.diedAt && e.end >= events.killedAt;
  };
  const notResent = failed.filter((e) => onVictim(e) && e.method === 'POST' && e.status === 502);
  const cutMidBody = failed.filter((e) => onVictim(e) && e.status >= 200 && e.status < 300 && e.error);
  const interrupted = [...notResent, ...cutMidBody];
  const unexplained = failed.filter((e) => !interrupted.includes(e));
  const retried = [...nginxLog.values()].filter((n) => n.upstream.includes(',')).length;
  const byKind = {};
  for (const e of log) {
    byKind[e.kind] ??= { n: 0, failed: 0 };
    byKind[e.kind].n++;
    if (!e.ok) byKind[e.kind].failed++;
  }
  check(
    'no failed request',
    unexplained.length === 0,
    `${log.length} requests (${Object.entries(byKind)
      .map(([k, v]) => `${k} ${v.n}${v.failed ? `/${v.failed} failed` : ''}`)
      .join(
        ', ',
      )}); ${retried} passed on to the next app process by nginx; in flight on the killed process when it died: ${notResent.length} POST answered 502 (not re-sent by design), ${cutMidBody.length} response(s) cut mid-body${cutMidBody.map((e) => ` (${e.method} ${e.url})`).join('')}; unexplained failures: ${unexplained.length}${unexplained
      .slice(0, 8)
      .map((e) => `\n      ${e.method} ${e.url} -> ${e.status || e.error} ${e.status ? (e.error ?? '').slice(0, 120) : ''}`)
      .join('')}`,
  );

  // 2. recurring jobs: one claim per tick, none missed
  const claims = (await db.query(`select name, extract(epoch from claimed_at) * 1000 as at, app from soak_job_claims order by claimed_at`)).rows;
  const jobLines = [];
  let jobsOk = true;
  for (const [name, period] of Object.entries(PERIODS)) {
    const mine = claims.filter((c) => c.name === name).map((c) => ({ at: Number(c.at), app: c.app }));
    const gaps = mine.slice(1).map((c, i) => (c.at - mine[i].at) / 1000);
    const doubled = gaps.filter((g) => g < period - 1).length;
    // A tick is due `period` after the last claim; the first worker loop to come round claims it:
    // a loop sleeps WORKER_SLEEP_S between passes (plus the time a pass takes).
    // The next tick is due `period` after a claim. Later than a pass or two is LATE (reported: worker
    // loops are slow); a whole period later is a MISSED tick (fails), as is one overdue at the end.
    const slack = WORKER_SLEEP_S + 8;
    const late = gaps.filter((g) => g > period + slack && g < 2 * period).length;
    const missed = gaps.filter((g) => g >= 2 * period).length;
    const overdue = mine.length ? (endAt - (mine[mine.length - 1].at + period * 1000)) / 1000 : 0;
    const missedEnd = overdue >= period ? 1 : 0;
    const lateEnd = overdue > slack && !missedEnd ? 1 : 0;
    const ok = mine.length >= 1 && doubled === 0 && missed === 0 && missedEnd === 0;
    jobsOk &&= ok;
    const byApp = {};
    for (const c of mine) byApp[c.app] = (byApp[c.app] ?? 0) + 1;
    jobLines.push(
      `${name} (every ${period}s): ${mine.length} claim(s) [${Object.entries(byApp)
        .map(([a, n]) => `${a}: ${n}`)
        .join(
          ', ',
        )}]${gaps.length ? `, gaps ${gaps.map((g) => g.toFixed(1)).join('/')}s` : ''}${doubled ? `, ${doubled} DOUBLE` : ''}${late + lateEnd ? `, ${late + lateEnd} LATE` : ''}${missed + missedEnd ? `, ${missed + missedEnd} MISSED` : ''}`,
    );
  }
  const jobErrors = readdirSync(work)
    .filter((f) => f.startsWith('app-') && f.endsWith('.log'))
    .flatMap((f) => readFileSync(path.join(work, f), 'utf8').split('\n'))
    .filter((l) => l.includes('recurring job failed') || l.includes('"msg":"job failed"')).length;
  const queued = (await db.query(`select status, count(*)::int n from background_jobs group by status order by status`)).rows;
  const stuckJobs = queued.filter((r) => r.status === 'running' || r.status === 'failed').reduce((s, r) => s + r.n, 0);
  check(
    'every recurring job ran once per tick',
    jobsOk && jobErrors === 0 && stuckJobs === 0,
    `${jobLines.join('\n      ')}\n      job handler errors in the logs: ${jobErrors}; queued jobs: ${queued.map((r) => `${r.status} ${r.n}`).join(', ') || 'none'}`,
  );

  // 3. limits
  for (const l of limits) {
    check(
      `limit exact: ${l.name}`,
      l.got.admitted === l.want && l.got.other.length === 0,
      `admitted ${l.got.admitted} (want ${l.want}), refused ${l.got.refused}${l.got.other.length ? `, other ${l.got.other.map((o) => o.status || o.error).join(',')}` : ''}`,
    );
  }

  // 4. what the nginx site promises: long cache for assets, gzip for text, a body size limit
  const asset = await fetch(`${base}${assets.find((a) => a.endsWith('.js'))}`, { headers: { 'accept-encoding': 'gzip' } });
  const api = await fetch(`${base}/api/landing`, { headers: { 'accept-encoding': 'gzip' } });
  const big = await fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(4 * 1024 * 1024) });
  const headerFacts = {
    'asset cache-control': asset.headers.get('cache-control'),
    'asset content-encoding': asset.headers.get('content-encoding'),
    'API content-encoding': api.headers.get('content-encoding'),
    '4 MB body': big.status,
  };
  await Promise.all([asset.arrayBuffer(), api.arrayBuffer(), big.arrayBuffer()]);
  check(
    'nginx: cache, gzip and body size',
    headerFacts['asset cache-control'] === 'public, max-age=31536000, immutable' &&
      headerFacts['asset content-encoding'] === 'gzip' &&
      headerFacts['API content-encoding'] === 'gzip' &&
      headerFacts['4 MB body'] === 413,
    Object.entries(headerFacts)
      .map(([k, v]) => `${k}: ${v}`)
      .join('; '),
  );

  // 5. e-mail: every sent outbox row arrived exactly once; nothing left undelivered; one confirmation per sign-up
  const norm = (s) => (s ?? '').replace(/\s+/g, ' ').trim();
  const key = (to, subject, text) => `${to.toLowerCase()}|${subject}|${createHash('sha1').update(norm(text)).digest('hex')}`;
  const sentRows = (await db.query(`select to_address, subject, text from email_outbox where status = 'sent'`)).rows;
  if (!children.has(catcher)) throw new Error(`the mail catcher died; see ${path.join(work, 'mail-catcher.log')}`);
  const caught = await (await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages`)).json();
  const want = new Map();
  for (const r of sentRows) want.set(key(r.to_address, r.subject, r.text), (want.get(key(r.to_address, r.subject, r.text)) ?? 0) + 1);
  const got = new Map();
  for (const m of caught) for (const to of m.to) got.set(key(to, m.subject, m.text), (got.get(key(to, m.subject, m.text)) ?? 0) + 1);
  let lost = 0;
  let doubled = 0;
  for (const [k, n] of want) lost += Math.max(0, n - (got.get(k) ?? 0));
  // A message the killed process delivered but could not mark 'sent' is at the catcher once: not (yet) a double.
  const held = (await db.query(`select to_address, subject, text, locked_at from email_outbox where status = 'sending'`)).rows;
  const heldKeys = new Map();
  for (const r of held) heldKeys.set(key(r.to_address, r.subject, r.text), (heldKeys.get(key(r.to_address, r.subject, r.text)) ?? 0) + 1);
  for (const [k, n] of got) doubled += Math.max(0, n - (want.get(k) ?? 0) - (heldKeys.get(k) ?? 0));
  const notSent = outbox.filter((r) => r.status === 'pending' || r.status === 'failed').reduce((s, r) => s + r.n, 0);
  const confirmations = signups.filter((e) => caught.filter((m) => m.to.includes(e)).length !== 1);
  check(
    'no e-mail lost or doubled',
    lost === 0 && doubled === 0 && notSent === 0,
    `outbox ${outbox.map((r) => `${r.status} ${r.n}`).join(', ')}; catcher received ${caught.length}; of the sent rows lost ${lost}, doubled ${doubled}; pending or failed ${notSent}; sign-ups without exactly one confirmation yet: ${confirmations.length}/${signups.length}`,
  );
  // Rows the killed process had claimed ('sending') are taken by another process once the killed one's heartbeat is 30 s old; if one had
  // already reached the SMTP server, the retry after the lease sends it a second time.
  const heldDelivered = held.filter((r) => (got.get(key(r.to_address, r.subject, r.text)) ?? 0) > 0).length;
  check(
    'no e-mail held by the killed process',
    held.length === 0,
    `${held.length} row(s) left 'sending' (claimed at ${[...new Set(held.map((r) => `+${((new Date(r.locked_at).getTime() - t0) / 1000).toFixed(1)}s`))].join(', ') || '-'}, the kill was at +${((events.killedAt - t0) / 1000).toFixed(1)}s): taken by another process once its heartbeat is 30 s old; ${heldDelivered} of them already delivered, so their retry will send them twice`,
  );

  // ---------- report ----------
  const pct = (a) => {
    const s = a.sort((x, y) => x - y);
    return (p) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
  };
  const lat = pct(log.map((e) => e.end - e.start));
  const lines = [
    `Soak: ${SECONDS}s, ${PROCESSES} app processes behind nginx, ${CONCURRENCY} virtual users, ${new Date(t0).toISOString()}`,
    `  ${victim.name} SIGKILLed at +${((events.killedAt - t0) / 1000).toFixed(1)}s, restarted at +${((events.restartedAt - t0) / 1000).toFixed(1)}s (healthy in ${((events.healthyAt - events.restartedAt) / 1000).toFixed(1)}s)`,
    `  throughput ${(log.length / SECONDS).toFixed(0)} req/s; latency p50 ${lat(50)} ms, p95 ${lat(95)} ms, p99 ${lat(99)} ms, max ${lat(100)} ms`,
    ...checks.map((c) => `${c.pass ? 'PASS' : 'FAIL'} ${c.name}\n      ${c.detail}`),
  ];
  console.log(`\n${lines.join('\n')}\n`);
  const failedChecks = checks.filter((c) => !c.pass).length;
  console.log(failedChecks ? `soak: ${failedChecks} of ${checks.length} checks failed` : `soak: all ${checks.length} checks passed`);
  exitCode = failedChecks ? 1 : 0;
} catch (err) {
  console.error(`soak: ${err.stack ?? err}`);
  exitCode = 1;
}
await cleanup();
process.exit(exitCode);
