import { adminDashboard } from '@portal/shared/admin';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { adminRoute } from './admin-resource.ts';
import * as q from './admin-dashboard.queries.ts';
import { searchReport } from '../../lib/search-log.ts';

export function registerAdminDashboardRoutes(app: Hono<AppEnv>) {
  const summary = 'Stat cards, recent sign-ups and recent admin activity';
  adminRoute(app, { method: 'get', path: '/api/admin/dashboard', summary, response: adminDashboard }, async (c) => {
    const { db } = c.get('deps');
    return {
      stats: await q.dashboardStats(db),
      recentSignups: await q.recentSignups(db, 5),
      recentActivity: await q.recentActivity(db, 10),
      searches: await searchReport(db),
    };
  });
}
