import { eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { emailTemplates } from '../../db/schema/system.ts';

/** A member an admin's e-mail goes to. */
export type Recipient = { userId: string; email: string; fullName: string | null };

/** Members who opted in to a vendor (digest_preferences.preferred_vendors) and did not switch e-mail off. */
/**
 * Members who opted in to (follow) the vendor or one of the topics (digest_preferences, GIN-indexed
 * arrays; docs/decisions/1802) and did not switch e-mail off.
 */
export async function vendorSubscribers(db: Db, vendorId: string | null, topicIds: string[] = []): Promise<Recipient[]> {
  const topics = `{${topicIds.join(',')}}`;
  return rowsOf<Recipient>(
    await db.execute(sql`
      select u.id as "userId", u.email, p.full_name as "fullName"
      from digest_preferences d
      join users u on u.id = d.user_id
      join profiles p on p.id = u.id
      left join user_notifications n on n.user_id = u.id
      where (d.preferred_vendors @> array[${vendorId}::text] or d.preferred_topics && ${topics}::uuid[])
        and u.email_confirmed_at is not null
        and coalesce(n.email_notifications, true)
      order by u.email`),
  );
}

/** The stored e-mail template by name, or null when an admin removed it. */
export async function findEmailTemplate(db: Db, name: string): Promise<{ subject: string; content: string } | null> {
  const [t] = await db.select({ subject: emailTemplates.subject, content: emailTemplates.content }).from(emailTemplates).where(eq(emailTemplates.name, name));
  return t ?? null;
}

/** How many of these dedupe keys the outbox already holds. */
export async function countOutboxKeys(db: Db, keys: string[]): Promise<number> {
  if (!keys.length) return 0;
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from email_outbox where dedupe_key in ${keys}`));
  return r?.n ?? 0;
}
