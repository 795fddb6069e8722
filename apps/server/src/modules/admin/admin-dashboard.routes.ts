import { type AdminDashboard, adminDashboard } from '@portal/shared/admin';
import { desc, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { rowsOf } from '../../db/client.ts';
import { auditLog, profiles } from '../../db/schema/accounts.ts';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';

export function registerAdminDashboardRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/api/admin/dashboard',
      summary: 'Stat cards, recent sign-ups and recent admin activity',
      tags: ['admin'],
      access: 'admin',
      response: adminDashboard,
    },
    async (c) => {
      const { db } = c.get('deps');
      const [stats] = rowsOf<AdminDashboard['stats']>(
        await db.execute(sql`select
        (select count(*)::int from profiles) as users,
        (select count(*)::int from profiles where is_pro) as "proMembers",
        (select count(*)::int from jobs where status = 'active') as "activeJobs",
        (select count(*)::int from webinars where status = 'upcoming' and (start_time is null or start_time > now())) as "upcomingWebinars",
        (select count(*)::int from user_trial_activations) as "trialActivations",
        (select count(*)::int from user_likes where created_at >= now() - interval '7 days') as "likesThisWeek"`),
      );
      const recentSignups = await db
        .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName, createdAt: profiles.createdAt })
        .from(profiles)
        .orderBy(desc(profiles.createdAt))
        .limit(5);
      const recentActivity = await db
        .select({
          id: auditLog.id,
          actorEmail: auditLog.actorEmail,
          action: auditLog.action,
          entityType: auditLog.entityType,
          entityId: auditLog.entityId,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .orderBy(desc(auditLog.createdAt))
        .limit(10);
      return { stats: stats as AdminDashboard['stats'], recentSignups, recentActivity };
    },
  );
}
