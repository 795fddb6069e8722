// The end-to-end servers (the mail catcher and the compiled app server) in one place, read by
// apps/web/playwright.config.ts (which starts them when nothing else did) and by scripts/test.mjs (which starts
// them while Vitest runs and lets Playwright reuse them: E2E_SERVERS_UP=1, docs/decisions/2015).
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A new job alert on the e2e server is first due this many seconds after it is made (production: 60). The review
 * spec makes its alert right before the admin approves, so the first look finds the job (docs/decisions/2018).
 */
export const ALERT_FIRST_DUE_SECONDS = 20;
const portVars = ['E2E_PORT', 'E2E_MAIL_HTTP_PORT', 'E2E_MAIL_SMTP_PORT'];

/**
 * Ports not given are picked free (asked of the OS, all three held open at once so they differ) and put in the
 * environment, with the run's id: Playwright's workers inherit it, so the config, the servers and the fixtures agree.
 */
export function e2eSettings(env = process.env) {
  const unset = portVars.filter((v) => !env[v]);
  if (unset.length) {
    const script = `const net=require('node:net');Promise.all(Array.from({length:${unset.length}},()=>new Promise((r)=>{const s=net.createServer().listen(0,'127.0.0.1',()=>r(s))}))).then((ss)=>{process.stdout.write(ss.map((s)=>s.address().port).join(' '));for(const s of ss)s.close()})`;
    const ports = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(' ');
    unset.forEach((v, i) => {
      env[v] = ports[i];
    });
  }
  env.E2E_RUN_ID ??= String(Date.now());
  return {
    port: Number(env.E2E_PORT),
    mailHttp: Number(env.E2E_MAIL_HTTP_PORT),
    mailSmtp: Number(env.E2E_MAIL_SMTP_PORT),
    dataDir: path.join(root, '.tmp', `e2e-${env.E2E_RUN_ID}`),
  };
}

/** The two servers: command, the URL that answers once it is up, and its environment (added to the caller's). */
export function e2eServers(s = e2eSettings()) {
  // What production runs: the compiled server (esbuild, under a second), not the TypeScript sources.
  const build = 'node apps/server/build.mjs';
  const serve = 'node --enable-source-maps apps/server/dist/main.js';
  return [
    {
      name: 'mail catcher',
      command: 'node --import tsx apps/server/scripts/mail-catcher.ts',
      url: `http://127.0.0.1:${s.mailHttp}/health`,
      timeout: 60_000,
      env: { MAIL_CATCHER_SMTP_PORT: String(s.mailSmtp), MAIL_CATCHER_HTTP_PORT: String(s.mailHttp) },
    },
    {
      name: 'app server',
      command: `${build} && ${serve}`,
      // The same in two steps (startE2eServers with `after`): the database made (initdb, migrations, demo seed: most
      // of the start) by `npm run seed`'s compiled entry while the web app builds, then the server on it.
      prepare: `${build} && node apps/server/dist/seed.js`,
      serve,
      url: `http://127.0.0.1:${s.port}/api/health`,
      timeout: 240_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(s.port),
        HOST: '127.0.0.1',
        APP_URL: `http://localhost:${s.port}`,
        DATA_DIR: s.dataDir,
        SMTP_URL: `smtp://127.0.0.1:${s.mailSmtp}`,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        SIGNUP_LIMIT_PER_HOUR: '1000',
        LOCAL_PAYMENTS: 'true',
        LOGIN_FAILS_PER_IP: '1000',
        // The reviews spec publishes right after activating (the product waits a day, docs/decisions/2501).
        REVIEW_MIN_AGE_HOURS: '0',
        // Due job alerts are looked for every 2 s, not every minute: the review spec's instant alert goes out when it
        // is due, not up to a minute later (docs/decisions/2009); and it is due 20 s after it is made, not 60 (2018).
        JOB_ALERTS_CHECK_SECONDS: '2',
        JOB_ALERT_FIRST_DUE_SECONDS: String(ALERT_FIRST_DUE_SECONDS),
        // The daily backup would run at start and hold the embedded database for its snapshot (docs/decisions/2502).
        BACKUP_DAILY: 'false',
      },
    },
  ];
}

const up = async (url) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

/**
 * Starts the servers (each in a process group of its own) and resolves `ready` once each URL answers, or rejects
 * when one exits or times out. stop() ends both groups. Their output is kept and printed only when one fails.
 * With `after` (a promise: the web build), a server with a `prepare` step runs it at once and starts serving only
 * once both have finished (the app server reads the built web app when it starts).
 */
export function startE2eServers(s = e2eSettings(), { after } = {}) {
  let stopped = false;
  const launch = (command, def, out) => {
    const child = spawn(command, { cwd: root, shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...def.env } });
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    return { child, exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
  };
  const children = e2eServers(s).map((def) => {
    const out = [];
    if (!after || !def.prepare) return { def, out, ...launch(def.command, def, out) };
    const entry = { def, out, ...launch(def.prepare, def, out) };
    entry.exited = Promise.all([entry.exited, after]).then(([code, go]) => {
      if (code !== 0 || go === false || stopped) return code === 0 ? 'not started' : code;
      Object.assign(entry, launch(def.serve, def, out));
      return entry.exited;
    });
    return entry;
  });
  const waitFor = async ({ def, out, exited }) => {
    let gone = null;
    exited.then((code) => {
      gone = code;
    });
    const until = Date.now() + def.timeout;
    while (Date.now() < until) {
      if (gone !== null) throw new Error(`The e2e ${def.name} exited (${gone}) before ${def.url} answered:\n${Buffer.concat(out).toString()}`);
      if (await up(def.url)) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`The e2e ${def.name} did not answer at ${def.url} within ${def.timeout / 1000} s:\n${Buffer.concat(out).toString()}`);
  };
  return {
    ready: Promise.all(children.map(waitFor)),
    stop: () => {
      stopped = true;
      for (const { child } of children) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    },
  };
}
