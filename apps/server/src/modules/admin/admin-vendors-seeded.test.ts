import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSitePath } from '@portal/shared/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoVendors, demoWebinarTopics, seedDemo, webinarThumbSvg } from '../../db/seed/seed.ts';
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

describe('seeded webinars', () => {
  it('link title cards shipped with the web app (the files the seed draws), never data: URLs, and save with them', async () => {
    const list = await t.json('GET', '/api/admin/webinars?pageSize=100', { token: admin });
    expect(list.status).toBe(200);
    const items = list.body.items as { id: string; thumbnailUrl: string | null; vendorId: string }[];
    const withThumb = items.filter((w) => w.thumbnailUrl);
    expect(withThumb.length).toBeGreaterThan(20);
    for (const w of withThumb) {
      const m = /^\/webinar-thumbs\/(\d+)-([a-z0-9-]+)\.svg$/.exec(w.thumbnailUrl as string);
      expect(m, w.thumbnailUrl as string).not.toBeNull();
      const [, topic, vendorId] = m as RegExpExecArray;
      const vendor = demoVendors.find((v) => v[0] === vendorId);
      const file = path.join(publicDir, w.thumbnailUrl as string);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(webinarThumbSvg(demoWebinarTopics[Number(topic)] as string, vendor?.[3] || '#475569'));
    }
    const seeded = withThumb[0] as { id: string; thumbnailUrl: string };
    const full = (await t.json('GET', `/api/admin/webinars/${seeded.id}`, { token: admin })).body;
    const saved = await t.json('PUT', `/api/admin/webinars/${seeded.id}`, { token: admin, body: full });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await t.json('GET', `/api/admin/webinars/${seeded.id}`, { token: admin })).body.thumbnailUrl).toBe(seeded.thumbnailUrl);
    const bad = await t.json('PUT', `/api/admin/webinars/${seeded.id}`, { token: admin, body: { ...full, thumbnailUrl: '//elsewhere.example/x.svg' } });
    expect(bad.status).toBe(400);
  });
});
