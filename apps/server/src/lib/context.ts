import type { WorkerStatus } from './queue/worker-status.ts';
import type { Db } from '../db/client.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mailer.ts';
import type { Storage } from './storage.ts';

/** Everything a request or job needs, passed in once: no containers. */
export type Deps = {
  db: Db;
  env: Env;
  log: Logger;
  mailer: Mailer;
  storage: Storage;
  /** Wakes the outbox and job workers early after an enqueue (they poll anyway). */
  nudge: () => void;
  /** The running process's state for /api/ready and /metrics (set by server.ts; absent in tests that build only the app). */
  runtime?: Runtime;
};

/** What a process knows about itself: started when, draining since SIGTERM, its workers' lanes. */
export type Runtime = {
  startedAt: number;
  draining: boolean;
  workers: WorkerStatus | null;
  /** On the embedded database: the secret `npm run backup` reads from DATA_DIR/server.pid to ask this process for a backup. */
  localToken?: string;
};

export type AuthUser = {
  id: string;
  email: string;
  isAdmin: boolean;
  isPro: boolean;
  isVendorAdmin: boolean;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    deps: Deps;
    user: AuthUser | null;
    /** The JSON text of the answer route() made, for the cache layer to hash and compress without re-reading the body. */
    json?: string;
    /** How route() shapes its JSON answer (lib/answer.ts), set by the cache layer before the handler runs. */
    answer?: 'private' | 'shared';
  };
};
