import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSitePath } from '@portal/shared/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed/seed.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let admin: string;
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');

beforeAll(async () => {
  await seedDemo(t.deps.db);
  admin = await t.loginAs('admin@example.com', DEMO_PASSWORD);
});

type Vendor = {
  id: string;
  name: string;
  logoUrl: string | null;
  websiteUrl: string | null;
  description: string | null;
  domainName: string | null;
  vendorManagerEmail: string | null;
};

describe('seeded vendors', () => {
  it('link logo files shipped with the web app, never data: URLs', async () => {
    const list = await t.json('GET', '/api/admin/vendors?pageSize=100', { token: admin });
    expect(list.status).toBe(200);
    const withLogo = (list.body.items as Vendor[]).filter((v) => v.logoUrl);
    expect(withLogo.length).toBeGreaterThan(5);
    for (const v of withLogo) {
      expect(v.logoUrl).toBe(`/vendor-logos/${v.id}.svg`);
      expect(existsSync(path.join(publicDir, v.logoUrl as string)), v.logoUrl as string).toBe(true);
    }
  });

  it("'Edit vendor' saves every seeded vendor, with the form's fields or with everything sent back, and keeps its logo", async () => {
    const list = await t.json('GET', '/api/admin/vendors?pageSize=100', { token: admin });
    for (const v of list.body.items as Vendor[]) {
      const { id, logoUrl, ...form } = v;
      const formFields = {
        name: form.name,
        domainName: form.domainName ?? '',
        websiteUrl: form.websiteUrl ?? '',
        vendorManagerEmail: form.vendorManagerEmail ?? '',
        description: form.description ?? '',
      };
      const res = await t.json('PUT', `/api/admin/vendors/${id}`, { token: admin, body: { ...formFields, description: `${form.description ?? ''} (edited)` } });
      expect(res.status, `${id}: ${JSON.stringify(res.body)}`).toBe(200);
      const after = await t.json('GET', `/api/admin/vendors/${id}`, { token: admin });
      expect(after.body.logoUrl).toBe(logoUrl);
      expect(after.body.description).toBe(`${form.description ?? ''} (edited)`);
      const all = await t.json('PUT', `/api/admin/vendors/${id}`, { token: admin, body: { ...formFields, logoUrl } });
      expect(all.status, `${id} with logo: ${JSON.stringify(all.body)}`).toBe(200);
    }
  });

  it('a logo is an http(s) URL or a path on this site; never another host or a script', async () => {
    const body = { name: 'Quorvex' };
    for (const bad of ['//evil.example/x.svg', '/\\evil.example/x.svg', 'javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', '/a b.svg']) {
      const res = await t.json('PUT', '/api/admin/vendors/quorvex', { token: admin, body: { ...body, logoUrl: bad } });
      expect(res.status, bad).toBe(400);
      expect(res.body.error.message).toBe('Please enter a valid URL');
    }
    for (const good of ['https://cdn.example/logo.png', '/vendor-logos/quorvex.svg']) {
      expect((await t.json('PUT', '/api/admin/vendors/quorvex', { token: admin, body: { ...body, logoUrl: good } })).status).toBe(200);
      expect((await t.json('GET', '/api/admin/vendors/quorvex', { token: admin })).body.logoUrl).toBe(good);
    }
    expect((await t.json('PUT', '/api/admin/vendors/quorvex', { token: admin, body: { ...body, logoUrl: '' } })).status).toBe(200);
    expect((await t.json('GET', '/api/admin/vendors/quorvex', { token: admin })).body.logoUrl).toBeNull();
    expect(isSitePath('/vendor-logos/x.svg')).toBe(true);
    expect(isSitePath('//x')).toBe(false);
  });
});
