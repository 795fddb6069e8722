import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { makeTrial, makeVendor } from '../../test/factories-member.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let admin: string;
const run = Date.now().toString(36);
const v = { a: `alpha-${run}`, b: `bravo-${run}`, c: `charlie-${run}`, d: `delta-${run}` };

const profile = (o: Partial<Record<string, unknown>> & { tags?: Partial<Record<'category' | 'framework' | 'language' | 'ci', string[]>> }) => ({
  deployment: null,
  pricingModels: [],
  priceFrom: null,
  priceCurrency: 'USD',
  priceUnit: null,
  freeTrialDays: null,
  docsUrl: null,
  pricingUrl: null,
  statusUrl: null,
  ...o,
  tags: { category: [], framework: [], language: [], ci: [], ...o.tags },
});

async function save(id: string, body: unknown) {
  const res = await t.json('PUT', `/api/admin/vendors/${id}/profile`, { token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The ids the finder returns for `query` (only this file's vendors), and its facets. */
async function find(query: string) {
  const res = await t.json('GET', `/api/vendors?pageSize=60&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const ours = Object.values(v);
  return { ids: (res.body.items as { id: string }[]).map((i) => i.id).filter((id) => ours.includes(id)), body: res.body };
}
const option = (opts: { value: string; count: number }[], value: string) => opts.find((o) => o.value === value)?.count;

beforeAll(async () => {
  const u = await t.createUser({ isAdmin: true });
  admin = await t.loginAs(u.email);
  await makeVendor(t.deps.db, { id: v.a, name: 'Alpha Tool' });
  await makeVendor(t.deps.db, { id: v.b, name: 'Bravo Tool' });
  await makeVendor(t.deps.db, { id: v.c, name: 'Charlie Tool' });
  await makeVendor(t.deps.db, { id: v.d, name: 'Delta Tool' });
  // Only file-local vendors exist in this database besides none: counts are exact.
  await save(
    v.a,
    profile({
      tags: { category: ['self-healing-locators', 'visual-ai'], framework: ['playwright', 'cypress'], language: ['typescript'], ci: ['github-actions'] },
      deployment: 'saas',
      pricingModels: ['free-tier', 'per-seat'],
      priceFrom: 4900,
      priceUnit: 'per user / month',
      freeTrialDays: 14,
    }),
  );
  await save(
    v.b,
    profile({
      tags: { category: ['self-healing-locators'], framework: ['playwright', 'selenium'], language: ['java', 'typescript'], ci: ['jenkins'] },
      deployment: 'both',
      pricingModels: ['enterprise'],
    }),
  );
  await save(
    v.c,
    profile({ tags: { category: ['visual-ai'], framework: ['appium'], language: ['java'] }, deployment: 'self-hosted', pricingModels: ['usage-based'] }),
  );
  // Delta: no profile at all, but a trial activatable here now.
  await makeTrial(t.deps.db, { vendorId: v.d });
});

describe('vendor finder (/api/vendors)', () => {
  it('lists every vendor without filters, with counts per option', async () => {
    const { ids, body } = await find('');
    expect(ids.sort()).toEqual(Object.values(v).sort());
    expect(option(body.facets.category, 'self-healing-locators')).toBe(2);
    expect(option(body.facets.framework, 'playwright')).toBe(2);
    expect(option(body.facets.framework, 'appium')).toBe(1);
    expect(option(body.facets.framework, 'k6')).toBe(0);
    // 'both' counts for SaaS and for self-hosted.
    expect(option(body.facets.deployment, 'saas')).toBe(2);
    expect(option(body.facets.deployment, 'self-hosted')).toBe(2);
    expect(option(body.facets.pricing, 'enterprise')).toBe(1);
    // Alpha's own 14-day trial and Delta's trial on the portal.
    expect(body.facets.trial).toBe(2);
    const alpha = body.items.find((i: { id: string }) => i.id === v.a);
    expect(alpha).toMatchObject({
      capabilities: ['Self-healing locators', 'Visual AI'],
      deployment: 'saas',
      pricingModels: ['free-tier', 'per-seat'],
      freeTrialDays: 14,
    });
  });

  it('combines terms of one kind with and, and kinds with each other', async () => {
    expect((await find('framework=playwright')).ids.sort()).toEqual([v.a, v.b].sort());
    expect((await find('framework=playwright,cypress')).ids).toEqual([v.a]);
    expect((await find('framework=playwright&language=java')).ids).toEqual([v.b]);
    expect((await find('category=visual-ai&language=java')).ids).toEqual([v.c]);
    expect((await find('category=visual-ai&ci=jenkins')).ids).toEqual([]);
    const { body } = await find('framework=playwright');
    // With Playwright chosen: what ticking each other term would leave.
    expect(option(body.facets.language, 'java')).toBe(1);
    expect(option(body.facets.language, 'typescript')).toBe(2);
    expect(option(body.facets.framework, 'appium')).toBe(0);
  });

  it('matches deployment needs (both counts for each), pricing models (any of) and free trials', async () => {
    expect((await find('deployment=self-hosted')).ids.sort()).toEqual([v.b, v.c].sort());
    expect((await find('deployment=saas')).ids.sort()).toEqual([v.a, v.b].sort());
    expect((await find('pricing=enterprise,usage-based')).ids.sort()).toEqual([v.b, v.c].sort());
    expect((await find('trial=1')).ids.sort()).toEqual([v.a, v.d].sort());
    expect((await find('trial=1&framework=playwright&deployment=saas')).ids).toEqual([v.a]);
    const { body } = await find('deployment=self-hosted');
    // Deployment options count without the deployment filter itself; others within it.
    expect(option(body.facets.deployment, 'saas')).toBe(2);
    expect(option(body.facets.framework, 'appium')).toBe(1);
    expect(body.facets.trial).toBe(0);
  });

  it('combines with the search and pages', async () => {
    expect((await find('search=charlie&language=java')).ids).toEqual([v.c]);
    const page = await t.json('GET', '/api/vendors?language=java&pageSize=1&page=2');
    expect(page.body.total).toBe(2);
    expect(page.body.items).toHaveLength(1);
  });

  it('refuses unknown option values', async () => {
    expect((await t.json('GET', '/api/vendors?deployment=cloud')).status).toBe(400);
    expect((await t.json('GET', '/api/vendors?pricing=free')).status).toBe(400);
  });
});

describe('capability profiles (admin)', () => {
  it('shows every claim with when it was confirmed, and keeps the date of unchanged claims', async () => {
    const first = await t.json('GET', `/api/vendors/${v.a}/profile`);
    expect(first.status).toBe(200);
    const p = first.body.profile;
    expect(p.tags.framework.map((x: { name: string }) => x.name)).toEqual(['Playwright', 'Cypress']);
    expect(p.deploymentConfirmedAt).toBeTruthy();
    expect(p.trialConfirmedAt).toBeTruthy();
    expect(p.linksConfirmedAt).toBeNull();
    // Backdate every claim, then change only the deployment and add a framework.
    await t.deps.db.execute(
      sql`update vendor_profiles set deployment_confirmed_at = '2026-01-01', pricing_confirmed_at = '2026-01-01' where vendor_id = ${v.a}`,
    );
    await t.deps.db.execute(sql`update vendor_tags set confirmed_at = '2026-01-01' where vendor_id = ${v.a}`);
    const saved = await save(
      v.a,
      profile({
        tags: {
          category: ['self-healing-locators', 'visual-ai'],
          framework: ['playwright', 'cypress', 'selenium'],
          language: ['typescript'],
          ci: ['github-actions'],
        },
        deployment: 'both',
        pricingModels: ['free-tier', 'per-seat'],
        priceFrom: 4900,
        priceUnit: 'per user / month',
        freeTrialDays: 14,
      }),
    );
    const year = (s: string) => s.slice(0, 4);
    expect(year(saved.profile.pricingConfirmedAt)).toBe('2026');
    expect(saved.profile.pricingConfirmedAt.startsWith('2026-01-01')).toBe(true);
    expect(saved.profile.deploymentConfirmedAt.startsWith('2026-01-01')).toBe(false);
    const fw = Object.fromEntries(saved.profile.tags.framework.map((x: { slug: string; confirmedAt: string }) => [x.slug, x.confirmedAt]));
    expect(fw.playwright.startsWith('2026-01-01')).toBe(true);
    expect(fw.selenium.startsWith('2026-01-01')).toBe(false);
    // confirmAll: everything confirmed now.
    const all = await save(v.a, {
      ...profile({ ...saved.profile, tags: { category: ['visual-ai'], framework: ['playwright'], language: [], ci: [] } }),
      confirmAll: true,
    });
    expect(all.profile.pricingConfirmedAt.startsWith('2026-01-01')).toBe(false);
    expect(all.profile.tags.category.map((x: { slug: string }) => x.slug)).toEqual(['visual-ai']);
  });

  it('refuses unknown terms and unknown vendors', async () => {
    const bad = await t.json('PUT', `/api/admin/vendors/${v.c}/profile`, { token: admin, body: profile({ tags: { framework: ['nope-framework'] } }) });
    expect(bad.status).toBe(400);
    const missing = await t.json('PUT', '/api/admin/vendors/no-such-vendor/profile', { token: admin, body: profile({}) });
    expect(missing.status).toBe(404);
    expect((await t.json('GET', '/api/vendors/no-such-vendor/profile')).status).toBe(404);
  });

  it('manages the taxonomy: add, rename, delete (the term leaves every profile)', async () => {
    const add = await t.json('POST', '/api/admin/vendor-taxonomy', {
      token: admin,
      body: { kind: 'framework', slug: 'testcafe', name: 'TestCafe', sortOrder: 5 },
    });
    expect(add.status).toBe(201);
    expect((await t.json('POST', '/api/admin/vendor-taxonomy', { token: admin, body: { kind: 'framework', slug: 'testcafe', name: 'Again' } })).status).toBe(
      409,
    );
    await save(v.c, profile({ tags: { framework: ['testcafe'] } }));
    expect(
      (await t.json('PUT', '/api/admin/vendor-taxonomy/framework/testcafe', { token: admin, body: { name: 'TestCafe Studio', sortOrder: 5 } })).status,
    ).toBe(200);
    const list = await t.json('GET', '/api/admin/vendor-taxonomy', { token: admin });
    expect(list.body.items.find((x: { slug: string }) => x.slug === 'testcafe')).toMatchObject({ name: 'TestCafe Studio', vendorCount: 1 });
    expect((await find('framework=testcafe')).ids).toEqual([v.c]);
    expect((await t.json('DELETE', '/api/admin/vendor-taxonomy/framework/testcafe', { token: admin })).status).toBe(200);
    const after = await t.json('GET', `/api/vendors/${v.c}/profile`);
    expect(after.body.profile.tags.framework).toEqual([]);
    const audit = rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from audit_log where entity_type = 'vendor_taxonomy'`));
    expect(audit[0]?.n).toBe(3);
  });
});

