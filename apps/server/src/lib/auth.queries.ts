import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profiles, refreshSessions } from '../db/schema/accounts.ts';
import { vendors } from '../db/schema/catalog.ts';
import type { AuthUser } from './context.ts';

/**
 * The user's current flags, when their session family is still live (not signed out, not revoked) and is theirs.
 * A named statement (every signed-in request runs it; Drizzle's `.prepare(name)`, docs/decisions/2007).
 */
export async function liveSessionUser(db: Db, userId: string, familyId: string): Promise<AuthUser | null> {
  const live = db
    .select({ one: sql`1` })
    .from(refreshSessions)
    .where(and(eq(refreshSessions.familyId, sql.placeholder('familyId')), eq(refreshSessions.userId, profiles.id), isNull(refreshSessions.revokedAt)));
  const [p] = await db
    .select({ id: profiles.id, email: profiles.email, isAdmin: profiles.isAdmin, isPro: profiles.isPro, isVendorAdmin: profiles.isVendorAdmin })
    .from(profiles)
    .where(and(eq(profiles.id, sql.placeholder('userId')), exists(live)))
    .prepare('live_session_user')
    .execute({ userId, familyId });
  return p ?? null;
}

/** The vendor whose manager e-mail equals this e-mail (case-insensitive), if any. */
export async function vendorManagedBy(db: Db, email: string): Promise<{ id: string; name: string } | null> {
  const [v] = await db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(sql`lower(${vendors.vendorManagerEmail}) = ${email.toLowerCase()}`)
    .limit(1);
  return v ?? null;
}
