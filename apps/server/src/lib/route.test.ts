import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createNodeServer } from '../server.ts';
import { useTestApp } from '../test/test-app.ts';
import { bodyTooLargeMessage, JSON_BODY_MAX } from './route.ts';

const t = useTestApp({ TRUST_PROXY: '1' });
let ipSeq = 0;
const freshIp = () => ({ 'x-forwarded-for': `192.0.2.${++ipSeq}` });

const post = (path: string, body: string | ReadableStream<Uint8Array>, headers: Record<string, string>) =>
  Promise.resolve(t.app.request(path, { method: 'POST', body, headers: { ...freshIp(), ...headers }, duplex: 'half' } as RequestInit));

describe('Request bodies', () => {
  it('answers 413 with a JSON error for a JSON body over 1 MB declared by Content-Length, before reading it', async () => {
    const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(JSON_BODY_MAX) });
    const res = await post('/api/auth/login', big, { 'content-type': 'application/json', 'content-length': String(big.length) });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ error: { code: 'payload_too_large', message: bodyTooLargeMessage } });
  });

  it('an early 413 closes the connection instead of keeping it open with the body unread', async () => {
    const server = createNodeServer(t.app, t.deps);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const { head, closed } = await new Promise<{ head: string; closed: boolean }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let text = '';
        const timer = setTimeout(() => {
          socket.destroy();
          resolve({ head: text, closed: false });
        }, 5000);
        socket.on('data', (d) => {
          text += d.toString();
        });
        socket.on('close', () => {
          clearTimeout(timer);
          resolve({ head: text, closed: true });
        });
        socket.on('error', reject);
        // Declares 5 MB, sends a few bytes and keeps the connection open.
        socket.write(
          `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${5 * 1024 * 1024}\r\nConnection: keep-alive\r\n\r\n{"email":`,
        );
      });
      expect(head).toMatch(/^HTTP\/1\.1 413/);
      expect(head.toLowerCase()).toContain('connection: close');
      expect(closed).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('stops reading a streamed (chunked) body as soon as it passes 1 MB', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 50 MB on offer; the server must give up after about 1 MB.
        if (sent >= 50 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await post('/api/contact', stream, { 'content-type': 'application/json' });
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(4 * 1024 * 1024);
  });

  it('still takes a JSON body just under the limit (then validates it)', async () => {
    const body = JSON.stringify({ email: 'someone@example.com', password: 'y'.repeat(JSON_BODY_MAX - 100) });
    const res = await post('/api/auth/login', body, { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
  });

  it('parses only application/json (with or without parameters); any other type is 415', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'secret123' });
    for (const type of [
      'text/plain',
      'text/plain; a=application/json',
      'application/jsonp',
      'application/json-patch+json',
      'multipart/form-data; boundary=application/json',
    ]) {
      const res = await post('/api/auth/login', body, { 'content-type': type });
      expect(res.status, type).toBe(415);
      expect(((await res.json()) as { error: unknown }).error).toEqual({
        code: 'unsupported_media_type',
        message: 'Expected a JSON body (Content-Type: application/json)',
      });
    }
    const missing = await Promise.resolve(t.app.request('/api/auth/login', { method: 'POST', body, headers: freshIp() }));
    expect(missing.status).toBe(415);
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8']) {
      const res = await post('/api/auth/login', body, { 'content-type': type });
      expect(res.status, type).toBe(401);
    }
  });
});

describe('Over-long input', () => {
  it('answers a sign-in with a 9,000-letter or a 900,000-letter e-mail with 400 and a short answer', async () => {
    for (const n of [9000, 900_000]) {
      const res = await post('/api/auth/login', JSON.stringify({ email: `${'a'.repeat(n)}@example.com`, password: 'secret123' }), {
        'content-type': 'application/json',
      });
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text.length).toBeLessThan(500);
      expect(JSON.parse(text).error.message).toBe('Please enter a valid email address');
    }
  });

  it('never echoes a huge input in the error answer', async () => {
    const huge = 'z'.repeat(200_000);
    const res = await t.json('POST', '/api/auth/signup', { body: { email: huge, password: huge, [huge]: huge }, headers: freshIp() });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body).length).toBeLessThan(2000);
    // A field name is echoed in `fields`: clipped too.
    const named = await t.json('POST', '/api/auth/signup', { body: { [huge]: 'a\u0000b' }, headers: freshIp() });
    expect(named.status).toBe(400);
    expect(JSON.stringify(named.body).length).toBeLessThan(1000);
    expect(Object.values(named.body.error.fields)).toEqual(['Text must not contain control characters']);
  });
});
