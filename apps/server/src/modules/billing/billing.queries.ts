import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';

export type CodeRow = {
  id: string;
  code: string;
  discount_percentage: number;
  is_active: boolean;
  max_uses: number | null;
  used_count: number;
  not_yet_valid: boolean;
  expired: boolean;
};

export async function findCode(db: Db, code: string): Promise<CodeRow | null> {
  const [row] = rowsOf<CodeRow>(
    await db.execute(sql`
      select id, code, discount_percentage, is_active, max_uses, used_count,
        (valid_from is not null and valid_from > now()) as not_yet_valid,
        (valid_until is not null and valid_until <= now()) as expired
      from discount_codes where code = ${code}`),
  );
  return row ?? null;
}

/**
 * Counts one use of a code in one statement, so concurrent uses can never push used_count past
 * max_uses. `strict` also requires the code to be active and within its dates (a free claim);
 * a paid order only respects the cap (its price was fixed when the order was created).
 */
export async function countCodeUse(db: Db, code: string, strict: boolean): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update discount_codes set used_count = used_count + 1, updated_at = now()
      where code = ${code} and (max_uses is null or used_count < max_uses)
        ${strict ? sql`and is_active and (valid_from is null or valid_from <= now()) and (valid_until is null or valid_until > now())` : sql``}
      returning id`),
  );
  return rows.length > 0;
}

export type OrderRow = {
  id: string;
  user_id: string;
  provider_order_id: string;
  provider_payment_id: string | null;
  amount: number;
  currency: string;
  discount_code: string | null;
  discount_percentage: number;
  status: 'created' | 'paid' | 'failed';
};

const orderCols = sql`id, user_id, provider_order_id, provider_payment_id, amount, currency, discount_code, discount_percentage, status`;

export async function insertOrder(
  db: Db,
  o: {
    userId: string;
    providerOrderId: string;
    amount: number;
    currency: string;
    discountCode: string | null;
    discountPercentage: number;
    status: 'created' | 'paid';
  },
): Promise<OrderRow> {
  const [row] = rowsOf<OrderRow>(
    await db.execute(sql`
      insert into orders (user_id, provider_order_id, plan_type, amount, currency, discount_code, discount_percentage, status)
      values (${o.userId}, ${o.providerOrderId}, 'yearly', ${o.amount}, ${o.currency}, ${o.discountCode}, ${o.discountPercentage}, ${o.status})
      returning ${orderCols}`),
  );
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

/** The member's own order by the gateway's order id; another member's order is "not found". */
export async function findOwnOrder(db: Db, userId: string, providerOrderId: string): Promise<OrderRow | null> {
  const [row] = rowsOf<OrderRow>(await db.execute(sql`select ${orderCols} from orders where provider_order_id = ${providerOrderId} and user_id = ${userId}`));
  return row ?? null;
}

/** For the gateway's webhook, which is not a member's request. */
export async function findOrderByProviderId(db: Db, providerOrderId: string): Promise<OrderRow | null> {
  const [row] = rowsOf<OrderRow>(await db.execute(sql`select ${orderCols} from orders where provider_order_id = ${providerOrderId}`));
  return row ?? null;
}

/** created -> paid, once: a repeat (or a concurrent second verification) gets null and activates nothing. */
export async function markOrderPaid(db: Db, orderId: string, paymentId: string): Promise<OrderRow | null> {
  const [row] = rowsOf<OrderRow>(
    await db.execute(sql`
      update orders set status = 'paid', provider_payment_id = ${paymentId}, updated_at = now()
      where id = ${orderId} and status = 'created'
      returning ${orderCols}`),
  );
  return row ?? null;
}

export type SubscriptionRow = {
  id: string;
  plan_type: string;
  status: 'active' | 'cancelled' | 'expired';
  start_date: Date | string;
  end_date: Date | string;
  discount_percentage: number;
  auto_renew: boolean;
};

const subCols = sql`id, plan_type, status, start_date, end_date, discount_percentage, auto_renew`;

/** The end of the member's current paid period, if one is still running (a second purchase starts after it). */
export async function currentPeriodEnd(db: Db, userId: string): Promise<Date | null> {
  const [row] = rowsOf<{ end_date: Date | string | null }>(
    await db.execute(sql`
      select max(end_date) as end_date from user_subscriptions
      where user_id = ${userId} and status in ('active', 'cancelled') and end_date > now()`),
  );
  return row?.end_date ? new Date(row.end_date) : null;
}

export async function insertSubscription(
  db: Db,
  s: { userId: string; start: Date; end: Date; discountPercentage: number; orderId: string },
): Promise<SubscriptionRow> {
  const [row] = rowsOf<SubscriptionRow>(
    await db.execute(sql`
      insert into user_subscriptions (user_id, plan_type, status, start_date, end_date, discount_percentage, auto_renew, order_id)
      values (${s.userId}, 'yearly', 'active', ${s.start.toISOString()}::timestamptz, ${s.end.toISOString()}::timestamptz, ${s.discountPercentage}, true, ${s.orderId})
      returning ${subCols}`),
  );
  if (!row) throw new Error('subscription insert returned nothing');
  return row;
}

export async function subscriptionForOrder(db: Db, userId: string, orderId: string): Promise<SubscriptionRow | null> {
  const [row] = rowsOf<SubscriptionRow>(
    await db.execute(sql`select ${subCols} from user_subscriptions where user_id = ${userId} and order_id = ${orderId} order by created_at desc limit 1`),
  );
  return row ?? null;
}

/** Sets is_pro; with `onlyIfFree` it changes nothing (and returns false) when the member is already Pro. */
export async function setPro(db: Db, userId: string, onlyIfFree: boolean): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update profiles set is_pro = true, updated_at = now()
      where id = ${userId} ${onlyIfFree ? sql`and is_pro = false` : sql``}
      returning id`),
  );
  return rows.length > 0;
}

