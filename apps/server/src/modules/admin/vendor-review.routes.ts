import { idResponse, vendorIdParam } from '@portal/shared/admin';
import { okResponse, paginated, uuidParam } from '@portal/shared/api';
import {
  rejectRequest,
  submission,
  submissionCount,
  submissionDetail,
  submissionsQuery,
  submissionValues,
  submitResult,
  trustRequest,
  vendorCapabilities,
  vendorProfileInput,
  vendorProfileWithPending,
} from '@portal/shared/vendor-review';
import * as rc from '@portal/shared/vendor-review-contracts';
import { vendorProfileInput as capabilityProfileInput } from '@portal/shared/capabilities';
import type { Hono } from 'hono';
import type { z } from 'zod';
import { vendors } from '../../db/schema/catalog.ts';
import type { AppEnv } from '../../lib/context.ts';
import { bindContract, route } from '../../lib/route.ts';
import { ownVendorId } from './admin-resource.ts';
import * as q from './vendor-review.queries.ts';
import * as capabilities from '../capabilities/capabilities.service.ts';
import * as review from './vendor-review.service.ts';

const submissionPage = paginated(submission);

/** The review queue (admins), the manager's own submissions and vendor profile (issue 22). */
export function registerVendorReviewRoutes(app: Hono<AppEnv>) {
  // The vendor profile is published through the same review as content: name, logo, description, website.
  review.registerPublisher('vendor', {
    entity: { table: vendors, type: 'vendor', label: 'Vendor' },
    input: vendorProfileInput,
    toRow: (v) => ({ name: v.name, logoUrl: v.logoUrl ?? null, description: v.description, websiteUrl: v.websiteUrl }),
    check: async () => {},
    ownCheck: false,
    find: async (db, id) => {
      const v = await q.vendorRow(db, id);
      return v && { name: v.name, logoUrl: v.logoUrl, description: v.description, websiteUrl: v.websiteUrl };
    },
    unpublish: 'delete',
    vendorLevel: true,
  });
  // The capability profile (issue 23) through the same review; approval runs the admin's own save, which
  // confirms the claims that changed (docs/decisions/2204).
  review.registerPublisher('capabilities', {
    entity: { table: vendors, type: 'vendor_profile', label: 'Vendor' },
    input: capabilityProfileInput,
    toRow: (v) => v,
    check: (db, v) => capabilities.assertTerms(db, v as z.output<typeof capabilityProfileInput>),
    ownCheck: true,
    find: (db, id) => capabilities.profileValues(db, id),
    unpublish: 'delete',
    vendorLevel: true,
    save: (tx, actor, id, v) => capabilities.writeProfile(tx, actor, id, v as z.output<typeof capabilityProfileInput>),
  });

  // ---------- vendor manager ----------
  route(app, bindContract(rc.ownSubmissions, { query: submissionsQuery, answer: submissionPage }), async (c, { query, user }) =>
    review.list(c.get('deps'), query, await ownVendorId(c, user.email)),
  );
  route(app, bindContract(rc.ownSubmission, { params: uuidParam, answer: submissionDetail }), async (c, { params, user }) =>
    review.detail(c.get('deps'), params.id, await ownVendorId(c, user.email)),
  );
  route(app, bindContract(rc.editOwnSubmission, { params: uuidParam, body: submissionValues, answer: submitResult }), async (c, { params, body, user }) =>
    review.editSubmission(c.get('deps'), user, await ownVendorId(c, user.email), params.id, body),
  );
  route(app, bindContract(rc.withdrawOwnSubmission, { params: uuidParam, answer: okResponse }), async (c, { params, user }) => {
    await review.withdraw(c.get('deps'), user, await ownVendorId(c, user.email), params.id);
    return { ok: true as const };
  });
  route(app, bindContract(rc.ownProfile, { answer: vendorProfileWithPending }), async (c, { user }) =>
    review.profile(c.get('deps'), await ownVendorId(c, user.email)),
  );
  route(app, bindContract(rc.submitOwnProfile, { body: vendorProfileInput, answer: submitResult }), async (c, { body, user }) => {
    const vendorId = await ownVendorId(c, user.email);
    return review.submitFromConsole(c.get('deps'), { vendorId, kind: 'vendor', values: body, actor: user });
  });
  route(app, bindContract(rc.ownCapabilities, { answer: vendorCapabilities }), async (c, { user }) => {
    const deps = c.get('deps');
    const vendorId = await ownVendorId(c, user.email);
    const [state, profile, taxonomy] = await Promise.all([
      review.vendorLevelReview(deps, 'capabilities', vendorId),
      capabilities.vendorProfile(deps.db, vendorId),
      capabilities.listTaxonomy(deps.db),
    ]);
    return { ...state, profile: profile.profile, terms: taxonomy.items };
  });
  route(app, bindContract(rc.submitOwnCapabilities, { body: capabilityProfileInput, answer: submitResult }), async (c, { body, user }) => {
    const vendorId = await ownVendorId(c, user.email);
    return review.submitFromConsole(c.get('deps'), { vendorId, kind: 'capabilities', values: body, actor: user });
  });

  // ---------- admin ----------
  route(app, bindContract(rc.queue, { query: submissionsQuery, answer: submissionPage }), (c, { query }) => review.list(c.get('deps'), query));
  route(app, bindContract(rc.pendingCount, { answer: submissionCount }), (c) => review.pendingCount(c.get('deps')));
  route(app, bindContract(rc.submissionOf, { params: uuidParam, answer: submissionDetail }), (c, { params }) => review.detail(c.get('deps'), params.id));
  route(app, bindContract(rc.approve, { params: uuidParam, answer: idResponse }), (c, { params, user }) => review.approve(c.get('deps'), user, params.id));
  route(app, bindContract(rc.reject, { params: uuidParam, body: rejectRequest, answer: okResponse }), async (c, { params, body, user }) => {
    await review.reject(c.get('deps'), user, params.id, body.reason);
    return { ok: true as const };
  });
  route(app, bindContract(rc.setTrusted, { params: vendorIdParam, body: trustRequest, answer: okResponse }), async (c, { params, body, user }) => {
    await review.setTrusted(c.get('deps'), user, params.id, body.trusted);
    return { ok: true as const };
  });
}
