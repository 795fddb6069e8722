import { adminTrial, adminTrialsQuery, sendResult, trialBulkRequest, trialInput, trialReminderRequest, trialSummary } from '@portal/shared/admin';
import { uuidParam } from '@portal/shared/api';
import * as resources from '@portal/shared/admin-resources';
import type { Hono } from 'hono';
import { productTrials } from '../../db/schema/catalog.ts';
import type { AppEnv } from '../../lib/context.ts';
import { adminRoute, registerAdminResource, vendorContent } from './admin-resource.ts';
import * as q from './admin-trials.queries.ts';
import { sendTrialReminder } from './admin-trials.service.ts';

const bulkSet = {
  activate: { status: 'active' },
  deactivate: { status: 'inactive' },
  feature: { isFeatured: true },
  unfeature: { isFeatured: false },
  delete: null,
} as const;

export function registerAdminTrialRoutes(app: Hono<AppEnv>) {
  adminRoute(app, { method: 'get', path: '/api/admin/product-trials/summary', summary: 'The five summary cards', response: trialSummary }, (c) =>
    q.trialSummary(c.get('deps').db),
  );

  registerAdminResource(app, {
    ...vendorContent(productTrials, 'product_trial', 'Product trial', q.trialQueries),
    // The vendor console's Unpublish: members' activations stay, the trial leaves the catalogue.
    unpublish: { status: 'inactive' },
    declared: resources.productTrials,
    schemas: { query: adminTrialsQuery, item: adminTrial, input: trialInput },
    toRow: (v) => ({ ...v, startDate: new Date(v.startDate), endDate: new Date(v.endDate) }),
    bulk: {
      request: trialBulkRequest,
      set: (action) => bulkSet[action],
    },
  });

  const reminders = {
    method: 'post',
    path: '/api/admin/product-trials/{id}/reminders',
    summary: 'Send a trial reminder (activation, start, feedback, expiry, completion) through the outbox',
  } as const;
  adminRoute(app, { ...reminders, params: uuidParam, body: trialReminderRequest, response: sendResult }, (c, { params, body, user }) =>
    sendTrialReminder(c.get('deps'), user, params.id, body.reminderType),
  );
}