export async function profileOf(db: Db, userId: string): Promise<{ email: string; is_pro: boolean; full_name: string | null } | null> {
  const [row] = rowsOf<{ email: string; is_pro: boolean; full_name: string | null }>(
    await db.execute(sql`select email, is_pro, full_name from profiles where id = ${userId}`),
  );
  return row ?? null;
}

/** The member's running subscription (active or cancelled but not yet ended), latest end first. */
export async function currentSubscription(db: Db, userId: string): Promise<SubscriptionRow | null> {
  const [row] = rowsOf<SubscriptionRow>(
    await db.execute(sql`
      select ${subCols} from user_subscriptions
      where user_id = ${userId} and status in ('active', 'cancelled') and end_date > now()
      order by end_date desc limit 1`),
  );
  return row ?? null;
}

/** Cancelling stops renewal; access (is_pro) stays until end_date, when the daily job expires it. */
export async function cancelSubscriptions(db: Db, userId: string): Promise<number> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update user_subscriptions set status = 'cancelled', auto_renew = false, updated_at = now()
      where user_id = ${userId} and status = 'active' and end_date > now()
      returning id`),
  );
  return rows.length;
}

/**
 * The link behind a Pro-only item and whether it is Pro-only now: a premium certification or course, or a
 * webinar's recording (Pro-only once it ended more than `freeDays` ago). null: no such item or no link.
 */
export async function proLink(
  db: Db,
  type: 'certification' | 'ai_course' | 'webinar',
  id: string,
  freeDays: number,
): Promise<{ url: string; pro_only: boolean } | null> {
  const query =
    type === 'certification'
      ? sql`select certification_link as url, is_premium as pro_only from certifications where id = ${id}::uuid`
      : type === 'ai_course'
        ? sql`select course_link as url, is_premium as pro_only from ai_courses where id = ${id}::uuid`
        : sql`select recording_url as url,
              coalesce(end_time, start_time + make_interval(mins => duration_minutes)) < now() - make_interval(days => ${freeDays}) as pro_only
              from webinars where id = ${id}::uuid and status <> 'cancelled'`;
  const [row] = rowsOf<{ url: string | null; pro_only: boolean | null }>(await db.execute(query));
  return row?.url ? { url: row.url, pro_only: Boolean(row.pro_only) } : null;
}
