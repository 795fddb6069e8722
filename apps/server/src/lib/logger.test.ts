import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { accessLog, createLogger } from './logger.ts';

const t = useTestApp();

function capture(level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger(level, false, stream), lines };
}

describe('Logs', () => {
  it('drop the parameters of a failed query (e-mail addresses, message text) and PostgreSQL detail', async () => {
    const { log, lines } = capture();
    let err: unknown;
    try {
      // A real failed query on the test database, with personal data among its parameters.
      await t.database.db.execute(sql`select ${'private.person@example.com'}::int, ${'my secret message'}`);
    } catch (e) {
      err = e;
    }
    expect(err).toBeDefined();
    log.error({ err }, 'request failed');
    const out = lines.join('');
    expect(out).toContain('Failed query');
    expect(out).toContain('params: [redacted]');
    expect(out).toContain('22P02');
    expect(out).not.toContain('private.person@example.com');
    expect(out).not.toContain('my secret message');
  });

  it('cap the size of an error, however large its message', () => {
    const { log, lines } = capture();
    log.error({ err: new Error(`Failed query: select $1\nparams: ${'a'.repeat(5_000_000)}`) }, 'x');
    log.error({ err: new Error('b'.repeat(5_000_000)) }, 'y');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.length).toBeLessThan(10_000);
  });

  it('redact e-mail addresses, passwords and tokens in logged fields', () => {
    const { log, lines } = capture();
    log.info({ email: 'a@b.example', user: { email: 'c@d.example', password: 'pw1', token: 'tok' }, headers: { authorization: 'Bearer x' } }, 'z');
    const out = lines.join('');
    for (const secret of ['a@b.example', 'c@d.example', 'pw1', '"tok"', 'Bearer x']) expect(out).not.toContain(secret);
    expect(out).toContain('[redacted]');
  });

  it('write access lines to the same destination at the same level, with the request fields', () => {
    const { log, lines } = capture();
    accessLog(log).info({ requestId: 'r-1', method: 'GET', path: '/api/jobs', status: 200, ms: 3 }, 'request');
    expect(JSON.parse(lines.at(-1) as string)).toMatchObject({
      level: 30,
      requestId: 'r-1',
      method: 'GET',
      path: '/api/jobs',
      status: 200,
      ms: 3,
      msg: 'request',
    });
    expect(accessLog(log)).toBe(accessLog(log));
    const quiet = capture('warn');
    accessLog(quiet.log).info({ requestId: 'r-2' }, 'request');
    expect(quiet.lines).toHaveLength(0);
  });
});
