import type { ReminderType } from '@portal/shared/admin';
import { eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { productTrials, vendors } from '../../db/schema/catalog.ts';
import { byVendor, lower, vendorContentQueries } from './admin-list.queries.ts';
import type { Recipient } from './admin-mail.queries.ts';

const activations = sql<number>`(select count(*)::int from user_trial_activations a where a.trial_id = ${productTrials.id})`;
const averageRating = sql<
  number | null
>`(select round(avg(a.rating)::numeric, 1)::float8 from user_trial_activations a where a.trial_id = ${productTrials.id} and a.rating is not null)`;

/** all, active, inactive (stored); expired and upcoming (from the dates); featured (flag). */
function statusWhere(status = 'all'): SQL | undefined {
  switch (status) {
    case 'active':
    case 'inactive':
      return eq(productTrials.status, status);
    case 'expired':
      return lt(productTrials.endDate, sql`now()`);
    case 'upcoming':
      return gt(productTrials.startDate, sql`now()`);
    case 'featured':
      return eq(productTrials.isFeatured, true);
    default:
      return undefined;
  }
}

export const trialQueries = vendorContentQueries({
  table: productTrials,
  columns: ['productName', 'description', 'accessLink', 'startDate', 'endDate', 'trialPeriodDays', 'status', 'isFeatured', 'createdAt', 'updatedAt'],
  computed: { activations, averageRating },
  search: [productTrials.productName, productTrials.description, vendors.name],
  where: (f) => statusWhere(f.status),
  sort: {
    productName: lower(productTrials.productName),
    vendor: byVendor,
    status: 'status',
    startDate: 'startDate',
    endDate: 'endDate',
    trialPeriodDays: 'trialPeriodDays',
    activations,
    averageRating,
    createdAt: 'createdAt',
  },
});

/** The five summary cards, over every activation. */
export async function trialSummary(db: Db) {
  const [r] = rowsOf<{ total: number; active: number; completed: number; expired: number; avg: number | null }>(
    await db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where status = 'active')::int as active,
        count(*) filter (where status = 'completed')::int as completed,
        count(*) filter (where status = 'expired')::int as expired,
        round(avg(rating)::numeric, 1)::float8 as avg
      from user_trial_activations`),
  );
  return { totalActivations: r?.total ?? 0, active: r?.active ?? 0, completed: r?.completed ?? 0, expired: r?.expired ?? 0, averageRating: r?.avg ?? null };
}

/**
 * Who gets each trial reminder (see docs/decisions/0502-trial-reminder-recipients.md). Always only
 * confirmed members who have not switched e-mail notifications off.
 */
export async function reminderRecipients(
  db: Db,
  trialId: string,
  vendorId: string | null,
  type: ReminderType,
): Promise<(Recipient & { expiryDate: Date | null })[]> {
  const allowed = sql`u.email_confirmed_at is not null and coalesce(n.email_notifications, true)`;
  if (type === 'activation') {
    if (!vendorId) return [];
    return rowsOf(
      await db.execute(sql`
        select u.id as "userId", u.email, p.full_name as "fullName", null::timestamptz as "expiryDate"
        from digest_preferences d
        join users u on u.id = d.user_id
        join profiles p on p.id = u.id
        left join user_notifications n on n.user_id = u.id
        where ${vendorId} = any(d.preferred_vendors) and ${allowed}
          and not exists (select 1 from user_trial_activations a where a.trial_id = ${trialId} and a.user_id = u.id)
        order by u.email`),
    );
  }
  const which = {
    start: sql`a.status = 'active'`,
    feedback: sql`a.rating is null and a.feedback is null`,
    expiry: sql`a.status = 'active' and a.expiry_date > now() and a.expiry_date <= now() + interval '7 days'`,
    completion: sql`a.status in ('completed', 'expired')`,
  }[type];
  return rowsOf(
    await db.execute(sql`
      select u.id as "userId", u.email, p.full_name as "fullName", a.expiry_date as "expiryDate"
      from user_trial_activations a
      join users u on u.id = a.user_id
      join profiles p on p.id = u.id
      left join user_notifications n on n.user_id = u.id
      where a.trial_id = ${trialId} and ${which} and ${allowed}
      order by u.email`),
  );
}
