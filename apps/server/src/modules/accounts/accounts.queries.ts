import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailTokens, profiles, refreshSessions, users } from '../../db/schema/accounts.ts';
import { digestPreferences, userNotifications } from '../../db/schema/notifications.ts';

export async function findUserByEmail(db: Db, email: string) {
  const [u] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return u ?? null;
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
