import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

type Schema = {
  type?: string | string[];
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Param = { name: string; in: 'path' | 'query'; schema: Schema };
type Op = { 'x-access': string; parameters: Param[]; requestBody?: { content: { 'application/json': { schema: Schema } } } };

async function operations() {
  const doc = await t.json('GET', '/api/openapi.json');
  const ops: { method: string; path: string; op: Op }[] = [];
  for (const [path, methods] of Object.entries(doc.body.paths as Record<string, Record<string, Op>>)) {
    for (const [method, op] of Object.entries(methods)) ops.push({ method: method.toUpperCase(), path, op });
  }
  return ops;
}

/** Paths (e.g. `body.title`) of string inputs that accept any length. */
function unbounded(s: Schema | undefined, at: string, out: string[]) {
  if (!s) return;
  const isString = s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'));
  if (isString && s.maxLength === undefined && !s.enum && s.const === undefined && !s.format && !s.pattern) out.push(at);
  for (const [k, v] of Object.entries(s.properties ?? {})) unbounded(v, `${at}.${k}`, out);
  unbounded(s.items, `${at}[]`, out);
  for (const x of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) unbounded(x, at, out);
}

/** A body with every declared property set to text holding a NUL (and nested objects likewise). */
function nulBody(s: Schema | undefined): unknown {
  const props = s?.properties ?? s?.anyOf?.find((x) => x.properties)?.properties;
  if (!props) return { text: 'a\u0000b' };
  return Object.fromEntries(Object.keys(props).map((k) => [k, 'a\u0000b']));
}

describe('Input walk over every operation', () => {
  it('bounds the length of every text input', async () => {
    const found: string[] = [];
    for (const { method, path, op } of await operations()) {
      const out: string[] = [];
      for (const p of op.parameters) unbounded(p.schema, `${p.in}:${p.name}`, out);
      unbounded(op.requestBody?.content['application/json'].schema, 'body', out);
      for (const o of out) found.push(`${method} ${path} ${o}`);
    }
    expect(found).toEqual([]);
  });

  it('answers a NUL byte in any path parameter, query parameter or body field with 400, never a 5xx', async () => {
    const admin = await t.createUser({ isAdmin: true });
    // The admin also manages a vendor, so every access rule lets the request through to validation.
    await t.database.db.execute(sql`insert into vendors (id, name, vendor_manager_email) values ('walk-vendor', 'Walk', ${admin.email})`);
    const token = await t.loginAs(admin.email, admin.password);
    let checked = 0;
    for (const { method, path, op } of await operations()) {
      const params = op.parameters.filter((p) => p.in === 'path');
      const query = op.parameters.filter((p) => p.in === 'query');
      const hasBody = !!op.requestBody;
      if (!params.length && !query.length && !hasBody) continue; // nothing to put a NUL into
      const attempts: { url: string; body?: unknown }[] = [];
      const sample = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const okBody = hasBody ? {} : undefined;
      if (params.length) attempts.push({ url: path.replace(/\{[^}]+\}/g, 'a%00b'), body: okBody });
      for (const q of query) attempts.push({ url: `${sample}?${encodeURIComponent(q.name)}=a%00b`, body: okBody });
      if (hasBody) attempts.push({ url: sample, body: nulBody(op.requestBody?.content['application/json'].schema) });
      for (const a of attempts) {
        const res = await t.json(method, a.url, { body: a.body, token });
        expect(res.status, `${method} ${a.url} ${JSON.stringify(a.body)}`).toBe(400);
        expect(res.body.error.code).toBe('validation_error');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('refuses a NUL in the free-text search of a public list', async () => {
    const res = await t.json('GET', '/api/jobs?search=%00');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Text must not contain control characters');
    expect(res.body.error.fields).toEqual({ search: 'Text must not contain control characters' });
  });

  it('keeps line breaks and tabs in multi-line text', async () => {
    const member = await t.createUser();
    const token = await t.loginAs(member.email, member.password);
    const res = await t.json('POST', '/api/forum/topics', { token, body: { title: 'Tabs\tand lines', content: 'line one\r\nline two\n\tindented' } });
    expect(res.status).toBe(201);
  });
});
