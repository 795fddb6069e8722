// `node scripts/soak-retry.mjs [--nginx-port 4380]`: which POSTs nginx passes on when the app process holding
// them dies (decision 2503), checked in seconds without the soak's load. nginx runs the site config the soak
// generates (deploy/nginx/ai-testing-hub.conf) in front of two stand-in app processes: one reads each request
// and closes the connection without answering (a process killed mid-request), the other answers 200.
// Round robin without passive health checks (max_fails=0 here only) sends every second request to the dying one.
// Expected: every POST /api/likes answered 200 (passed on); every POST with an Idempotency-Key to an operation
// that honours it (contact, reply, sign-up: decision 2506) answered 200 although some met the dying process (passed
// on); the POST /api/contact requests without a key, and keyed POSTs to an operation that ignores the key, that met
// the dying process answered 502 (never re-sent). Exit code 1 otherwise.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { BASE_PORT, base, NGINX, sleep, work } from './lib/soak-env.mjs';
import { apps, nginxConfig } from './lib/soak-procs.mjs';

const metDying = []; // the request lines the dying process read
const dying = net.createServer((socket) => {
  let seen = '';
  socket.on('data', (d) => {
    seen += d.toString('latin1');
    const end = seen.indexOf('\r\n\r\n');
    const length = Number(/content-length: *(\d+)/i.exec(seen)?.[1] ?? 0);
    if (end >= 0 && seen.length >= end + 4 + length) {
      metDying.push(`${seen.slice(0, seen.indexOf(' HTTP/'))}${/^idempotency-key:/im.test(seen) ? ' (keyed)' : ''}`);
      socket.destroy(); // the whole request read, then gone
    }
  });
  socket.on('error', () => undefined);
});
const bodies = []; // the bodies the healthy process read: a request passed on must keep its body
const healthy = http.createServer((req, res) => {
  let body = '';
  req.on('data', (d) => {
    body += d;
  });
  req.on('end', () => {
    bodies.push(body);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
});
dying.listen(BASE_PORT, '127.0.0.1');
healthy.listen(BASE_PORT + 1, '127.0.0.1');
await Promise.all([once(dying, 'listening'), once(healthy, 'listening')]);
apps[0] = { port: BASE_PORT };
apps[1] = { port: BASE_PORT + 1 };
writeFileSync(path.join(work, 'nginx.conf'), nginxConfig().replaceAll('max_fails=1 fail_timeout=5s', 'max_fails=0'));
const args = ['-e', path.join(work, 'nginx-error.log'), '-p', path.join(work, 'nginx'), '-c', path.join(work, 'nginx.conf')];
const test = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
const nginx = spawn(NGINX, args, { stdio: 'inherit' });
let code = 1;
try {
  for (let i = 0; ; i++) {
    if (i > 40) throw new Error('nginx did not start');
    if (
      await fetch(`${base}/api/likes`, { method: 'POST', body: '{}' }).then(
        () => true,
        () => false,
      )
    )
      break;
    await sleep(250);
  }
  const post = async (url, key) =>
    (
      await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
        body: '{"x":1}',
      })
    ).status;
  const four = async (url, keyed) => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await post(url, keyed ? crypto.randomUUID() : undefined));
    return statuses;
  };
  // Round robin alternates the first pick, so of two requests in a row at least one meets the dying process.
  const likes = await four('/api/likes', false);
  const contacts = await four('/api/contact', false);
  const keyed = {
    '/api/contact': await four('/api/contact', true),
    '/api/auth/signup': await four('/api/auth/signup', true),
    '/api/forum/topics/0b0e7b52-2b1e-4c7e-9a51-6f4b2a1d9e10/replies': await four('/api/forum/topics/0b0e7b52-2b1e-4c7e-9a51-6f4b2a1d9e10/replies', true),
  };
  // An operation that ignores the key (a new topic): the key must not make nginx re-send it.
  const ignored = await four('/api/forum/topics', true);
  const likesOk = likes.every((s) => s === 200);
  const contactsOk = contacts.includes(502) && contacts.every((s) => s === 200 || s === 502);
  const keyedOk = Object.entries(keyed).every(([url, got]) => got.every((s) => s === 200) && metDying.includes(`POST ${url} (keyed)`));
  const ignoredOk = ignored.includes(502) && ignored.every((s) => s === 200 || s === 502);
  const bodiesOk = bodies.slice(1).every((b) => b === '{"x":1}'); // the first is the start-up probe's
  if (!bodiesOk) console.log(`a request reached the healthy process without its body: ${JSON.stringify(bodies)}`);
  console.log(`POST /api/likes: ${likes.join(' ')} (want all 200: passed on to the next process)`);
  console.log(`POST /api/contact: ${contacts.join(' ')} (want 502 for those that met the dying process: never re-sent)`);
  for (const [url, got] of Object.entries(keyed)) {
    const met = metDying.filter((l) => l === `POST ${url} (keyed)`).length;
    console.log(`POST ${url} with Idempotency-Key: ${got.join(' ')} (want all 200, ${met} of them met the dying process and were passed on)`);
  }
  console.log(`POST /api/forum/topics with Idempotency-Key (ignored there): ${ignored.join(' ')} (want 502 for those that met the dying process)`);
  code = likesOk && contactsOk && keyedOk && ignoredOk && bodiesOk ? 0 : 1;
  console.log(code === 0 ? 'soak-retry: passed' : 'soak-retry: FAILED');
} finally {
  nginx.kill('SIGTERM');
  await once(nginx, 'exit');
  dying.close();
  healthy.close();
  rmSync(work, { recursive: true, force: true });
}
process.exit(code);
