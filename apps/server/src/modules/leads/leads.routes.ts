import { leadsQuery, leadsResponse, leadsVendorResponse } from '@portal/shared/leads';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import * as service from './leads.service.ts';
import { registerWebhookRoutes } from './webhooks.routes.ts';

export function registerLeadsRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/api/vendor/leads/vendor',
      summary: 'The vendor the signed-in manager manages (the leads screen header)',
      tags: ['leads'],
      access: 'vendor_manager',
      response: leadsVendorResponse,
    },
    async (c, { user }) => service.managedVendor(c.get('deps'), user),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/vendor/leads',
      summary: 'Members who liked the manager’s vendor content: stats, search, type filter, page',
      tags: ['leads'],
      access: 'vendor_manager',
      query: leadsQuery,
      response: leadsResponse,
    },
    async (c, { user, query }) => service.leads(c.get('deps'), user, query),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/vendor/leads.csv',
      summary: 'The leads matching the filters as CSV',
      tags: ['leads'],
      access: 'vendor_manager',
      query: leadsQuery.omit({ page: true, pageSize: true }),
      produces: 'text/csv',
    },
    async (c, { user, query }) => {
      const { csv } = await service.leadsCsv(c.get('deps'), user, query);
      const date = new Date().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-export-${date}.csv"`,
      });
    },
  );

  registerWebhookRoutes(app);
}
