import { loadEnv } from './lib/env.ts';
import { createLogger } from './lib/logger.ts';
import { startServer } from './server.ts';

let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const log = createLogger(env.LOG_LEVEL, env.NODE_ENV === 'development' && process.stdout.isTTY);

const running = await startServer(env, log);
log.info(`AI Testing Hub is running at ${env.APP_URL} (listening on port ${running.port}, database: ${running.database.kind})`);
if (env.SEED_DEMO) {
  console.log(
    [
      '',
      `  Open ${env.APP_URL}`,
      '  Demo accounts (password demo1234):',
      '    admin@example.com    admin',
      '    member@example.com   free member',
      '    pro@example.com      Pro member',
      '    manager@example.com  vendor manager',
      running.deps.mailer.kind === 'log' ? '  No SMTP_URL set: e-mails (with their links) are printed to this log.' : '',
      '',
    ].join('\n'),
  );
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  // In-flight requests and the worker lanes' items in hand finish first (an SMTP send has at most 60 s);
  // the unit's TimeoutStopSec is longer than this.
  const timer = setTimeout(() => {
    log.error('drain took too long; exiting');
    process.exit(1);
  }, 70_000);
  timer.unref();
  await running.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
