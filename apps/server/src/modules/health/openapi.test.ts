import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

type Op = { 'x-access': string; security?: unknown[]; requestBody?: unknown };
const sampleParam = '00000000-0000-4000-8000-000000000000';

/**
 * Walks the OpenAPI document: every operation that needs a signed-in user refuses a visitor (401),
 * and every operation that needs a role refuses a member without it (403).
 */
describe('OpenAPI role walk', () => {
  it('documents every operation with its access rule', async () => {
    const doc = await t.json('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    const ops = Object.values(doc.body.paths as Record<string, Record<string, Op>>).flatMap((p) => Object.values(p));
    expect(ops.length).toBeGreaterThan(5);
    for (const op of ops) expect(['public', 'optional', 'user', 'admin', 'vendor_manager']).toContain(op['x-access']);
    expect(doc.body.paths['/api/me'].get['x-access']).toBe('user');
  });

  it('refuses visitors and members without the role', async () => {
    const member = await t.createUser();
    const token = await t.loginAs(member.email, member.password);
    const doc = await t.json('GET', '/api/openapi.json');
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.body.paths as Record<string, Record<string, Op>>)) {
      for (const [method, op] of Object.entries(methods)) {
        const access = op['x-access'];
        if (access === 'public' || access === 'optional') continue;
        const url = path.replace(/\{[^}]+\}/g, sampleParam);
        const body = op.requestBody ? {} : undefined;
        const visitor = await t.request(method.toUpperCase(), url, { body });
        expect(visitor.status, `${method.toUpperCase()} ${path} as visitor`).toBe(401);
        if (access === 'admin' || access === 'vendor_manager') {
          const res = await t.request(method.toUpperCase(), url, { body, token });
          expect(res.status, `${method.toUpperCase()} ${path} as member`).toBe(403);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
