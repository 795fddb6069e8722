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
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { runChecks } from './lib/soak-checks.mjs';
import {
  ADMIN_URL,
  BASE_PORT,
  base,
  CONCURRENCY,
  dbName,
  dbUrl,
  MAIL_HTTP_PORT,
  NGINX,
  opts,
  PROCESSES,
  root,
  SECONDS,
  SMTP_PORT,
  say,
  sleep,
  t0,
  work,
} from './lib/soak-env.mjs';
import { call, log, nextIp } from './lib/soak-http.mjs';
import { burstLimits } from './lib/soak-limits.mjs';
import { children, nginxConfig, start, startApp, stop, waitFor } from './lib/soak-procs.mjs';
import { runWorkload } from './lib/soak-workload.mjs';

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
    const r = await call('login', 'POST', '/api/auth/login', { body: { email, password: 'demo1234' }, from: nextIp() });
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

  const { signups, events, victim } = await runWorkload({ accounts, sessions, ids, topics, assets });
  say(`workload done: ${log.length} requests`);
  const limits = await burstLimits({ topics, sessions });

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

  const checks = await runChecks({ db, victim, events, limits, outbox, endAt, assets, catcher, signups });

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
