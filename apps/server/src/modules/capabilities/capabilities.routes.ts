import { createHash } from 'node:crypto';
import {
  canonicalCompareKey,
  compareOpenedResponse,
  compareImageParams,
  compareParams,
  compareResponse,
  taxonomyInput,
  taxonomyParams,
  taxonomyResponse,
  taxonomyUpdateInput,
  vendorProfileInput,
  vendorProfileResponse,
  vendorSlugParam,
} from '@portal/shared/capabilities';
import { okResponse } from '@portal/shared/api';
import * as capabilities from '@portal/shared/capabilities-contracts';
import type { Hono } from 'hono';
import { clientIp } from '../../lib/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import { publicCache, versioned } from '../../lib/public-cache.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { bindContract, route } from '../../lib/route.ts';
import * as service from './capabilities.service.ts';
import { compareImage } from './compare-image.ts';

const OPENS_PER_HOUR = 120;
const BOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|headless/i;

/** Capability profiles, the admin taxonomy, comparisons and their preview images (issue 23, docs/decisions/2301). */
export function registerCapabilityRoutes(app: Hono<AppEnv>) {
  const cached = publicCache('catalog');
  app.use('/api/compare/*', cached);

  // A comparison has one URL: its vendors sorted. Other orders redirect there before the page renders.
  app.get('/compare/:key', async (c, next) => {
    const check = canonicalCompareKey(c.req.param('key'));
    if (!check.ok && check.canonical) return c.redirect(`/compare/${check.canonical}`, 301);
    return next();
  });

  route(app, bindContract(capabilities.vendorProfile, { params: vendorSlugParam, answer: vendorProfileResponse }), (c, { params }) =>
    service.vendorProfile(c.get('deps').db, params.id),
  );

  route(app, bindContract(capabilities.compare, { params: compareParams, answer: compareResponse }), (c, { params }) =>
    service.compare(c.get('deps').db, params.key),
  );

  route(app, bindContract(capabilities.countCompareOpen, { params: compareParams, answer: compareOpenedResponse }), async (c, { params }) => {
    if (BOT.test(c.req.header('user-agent') ?? '')) return { ok: true as const };
    const { db } = c.get('deps');
    const who = createHash('sha256')
      .update(`compare-opens\n${clientIp(c)}`)
      .digest('base64url');
    await enforceLimit(db, 'compare-opens', who, OPENS_PER_HOUR, 3600, 'Too many requests. Try again later.');
    return service.countOpen(db, params.key);
  });

  route(app, bindContract(capabilities.compareImage, { params: compareImageParams }), async (c, { params }) => {
    const deps = c.get('deps');
    const key = params.file.slice(0, -4);
    const png = await versioned(deps, 'catalog', `compare-og:${key}`, async () => compareImage(await service.compare(deps.db, key)));
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' });
  });

  // ---- Admin ----

  route(app, bindContract(capabilities.adminVendorProfile, { params: vendorSlugParam, answer: vendorProfileResponse }), (c, { params }) =>
    service.vendorProfile(c.get('deps').db, params.id),
  );

  route(
    app,
    bindContract(capabilities.saveVendorProfile, { params: vendorSlugParam, body: vendorProfileInput, answer: vendorProfileResponse }),
    (c, { params, body, user }) => service.saveProfile(c.get('deps'), user, params.id, body),
  );

  route(app, bindContract(capabilities.listTaxonomy, { answer: taxonomyResponse }), (c) => service.listTaxonomy(c.get('deps').db));

  route(app, bindContract(capabilities.createTerm, { body: taxonomyInput, answer: okResponse }), (c, { body, user }) =>
    service.createTerm(c.get('deps'), user, body),
  );

  route(app, bindContract(capabilities.updateTerm, { params: taxonomyParams, body: taxonomyUpdateInput, answer: okResponse }), (c, { params, body, user }) =>
    service.updateTerm(c.get('deps'), user, params.kind, params.slug, body),
  );

  route(app, bindContract(capabilities.deleteTerm, { params: taxonomyParams, answer: okResponse }), (c, { params, user }) =>
    service.deleteTerm(c.get('deps'), user, params.kind, params.slug),
  );
}
