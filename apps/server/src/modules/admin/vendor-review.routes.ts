import { idResponse, vendorIdParam } from '@portal/shared/admin';
import { okResponse, paginated, uuidParam } from '@portal/shared/api';
import {
  rejectRequest,
  submission,
  submissionCount,
  submissionDetail,
  submissionsQuery,
  submitResult,
  trustRequest,
  vendorCapabilities,
  vendorProfile,
  vendorProfileInput,
} from '@portal/shared/vendor-review';
import { vendorProfileInput as capabilityProfileInput } from '@portal/shared/capabilities';
import type { Hono } from 'hono';
import { z } from 'zod';
import { vendors } from '../../db/schema/catalog.ts';
import type { AppEnv } from '../../lib/context.ts';
import { adminRoute, ownVendorId, vendorRoute } from './admin-resource.ts';
import * as q from './vendor-review.queries.ts';
import * as capabilities from '../capabilities/capabilities.service.ts';
import * as review from './vendor-review.service.ts';

const withPending = vendorProfile.extend({ pending: z.record(z.string(), z.unknown()).nullable() });

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
  vendorRoute(
    app,
    {
      method: 'get',
      path: '/api/vendor/submissions',
      summary: "The manager's own submissions and their review state",
      query: submissionsQuery,
      response: paginated(submission),
    },
    async (c, { query, user }) => review.list(c.get('deps'), query, await ownVendorId(c, user.email)),
  );
  vendorRoute(
    app,
    {
      method: 'get',
      path: '/api/vendor/submissions/{id}',
      summary: "One of the manager's own submissions with its values",
      params: uuidParam,
      response: submissionDetail,
    },
    async (c, { params, user }) => review.detail(c.get('deps'), params.id, await ownVendorId(c, user.email)),
  );
  vendorRoute(
    app,
    {
      method: 'put',
      path: '/api/vendor/submissions/{id}',
      summary: 'Edit a pending or rejected new item and send it to review again',
      params: uuidParam,
      body: review.anyValues,
      response: submitResult,
    },
    async (c, { params, body, user }) => review.editSubmission(c.get('deps'), user, await ownVendorId(c, user.email), params.id, body),
  );
  vendorRoute(
    app,
    { method: 'delete', path: '/api/vendor/submissions/{id}', summary: 'Withdraw a pending submission', params: uuidParam, response: okResponse },
    async (c, { params, user }) => {
      await review.withdraw(c.get('deps'), user, await ownVendorId(c, user.email), params.id);
      return { ok: true as const };
    },
  );
  vendorRoute(
    app,
    { method: 'get', path: '/api/vendor/profile', summary: "The manager's vendor profile and its review state", response: withPending },
    async (c, { user }) => review.profile(c.get('deps'), await ownVendorId(c, user.email)),
  );
  vendorRoute(
    app,
    {
      method: 'put',
      path: '/api/vendor/profile',
      summary: 'Submit an edit of the vendor profile for review',
      body: vendorProfileInput,
      response: submitResult,
    },
    async (c, { body, user }) => {
      const vendorId = await ownVendorId(c, user.email);
      return review.submitFromConsole(c.get('deps'), { vendorId, kind: 'vendor', values: body, actor: user });
    },
  );

  vendorRoute(
    app,
    {
      method: 'get',
      path: '/api/vendor/capabilities',
      summary: "The manager's capability profile, the taxonomy, and the review state of its latest edit",
      response: vendorCapabilities,
    },
    async (c, { user }) => {
      const deps = c.get('deps');
      const vendorId = await ownVendorId(c, user.email);
      const [state, profile, taxonomy] = await Promise.all([
        review.vendorLevelReview(deps, 'capabilities', vendorId),
        capabilities.vendorProfile(deps.db, vendorId),
        capabilities.listTaxonomy(deps.db),
      ]);
      return { ...state, profile: profile.profile, terms: taxonomy.items };
    },
  );
  vendorRoute(
    app,
    {
      method: 'put',
      path: '/api/vendor/capabilities',
      summary: 'Submit an edit of the capability profile for review (published at once for a trusted vendor)',
      body: capabilityProfileInput,
      response: submitResult,
    },
    async (c, { body, user }) => {
      const vendorId = await ownVendorId(c, user.email);
      return review.submitFromConsole(c.get('deps'), { vendorId, kind: 'capabilities', values: body, actor: user });
    },
  );

  // ---------- admin ----------
  adminRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/submissions',
      summary: 'The review queue of vendor submissions',
      query: submissionsQuery,
      response: paginated(submission),
    },
    async (c, { query }) => review.list(c.get('deps'), query),
  );
  adminRoute(
    app,
    { method: 'get', path: '/api/admin/submissions/count', summary: 'How many vendor submissions wait for review', response: submissionCount },
    (c) => review.pendingCount(c.get('deps')),
  );
  adminRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/submissions/{id}',
      summary: 'One submission with its values and the live version',
      params: uuidParam,
      response: submissionDetail,
    },
    (c, { params }) => review.detail(c.get('deps'), params.id),
  );
  adminRoute(
    app,
    { method: 'post', path: '/api/admin/submissions/{id}/approve', summary: 'Approve: publish the submission', params: uuidParam, response: idResponse },
    (c, { params, user }) => review.approve(c.get('deps'), user, params.id),
  );
  adminRoute(
    app,
    {
      method: 'post',
      path: '/api/admin/submissions/{id}/reject',
      summary: 'Reject the submission with a reason',
      params: uuidParam,
      body: rejectRequest,
      response: okResponse,
    },
    async (c, { params, body, user }) => {
      await review.reject(c.get('deps'), user, params.id, body.reason);
      return { ok: true as const };
    },
  );
  adminRoute(
    app,
    {
      method: 'put',
      path: '/api/admin/vendors/{id}/trusted',
      summary: "Mark a vendor trusted (its managers' submissions publish at once) or not",
      params: vendorIdParam,
      body: trustRequest,
      response: okResponse,
    },
    async (c, { params, body, user }) => {
      await review.setTrusted(c.get('deps'), user, params.id, body.trusted);
      return { ok: true as const };
    },
  );
}
