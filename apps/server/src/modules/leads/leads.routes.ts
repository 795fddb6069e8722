import { leadsCsvQuery, leadsQuery, leadsResponse, leadsVendorResponse } from '@portal/shared/leads';
import * as leads from '@portal/shared/leads-contracts';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { bindContract, route } from '../../lib/route.ts';
import * as service from './leads.service.ts';
import { registerWebhookRoutes } from './webhooks.routes.ts';

export function registerLeadsRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(leads.vendor, { answer: leadsVendorResponse }), async (c, { user }) => service.managedVendor(c.get('deps'), user));

  route(app, bindContract(leads.list, { query: leadsQuery, answer: leadsResponse }), async (c, { user, query }) => service.leads(c.get('deps'), user, query));

  route(app, bindContract(leads.exportCsv, { query: leadsCsvQuery }), async (c, { user, query }) => {
    const { csv } = await service.leadsCsv(c.get('deps'), user, query);
    const date = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-export-${date}.csv"`,
    });
  });

  registerWebhookRoutes(app);
}
