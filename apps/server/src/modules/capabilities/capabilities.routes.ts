import { createHash } from 'node:crypto';
import {
  canonicalCompareKey,
  compareOpenedResponse,
  compareParams,
  compareResponse,
  taxonomyInput,
  taxonomyParams,
  taxonomyResponse,
  taxonomyUpdateInput,
  vendorProfileInput,
  vendorProfileResponse,
} from '@portal/shared/capabilities';
import { okResponse } from '@portal/shared/api';
import type { Hono } from 'hono';
import { z } from 'zod';
import { clientIp } from '../../lib/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import { publicCache, versioned } from '../../lib/public-cache.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { route } from '../../lib/route.ts';
import * as service from './capabilities.service.ts';
import { compareImage } from './compare-image.ts';

const vendorParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Vendor not found'),
});
const OPENS_PER_HOUR = 120;
const BOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|headless/i;

/** Capability profiles, the admin taxonomy, comparisons and their preview images (issue 23, docs/decisions/2301). */
export function registerCapabilityRoutes(app: Hono<AppEnv>) {
  const tags = ['capabilities'];
  const cached = publicCache('catalog');
  app.use('/api/compare/*', cached);

  // A comparison has one URL: its vendors sorted. Other orders redirect there before the page renders.
  app.get('/compare/:key', async (c, next) => {
    const check = canonicalCompareKey(c.req.param('key'));
    if (!check.ok && check.canonical) return c.redirect(`/compare/${check.canonical}`, 301);
    return next();
  });

  route(
    app,
    {
      method: 'get',
      path: '/api/vendors/{id}/profile',
      summary: "A vendor's capability profile (every claim with when it was last confirmed) and its verified review roll-up",
      tags,
      access: 'public',
      params: vendorParam,
      response: vendorProfileResponse,
    },
    (c, { params }) => service.vendorProfile(c.get('deps').db, params.id),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/compare/{key}',
      summary: "2 to 4 vendors side by side: profiles, ratings and each one's newest review ('a-vs-b', ids sorted)",
      tags,
      access: 'public',
      params: compareParams,
      response: compareResponse,
    },
    (c, { params }) => service.compare(c.get('deps').db, params.key),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/compare/{key}/opened',
      summary: 'Count one open of a comparison (the most opened ones are listed in the sitemap; rate-limited, bots not counted)',
      tags,
      access: 'public',
      params: compareParams,
      response: compareOpenedResponse,
    },
    async (c, { params }) => {
      if (BOT.test(c.req.header('user-agent') ?? '')) return { ok: true as const };
      const { db } = c.get('deps');
      const who = createHash('sha256')
        .update(`compare-opens\n${clientIp(c)}`)
        .digest('base64url');
      await enforceLimit(db, 'compare-opens', who, OPENS_PER_HOUR, 3600, 'Too many requests. Try again later.');
      return service.countOpen(db, params.key);
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/og/compare/{file}',
      summary: "A comparison's link-preview image: <key>.png, 1200×630",
      tags,
      access: 'public',
      params: z.object({
        file: z
          .string()
          .max(430)
          .regex(/\.png$/, 'Not found'),
      }),
      produces: 'image/png',
    },
    async (c, { params }) => {
      const deps = c.get('deps');
      const key = params.file.slice(0, -4);
      const png = await versioned(deps, 'catalog', `compare-og:${key}`, async () => compareImage(await service.compare(deps.db, key)));
      return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' });
    },
  );

  // ---- Admin ----

  route(
    app,
    {
      method: 'get',
      path: '/api/admin/vendors/{id}/profile',
      summary: "A vendor's capability profile for editing",
      tags: ['admin'],
      access: 'admin',
      params: vendorParam,
      response: vendorProfileResponse,
    },
    (c, { params }) => service.vendorProfile(c.get('deps').db, params.id),
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/admin/vendors/{id}/profile',
      summary: "Save a vendor's capability profile: changed claims (or all, with confirmAll) are confirmed now (audited)",
      tags: ['admin'],
      access: 'admin',
      params: vendorParam,
      body: vendorProfileInput,
      response: vendorProfileResponse,
    },
    (c, { params, body, user }) => service.saveProfile(c.get('deps'), user, params.id, body),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/admin/vendor-taxonomy',
      summary: 'The capability taxonomy (categories, frameworks, languages, CI) with vendor counts',
      tags: ['admin'],
      access: 'admin',
      response: taxonomyResponse,
    },
    (c) => service.listTaxonomy(c.get('deps').db),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/admin/vendor-taxonomy',
      summary: 'Add a taxonomy term (audited)',
      tags: ['admin'],
      access: 'admin',
      body: taxonomyInput,
      response: okResponse,
      status: 201,
    },
    (c, { body, user }) => service.createTerm(c.get('deps'), user, body),
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/admin/vendor-taxonomy/{kind}/{slug}',
      summary: 'Rename or reorder a taxonomy term (audited)',
      tags: ['admin'],
      access: 'admin',
      params: taxonomyParams,
      body: taxonomyUpdateInput,
      response: okResponse,
    },
    (c, { params, body, user }) => service.updateTerm(c.get('deps'), user, params.kind, params.slug, body),
  );

  route(
    app,
    {
      method: 'delete',
      path: '/api/admin/vendor-taxonomy/{kind}/{slug}',
      summary: 'Delete a taxonomy term; it leaves every profile (audited)',
      tags: ['admin'],
      access: 'admin',
      params: taxonomyParams,
      response: okResponse,
    },
    (c, { params, user }) => service.deleteTerm(c.get('deps'), user, params.kind, params.slug),
  );
}
