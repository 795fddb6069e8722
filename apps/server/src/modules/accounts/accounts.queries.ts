import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { ProfileRow } from '../../db/profile-row.ts';
import { emailTokens, profiles, refreshSessions, users } from '../../db/schema/accounts.ts';
import { digestPreferences, userNotifications } from '../../db/schema/notifications.ts';
import { emailOutbox } from '../../db/schema/system.ts';

export async function findUserByEmail(db: Db, email: string) {
  const [u] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return u ?? null;
}

/** Whether an e-mail with this dedupe key was ever queued (a sign-up's idempotency key, decision 2506). */
export async function mailQueued(db: Db, dedupeKey: string): Promise<boolean> {
  const rows = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.dedupeKey, dedupeKey)).limit(1);
  return rows.length > 0;
}

export async function findUserById(db: Db, id: string) {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return u ?? null;
}

/** A user with a profile and default preferences, in one transaction. */
export async function insertUser(
  db: Db,
  input: { email: string; passwordHash: string; confirmed?: boolean; fullName?: string | null; isAdmin?: boolean; isPro?: boolean; isVendorAdmin?: boolean },
) {
  return db.transaction(async (tx) => {
    const [u] = await tx
      .insert(users)
      .values({ email: input.email.toLowerCase(), passwordHash: input.passwordHash, emailConfirmedAt: input.confirmed ? new Date() : null })
      .returning();
    if (!u) throw new Error('insert user failed');
    await tx.insert(profiles).values({
      id: u.id,
      email: u.email,
      fullName: input.fullName ?? null,
      isAdmin: input.isAdmin ?? false,
      isPro: input.isPro ?? false,
      isVendorAdmin: input.isVendorAdmin ?? false,
    });
    await tx.insert(userNotifications).values({ userId: u.id });
    await tx.insert(digestPreferences).values({ userId: u.id });
    return u;
  });
}

export async function insertEmailToken(
  db: Db,
  t: { userId: string; email: string; kind: 'confirm_email' | 'reset_password' | 'invite' | 'unlock'; hash: string; ttlSeconds: number },
) {
  await db.insert(emailTokens).values({
    userId: t.userId,
    email: t.email,
    kind: t.kind,
    tokenHash: t.hash,
    expiresAt: sql`now() + make_interval(secs => ${t.ttlSeconds})`,
  });
}

/** Marks a valid, unused, unexpired token used and returns it; single use even under concurrency. */
export async function consumeEmailToken(db: Db, kind: string, hash: string) {
  const [t] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.tokenHash, hash), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt), sql`${emailTokens.expiresAt} > now()`))
    .returning();
  return t ?? null;
}

export async function invalidateTokens(db: Db, userId: string, kind: string) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
}

export async function insertSession(
  db: Db,
  s: { userId: string; familyId: string; hash: string; ttlDays: number; userAgent?: string | null; ip?: string | null },
) {
  await db.insert(refreshSessions).values({
    userId: s.userId,
    familyId: s.familyId,
    tokenHash: s.hash,
    expiresAt: sql`now() + make_interval(days => ${s.ttlDays})`,
    userAgent: s.userAgent?.slice(0, 300) ?? null,
    ip: s.ip ?? null,
  });
}

export async function revokeFamily(db: Db, familyId: string) {
  await db
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshSessions.familyId, familyId), isNull(refreshSessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: string) {
  await db
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshSessions.userId, userId), isNull(refreshSessions.revokedAt)));
}

export async function getProfile(db: Db, userId: string) {
  const [p] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return p ?? null;
}

export async function markSignedIn(db: Db, userId: string) {
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
}

/** Confirms the address (keeping the first confirmation time) and records the sign-in. */
export async function confirmAddress(db: Db, userId: string, confirmedAt: Date | null) {
  await db
    .update(users)
    .set({ emailConfirmedAt: confirmedAt ?? new Date(), lastSignInAt: new Date() })
    .where(eq(users.id, userId));
}

/** A new password; following the e-mailed link also proves the address. */
export async function setPassword(db: Db, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date(), emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
    .where(eq(users.id, userId));
}

type SessionRow = {
  id: string;
  user_id: string;
  family_id: string;
  revoked_at: Date | null;
  replaced_at: Date | null;
  in_grace: boolean;
  expired: boolean;
};

/** The refresh session with this token hash, locked for the rotation; `in_grace` when it was replaced less than graceSeconds ago. */
export async function lockSession(tx: Db, hash: string, graceSeconds: number): Promise<SessionRow | undefined> {
  return rowsOf<SessionRow>(
    await tx.execute(sql`
      select id, user_id, family_id, revoked_at, replaced_at, expires_at <= now() as expired,
        coalesce(replaced_at > now() - make_interval(secs => ${graceSeconds}), false) as in_grace
      from refresh_sessions where token_hash = ${hash} for update`),
  )[0];
}

export async function markReplaced(tx: Db, sessionId: string) {
  await tx.execute(sql`update refresh_sessions set replaced_at = now() where id = ${sessionId}`);
}

export async function familyOf(db: Db, hash: string): Promise<string | null> {
  return rowsOf<{ family_id: string }>(await db.execute(sql`select family_id from refresh_sessions where token_hash = ${hash}`))[0]?.family_id ?? null;
}

type MeRow = ProfileRow & { is_admin: boolean; is_vendor_admin: boolean; vendor_id: string | null; vendor_name: string | null };

/** The signed-in member's profile and roles (the vendor they manage, found by the manager e-mail). */
export async function meRow(db: Db, userId: string): Promise<MeRow | undefined> {
  return rowsOf<MeRow>(
    await db.execute(sql`
      select p.id, p.email, p.full_name, p.job_title, p.company, p.avatar_url, p.theme, p.is_admin, p.is_pro, p.is_vendor_admin,
        v.id as vendor_id, v.name as vendor_name
      from profiles p
      left join lateral (select id, name from vendors where lower(vendor_manager_email) = p.email order by name limit 1) v on true
      where p.id = ${userId}`),
  )[0];
}