describe('comparisons', () => {
  it('answers canonical keys only, with each vendor in key order', async () => {
    const key = [v.a, v.b].sort().join('-vs-');
    const res = await t.json('GET', `/api/compare/${key}`);
    expect(res.status).toBe(200);
    expect(res.body.vendors.map((x: { id: string }) => x.id)).toEqual([v.a, v.b].sort());
    expect(res.body.vendors[0].rating).toEqual({ average: null, count: 0, distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })) });
    expect((await t.json('GET', `/api/compare/${[v.b, v.a].sort().reverse().join('-vs-')}`)).status).toBe(404);
    expect((await t.json('GET', `/api/compare/${v.a}`)).status).toBe(404);
    expect((await t.json('GET', `/api/compare/${v.a}-vs-zzz-missing`)).status).toBe(404);
    expect((await t.json('GET', `/api/compare/${[v.a, v.b, v.c, v.d, 'zz'].join('-vs-')}`)).status).toBe(404);
  });

  it('redirects a page URL in another order to the sorted one', async () => {
    const res = await t.request('GET', `/compare/${v.b}-vs-${v.a}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/compare/${v.a}-vs-${v.b}`);
  });

  it('counts opens of real comparisons and lists the most opened in the sitemap', async () => {
    const key = `${v.a}-vs-${v.c}`;
    for (let i = 0; i < 2; i++) expect((await t.json('POST', `/api/compare/${key}/opened`)).status).toBe(200);
    expect((await t.json('POST', `/api/compare/${v.c}-vs-${v.a}/opened`)).status).toBe(404);
    expect((await t.json('POST', `/api/compare/${v.a}-vs-nobody/opened`)).status).toBe(404);
    await t.json('POST', `/api/compare/${v.a}-vs-${v.d}/opened`);
    const index = await t.request('GET', '/sitemap.xml');
    expect(await index.text()).toContain('/sitemaps/compare-1.xml');
    const file = await (await t.request('GET', '/sitemaps/compare-1.xml')).text();
    expect(file).toContain(`/compare/${key}</loc>`);
    // Opened once: not (yet) among the most opened.
    expect(file).not.toContain(`/compare/${v.a}-vs-${v.d}<`);
  });

  it('draws a PNG preview image', async () => {
    const res = await t.request('GET', `/og/compare/${v.a}-vs-${v.b}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    expect((await t.request('GET', `/og/compare/${v.b}-vs-${v.a}.png`)).status).toBe(404);
  });
});
