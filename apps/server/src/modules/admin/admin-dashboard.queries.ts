import type { AdminDashboard } from '@portal/shared/admin';
import { desc, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { auditLog, profiles } from '../../db/schema/accounts.ts';

/** The stat cards, counted in one statement. */
export async function dashboardStats(db: Db): Promise<AdminDashboard['stats']> {
  const [stats] = rowsOf<AdminDashboard['stats']>(
    await db.execute(sql`select
    (select count(*)::int from profiles) as users,
    (select count(*)::int from profiles where is_pro) as "proMembers",
    (select count(*)::int from jobs where status = 'active') as "activeJobs",
    (select count(*)::int from webinars where status = 'upcoming' and (start_time is null or start_time > now())) as "upcomingWebinars",
    (select count(*)::int from user_trial_activations) as "trialActivations",
    (select count(*)::int from user_likes where created_at >= now() - interval '7 days') as "likesThisWeek"`),
  );
  return stats as AdminDashboard['stats'];
}

/** The newest sign-ups, newest first. */
export function recentSignups(db: Db, limit: number) {
  return db
    .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName, createdAt: profiles.createdAt })
    .from(profiles)
    .orderBy(desc(profiles.createdAt))
    .limit(limit);
}

/** The newest audit rows, newest first. */
export function recentActivity(db: Db, limit: number) {
  return db
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
    .limit(limit);
}
