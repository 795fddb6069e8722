import { sql } from 'drizzle-orm';
import { type Db, namedRows } from '../db/client.ts';
import { vendors } from '../db/schema/catalog.ts';
import type { AuthUser } from './context.ts';

/** The user's current flags, when their session family is still live (not signed out, not revoked) and is theirs. */
export async function liveSessionUser(db: Db, userId: string, familyId: string): Promise<AuthUser | null> {
  const [p] = await namedRows<AuthUser>(
    db,
    'live_session_user',
    sql`
      select p.id, p.email, p.is_admin as "isAdmin", p.is_pro as "isPro", p.is_vendor_admin as "isVendorAdmin"
      from profiles p
      where p.id = ${userId}::uuid
        and exists (select 1 from refresh_sessions s where s.family_id = ${familyId}::uuid and s.user_id = p.id and s.revoked_at is null)`,
  );
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
