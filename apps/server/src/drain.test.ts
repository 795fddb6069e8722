import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real process (src/main.ts) on its own embedded database: readiness, then SIGTERM while a request is in flight.
const root = path.resolve(import.meta.dirname, '../../..');
const port = 4553 + (process.env.TEST_DB_KIND === 'postgres' ? 1 : 0);
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-drain-'));
let child: ChildProcess;
let exited: Promise<number | null>;
let stderr = '';

const get = async (p: string) => {
  const res = await fetch(`http://127.0.0.1:${port}${p}`, { signal: AbortSignal.timeout(5000) });
  return { status: res.status, body: await res.json() };
};

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      RUN_WORKERS: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'drain-test-secret-drain-test-secret-0123456789',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (d) => {
    stderr += d.toString();
  });
  exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  for (let i = 0; i < 240; i++) {
    try {
      if ((await get('/api/ready')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not become ready:\n${stderr}`);
}, 150_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Reads from a socket until it closes (or 10 s pass). */
const readAll = (socket: Socket) =>
  new Promise<{ text: string; closed: boolean }>((resolve) => {
    let text = '';
    const timer = setTimeout(() => resolve({ text, closed: false }), 10_000);
    socket.on('data', (d) => {
      text += d.toString();
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
  });

describe('liveness, readiness and drain', () => {
  it('is live and ready (database, migrations, workers)', async () => {
    expect(await get('/api/health')).toEqual({ status: 200, body: { status: 'ok', database: 'ok' } });
    expect(await get('/api/ready')).toEqual({ status: 200, body: { status: 'ready', database: 'ok', migrations: 'ok', workers: 'ok' } });
  });

  it('SIGTERM: stops accepting, finishes the request in flight, then exits 0', async () => {
    const body = JSON.stringify({ email: 'nobody@drain.test', password: 'wrong-password' });
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const answer = readAll(socket);
    // The request is in flight: headers and half the body sent.
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    // No longer accepting: a new connection is refused.
    const refused = await new Promise<string>((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.on('connect', () => {
        s.destroy();
        resolve('connected');
      });
      s.on('error', (err) => resolve((err as NodeJS.ErrnoException).code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    expect(child.exitCode).toBeNull(); // still finishing the request in flight
    socket.write(body.slice(10));
    const { text, closed } = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 401/);
    expect(text).toContain('Invalid email or password');
    expect(closed).toBe(true);
    expect(await exited).toBe(0);
  }, 60_000);
});
