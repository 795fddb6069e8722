import { adminTrial, adminTrialsQuery, sendResult, trialBulkRequest, trialInput, trialReminderRequest, trialSummary } from '@portal/shared/admin';
import { uuidParam } from '@portal/shared/api';
import * as ops from '@portal/shared/admin-ops-contracts';
import * as resources from '@portal/shared/admin-resources';
import type { Hono } from 'hono';
import { productTrials } from '../../db/schema/catalog.ts';
import type { AppEnv } from '../../lib/context.ts';
import { bindContract, route } from '../../lib/route.ts';
import { registerAdminResource, vendorContent } from './admin-resource.ts';
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
  route(app, bindContract(ops.trialSummaryCards, { answer: trialSummary }), (c) => q.trialSummary(c.get('deps').db));

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

  route(app, bindContract(ops.trialReminder, { params: uuidParam, body: trialReminderRequest, answer: sendResult }), (c, { params, body, user }) =>
    sendTrialReminder(c.get('deps'), user, params.id, body.reminderType),
  );
}
