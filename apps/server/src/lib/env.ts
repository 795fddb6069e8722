import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy } from './client-ip.ts';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('AI Testing Hub <no-reply@aitestinghub.local>'),
  SUPPORT_EMAIL: z.string().email().default('support@aitestinghub.local'),
  COMPANY_DOMAIN: z.string().default('aitestinghub.local'),
  SEED_DEMO: bool.default(true),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** `false`, `true` (one hop), a hop count, or a comma list of proxy addresses / CIDR ranges (see client-ip.ts). */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      try {
        return parseTrustProxy(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RUN_WORKERS: bool.default(true),
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILS_PER_IP: z.coerce.number().int().min(1).default(20),
  WEB_DIST: z.string().optional(),
  /** How long a process trusts its last read of cache_versions (ms); tests default to 0 (every cached answer checks). */
  CACHE_VERSION_POLL_MS: z.coerce.number().int().min(0).max(2000).optional(),
  /** Members' stored answers per process (lib/member-cache.ts): at most this many, and this many MB. */
  MEMBER_CACHE_MAX_ANSWERS: z.coerce.number().int().min(1).default(4000),
  MEMBER_CACHE_MAX_MB: z.coerce.number().int().min(1).default(24),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  /** The built-in test checkout (charges nothing). `npm start` turns it on for the demo when no Razorpay keys are set. */
  LOCAL_PAYMENTS: bool.default(false),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** The embedded database's daily backup into DATA_DIR/backups, and how many daily backups are kept (docs/decisions/2502). */
  BACKUP_DAILY: bool.default(true),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  /** GET /metrics answers requests carrying this as a bearer token (and direct loopback connections). */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Per-request counting for /metrics (requests, latency, cache lookups); `false` leaves it out of every request (`npm run bench -- --metrics-off`). */
  METRICS_REQUESTS: bool.default(true),
  /** A trial's review ('Completed this trial') can be published this long after activating (or at expiry, if sooner). */
  REVIEW_MIN_AGE_HOURS: z.coerce.number().min(0).max(720).default(24),
  /** How often due job alerts are looked for (seconds). The end-to-end server looks every few seconds, so a test waits for the alert's due time, not the next look. */
  JOB_ALERTS_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How long after it is made a new job alert is first due (seconds). Tests only: the end-to-end server makes it shorter so the review flow does not wait out the minute. */
  JOB_ALERT_FIRST_DUE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Tests only: lead webhooks may reach loopback addresses over http (refused when NODE_ENV=production). */
  WEBHOOK_ALLOW_LOOPBACK: bool.default(false),
  /** Connected sources (docs/decisions/2211): the job boards' public APIs (a test server or a mirror may stand in), how often and how politely they are read. */
  GREENHOUSE_API_URL: z.string().url().default('https://boards-api.greenhouse.io/v1/boards'),
  LEVER_API_URL: z.string().url().default('https://api.lever.co/v0/postings'),
  ASHBY_API_URL: z.string().url().default('https://api.ashbyhq.com/posting-api/job-board'),
  SOURCE_SYNC_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(60),
  SOURCE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  SOURCE_MAX_BYTES: z.coerce.number().int().min(1000).max(200_000_000).default(20_000_000),
  /** Share of the time a source's sync may keep busy (its mapping and its writes); it rests the rest, so reads keep the machine (1: no rests). */
  SOURCE_SYNC_DUTY: z.coerce.number().min(0.05).max(1).default(0.15),
  /** Sources are fetched, parsed, sanitised and mapped in a thread of their own, at a lower OS priority where possible (docs/decisions/2206); `false` does it on the serving thread. */
  SOURCE_SYNC_THREAD: bool.default(true),
  /** On PostgreSQL the source thread also writes a source's items, through a small pool of its own (docs/decisions/2207); `false` leaves the writes on the serving thread. PGlite: the serving thread sends them to the database thread (2209). */
  SOURCE_SYNC_THREAD_WRITES: bool.default(true),
  /** The embedded database (PGlite) runs in a thread of its own, so its statements never hold the thread that answers requests (docs/decisions/2209); `false` opens it in the serving thread. */
  PGLITE_THREAD: bool.default(true),
  /** PostgreSQL: `true` keeps the server's JIT setting; by default the app's connections turn JIT off (docs/decisions/2435). */
  DATABASE_JIT: bool.default(false),
});

export type Env = z.infer<typeof envSchema> & { APP_URL: string; JWT_SECRET: string };

/** Parse settings; a bad setting stops the server with a clear message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid settings:\n${lines}`);
  }
  const e = parsed.data;
  if (e.S3_BUCKET && (!e.S3_ENDPOINT || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid settings:\n  S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    throw new Error('Invalid settings:\n  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  }
  if (e.WEBHOOK_ALLOW_LOOPBACK && e.NODE_ENV === 'production') {
    throw new Error('Invalid settings:\n  WEBHOOK_ALLOW_LOOPBACK is for tests and cannot be set when NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && e.JWT_SECRET) {
    const weak = weakSecretReason(e.JWT_SECRET);
    if (weak) throw new Error(`Invalid settings:\n  JWT_SECRET ${weak}; generate one with: openssl rand -base64 48`);
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return { ...e, APP_URL: appUrl, JWT_SECRET: e.JWT_SECRET ?? jwtSecretFromDataDir(e.DATA_DIR) };
}

/**
 * Why a JWT secret is too weak for production, or null. Anyone who knows the secret can sign a token for any
 * user, so the placeholder of deploy/env.example, short values and low-entropy values (a repeated word, a
 * sentence) are refused: at least 32 characters, 16 distinct characters and about 128 bits by the character
 * distribution's Shannon estimate. `openssl rand -base64 48` gives 64 characters and ~5.8 bits each.
 */
export function weakSecretReason(secret: string): string | null {
  if (secret.length < 32) return 'is shorter than 32 characters';
  if (/change[-_ ]?me|placeholder|example|secret|password|changeit/i.test(secret)) return 'is a placeholder (it contains a word like CHANGE-ME or secret)';
  const counts = new Map<string, number>();
  for (const ch of secret) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  if (counts.size < 16) return 'has too few distinct characters (not random)';
  let bitsPerChar = 0;
  for (const n of counts.values()) {
    const p = n / secret.length;
    bitsPerChar -= p * Math.log2(p);
  }
  if (bitsPerChar * secret.length < 128) return 'has too little entropy (not random)';
  return null;
}

/** When JWT_SECRET is unset, a secret is generated once and kept in DATA_DIR. */
function jwtSecretFromDataDir(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const s = readFileSync(file, 'utf8').trim();
    if (s.length >= 32) return s;
  } catch {
    // not there yet
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
