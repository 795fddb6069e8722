// `npm start`: builds the web app and the server when their sources changed, then runs the compiled server
// (node apps/server/dist/main.js: migrations, demo seed, workers). FORCE_BUILD=1 rebuilds both.
import { spawn } from 'node:child_process';
import { buildIfStale, root, serverEnv, serverMain, serverNodeArgs } from './lib/build.mjs';

buildIfStale({ force: Boolean(process.env.FORCE_BUILD) });

// The demo can be bought with the built-in test checkout unless real Razorpay keys are configured.
const demoPayments = process.env.RAZORPAY_KEY_ID ? {} : { LOCAL_PAYMENTS: 'true' };
const child = spawn(process.execPath, [...serverNodeArgs, serverMain], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...serverEnv, ...demoPayments, ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
