import { analyticsQuery, analyticsResponse, viewRequest, viewResponse } from '@portal/shared/analytics';
import type { Hono } from 'hono';
import { clientIp } from '../../lib/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import * as service from './analytics.service.ts';

const tags = ['analytics'];

export function registerAnalyticsRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'post',
      path: '/api/views',
      summary: 'Count a detail-page view (once per visitor per item per day; bots, DNT and Sec-GPC not counted; rate-limited)',
      tags,
      access: 'public',
      body: viewRequest,
      response: viewResponse,
    },
    async (c, { body }) =>
      service.recordView(c.get('deps'), body, {
        ip: clientIp(c),
        userAgent: c.req.header('user-agent'),
        dnt: c.req.header('dnt'),
        gpc: c.req.header('sec-gpc'),
      }),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/vendor/analytics',
      summary: 'The manager’s vendor: per item totals, weekly series and funnel for the last 4, 12 or 26 weeks',
      tags,
      access: 'vendor_manager',
      query: analyticsQuery,
      response: analyticsResponse,
    },
    async (c, { user, query }) => service.vendorAnalytics(c.get('deps'), user, query.weeks),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/vendor/analytics.csv',
      summary: 'The per item analytics of the period as CSV',
      tags,
      access: 'vendor_manager',
      query: analyticsQuery,
      produces: 'text/csv',
    },
    async (c, { user, query }) => {
      const csv = await service.analyticsCsv(c.get('deps'), user, query.weeks);
      const date = new Date().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="analytics-export-${date}.csv"`,
      });
    },
  );
}
