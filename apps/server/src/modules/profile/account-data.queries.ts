import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';

/** The member's e-mail, locking the users row for the deletion; null when there is no such user. */
export async function lockUserEmail(tx: Db, userId: string): Promise<string | null> {
  return rowsOf<{ email: string }>(await tx.execute(sql`select email from users where id = ${userId} for update`))[0]?.email ?? null;
}

/**
 * Removes the member (foreign keys cascade to what hangs off the users row) and what is keyed by the
 * address or the id as text: other members' reply notifications stop naming the author; queued and
 * sent e-mails, tokens, rate-limit events and forum view records go.
 */
export async function eraseUser(tx: Db, userId: string, email: string) {
  await tx.execute(sql`
    update notifications n set title = 'Anonymous' || substr(n.title, strpos(n.title, ' replied to '))
    where n.kind = 'forum_reply' and strpos(n.title, ' replied to ') > 0
      and n.dedupe_key in (select 'forum_reply:' || r.id::text from forum_replies r where r.user_id = ${userId})`);
  await tx.execute(sql`delete from email_outbox where lower(to_address) = lower(${email})`);
  await tx.execute(sql`delete from email_tokens where user_id = ${userId} or lower(email) = lower(${email})`);
  // Sign-in counters are keyed by the address (alone, or 'address|ip'); the others by the user id.
  const lower = email.toLowerCase();
  await tx.execute(sql`delete from rate_limit_events where key in (${lower}, ${userId}) or starts_with(key, ${`${lower}|`})`);
  await tx.execute(sql`delete from forum_topic_views where viewer_key = ${`user:${userId}`}`);
  // Vendors' webhook delivery logs keep no details of a deleted member (as after a withdrawal).
  await tx.execute(sql`
    update webhook_deliveries set payload = jsonb_set(payload, '{member}', jsonb_build_object('id', payload->'member'->'id', 'withdrawn', true))
    where payload->'member'->>'id' = ${userId} and payload->'member' ? 'email'`);
  await tx.execute(sql`delete from users where id = ${userId}`);
}

type Rows = Record<string, unknown>[];

/** Everything stored about the member, one list of rows per part ("Download my data"). */
export async function exportRows(db: Db, userId: string) {
  const all = async (query: SQL): Promise<Rows> => rowsOf<Record<string, unknown>>(await db.execute(query));
  const ofUser = (cols: string, table: string, order?: string) =>
    all(sql`select ${sql.raw(cols)} from ${sql.raw(table)} where user_id = ${userId}${order ? sql.raw(` order by ${order}`) : sql``}`);
  return {
    account: (await all(sql`select id, email, email_confirmed_at, last_sign_in_at, created_at from users where id = ${userId}`))[0],
    profile: (await all(sql`select full_name, job_title, company, avatar_url, is_pro, theme, created_at, updated_at from profiles where id = ${userId}`))[0],
    notificationPreferences: (await ofUser('email_notifications, all_webinars, upcoming_webinars, featured_webinars', 'user_notifications'))[0] ?? null,
    digestPreferences:
      (await ofUser('daily_digest, weekly_digest, biweekly_digest, monthly_digest, preferred_topics, preferred_vendors', 'digest_preferences'))[0] ?? null,
    subscriptions: await ofUser('plan_type, status, start_date, end_date, discount_percentage, created_at', 'user_subscriptions'),
    orders: await ofUser('id, amount, currency, status, created_at', 'orders', 'created_at'),
    trialActivations: await all(sql`
      select a.trial_id, t.product_name, a.activation_date, a.expiry_date, a.status, a.rating, a.feedback
      from user_trial_activations a join product_trials t on t.id = a.trial_id where a.user_id = ${userId} order by a.activation_date`),
    webinarRegistrations: await all(sql`
      select r.webinar_id, w.title, r.created_at from webinar_registrations r join webinars w on w.id = r.webinar_id where r.user_id = ${userId} order by r.created_at`),
    likes: await ofUser('content_type, content_id, created_at', 'user_likes', 'created_at'),
    // Sharing with vendors: the current choice per vendor and every decision with its wording (docs/decisions/1801).
    leadConsents: await all(sql`
      select c.vendor_id, v.name as vendor_name, c.shared, c.decided_at, c.wording from lead_consents c join vendors v on v.id = c.vendor_id
      where c.user_id = ${userId} order by c.decided_at`),
    leadConsentHistory: await ofUser('vendor_id, shared, source, wording, decided_at', 'lead_consent_events', 'decided_at'),
    views: await ofUser('content_type, content_id, viewed_at', 'user_views', 'viewed_at'),
    forumTopics: await ofUser('id, title, content, created_at', 'forum_topics', 'created_at'),
    forumReplies: await ofUser('id, topic_id, content, created_at', 'forum_replies', 'created_at'),
    notifications: await ofUser('kind, title, body, link, read_at, created_at', 'notifications', 'created_at'),
  };
}
