import { adminDashboard } from '@portal/shared/admin';
import * as ops from '@portal/shared/admin-ops-contracts';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { bindContract, route } from '../../lib/route.ts';
import * as q from './admin-dashboard.queries.ts';
import { searchReport } from '../../lib/search-log.ts';

export function registerAdminDashboardRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(ops.dashboard, { answer: adminDashboard }), async (c) => {
    const { db } = c.get('deps');
    return {
      stats: await q.dashboardStats(db),
      recentSignups: await q.recentSignups(db, 5),
      recentActivity: await q.recentActivity(db, 10),
      searches: await searchReport(db),
    };
  });
}
