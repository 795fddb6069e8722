import {
  adminTrial,
  adminTrialList,
  adminTrialsQuery,
  sendResult,
  trialBulkRequest,
  trialInput,
  trialReminderRequest,
  trialSummary,
} from '@portal/shared/admin';
import { uuidParam } from '@portal/shared/api';
import type { Hono } from 'hono';
import { productTrials } from '../../db/schema/catalog.ts';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { assertVendor } from './admin-crud.service.ts';
import { registerAdminResource } from './admin-resource.ts';
import * as q from './admin-trials.queries.ts';
import { sendTrialReminder } from './admin-trials.service.ts';

const tags = ['admin'];
const bulkSet = {
  activate: { status: 'active' },
  deactivate: { status: 'inactive' },
  feature: { isFeatured: true },
  unfeature: { isFeatured: false },
  delete: null,
} as const;

export function registerAdminTrialRoutes(app: Hono<AppEnv>) {
  route(
    app,
    { method: 'get', path: '/api/admin/product-trials/summary', summary: 'The five summary cards', tags, access: 'admin', response: trialSummary },
    (c) => q.trialSummary(c.get('deps').db),
  );

  registerAdminResource(app, {
    path: '/api/admin/product-trials',
    entity: { table: productTrials, type: 'product_trial', label: 'Product trial' },
    topics: 'product_trial',
    plural: 'product trials with activation counts and ratings',
    query: adminTrialsQuery,
    list: adminTrialList,
    item: adminTrial,
    rows: q.listTrials,
    find: q.findTrial,
    input: trialInput,
    check: (db, v) => assertVendor(db, v.vendorId),
    toRow: (v) => ({
      vendorId: v.vendorId,
      productName: v.productName,
      description: v.description,
      accessLink: v.accessLink,
      startDate: new Date(v.startDate),
      endDate: new Date(v.endDate),
      trialPeriodDays: v.trialPeriodDays,
      status: v.status,
      isFeatured: v.isFeatured,
    }),
    bulk: {
      request: trialBulkRequest,
      summary: 'Activate, deactivate, feature, unfeature or delete several trials in one transaction',
      set: (action) => bulkSet[action],
    },
  });

  route(
    app,
    {
      method: 'post',
      path: '/api/admin/product-trials/{id}/reminders',
      summary: 'Send a trial reminder (activation, start, feedback, expiry, completion) through the outbox',
      tags,
      access: 'admin',
      params: uuidParam,
      body: trialReminderRequest,
      response: sendResult,
    },
    (c, { params, body, user }) => sendTrialReminder(c.get('deps'), user, params.id, body.reminderType),
  );
}
