import { analyticsQuery, analyticsResponse, viewRequest, viewResponse } from '@portal/shared/analytics';
import * as analytics from '@portal/shared/analytics-contracts';
import type { Hono } from 'hono';
import { clientIp } from '../../lib/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import { bindContract, route } from '../../lib/route.ts';
import * as service from './analytics.service.ts';

export function registerAnalyticsRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(analytics.recordView, { body: viewRequest, answer: viewResponse }), async (c, { body }) =>
    service.recordView(c.get('deps'), body, {
      ip: clientIp(c),
      userAgent: c.req.header('user-agent'),
      dnt: c.req.header('dnt'),
      gpc: c.req.header('sec-gpc'),
    }),
  );

  route(app, bindContract(analytics.vendorAnalytics, { query: analyticsQuery, answer: analyticsResponse }), async (c, { user, query }) =>
    service.vendorAnalytics(c.get('deps'), user, query.weeks),
  );

  route(app, bindContract(analytics.exportCsv, { query: analyticsQuery }), async (c, { user, query }) => {
    const csv = await service.analyticsCsv(c.get('deps'), user, query.weeks);
    const date = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="analytics-export-${date}.csv"`,
    });
  });
}
