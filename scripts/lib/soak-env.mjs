// Settings and helpers of the soak run (scripts/soak.mjs): options, ports, limits, job periods, the work folder.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

export const root = path.resolve(import.meta.dirname, '../..');
export const { values: opts } = parseArgs({
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
export const SECONDS = Number(opts.seconds);
export const PROCESSES = Number(opts.processes);
export const CONCURRENCY = Number(opts.concurrency);
export const BASE_PORT = Number(opts['base-port']);
export const NGINX_PORT = Number(opts['nginx-port']);
export const SMTP_PORT = Number(opts['smtp-port']);
export const MAIL_HTTP_PORT = Number(opts['mail-http-port']);
if (!(SECONDS >= 10 && SECONDS <= 3600) || !(PROCESSES >= 2 && PROCESSES <= 9)) {
  console.error('Usage: npm run soak -- [--seconds 10..3600] [--processes 2..9] [--concurrency N]');
  process.exit(2);
}
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const ADMIN_URL = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const SIGNUP_LIMIT = 10;
export const CONTACT_LIMIT = 5; // CONTACT_PER_IP_PER_HOUR
export const REPLY_LIMIT = 30; // FORUM_REPLIES_PER_HOUR
export const REPLY_BUDGET = 20; // replies per demo account in the workload, below REPLY_LIMIT
// Recurring jobs and their periods, read from the job definitions (id and everySeconds).
export const definitionsDir = path.join(root, 'apps/server/src/jobs/definitions');
export const PERIODS = Object.fromEntries(
  readdirSync(definitionsDir)
    .map((f) => readFileSync(path.join(definitionsDir, f), 'utf8'))
    // everySeconds is a number or a product of numbers (`24 * 3600`).
    .map((src) => [
      src.match(/\bid: '([^']+)'/)?.[1],
      (src.match(/everySeconds: ([\d_]+(?:\s*\*\s*[\d_]+)*)/)?.[1] ?? 'NaN').split('*').reduce((p, n) => p * Number(n.trim().replace(/_/g, '')), 1),
    ])
    .filter(([id, every]) => id && every > 0),
);
export const WORKER_SLEEP_S = 2;

export const runId = `${Date.now().toString(36)}${process.pid}`;
export const dbName = `${process.env.SOAK_DB_PREFIX ?? 'portal_soak'}_${runId}`;
export const work = mkdtempSync(path.join(tmpdir(), 'portal-soak-'));
export const dbUrl = (name, app) => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  if (app) u.searchParams.set('application_name', app);
  return u.toString();
};
export const base = `http://127.0.0.1:${NGINX_PORT}`;
export const t0 = Date.now();
export const since = () => ((Date.now() - t0) / 1000).toFixed(1);
export const say = (msg) => console.log(`[soak ${since()}s] ${msg}`);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
