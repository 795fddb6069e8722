import type { ReminderType, trialSortKeys } from '@portal/shared/admin';
import { and, count, eq, gt, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { productTrials, vendors } from '../../db/schema/catalog.ts';
import { containsPattern, orderExpr, withVendor } from './admin-crud.service.ts';
import type { Recipient } from './admin-mail.queries.ts';

type TrialFilter = { search?: string; vendorId?: string; status: string; sort: (typeof trialSortKeys)[number]; dir: 'asc' | 'desc' };

const activations = sql<number>`(select count(*)::int from user_trial_activations a where a.trial_id = ${productTrials.id})`;
const averageRating = sql<
  number | null
>`(select round(avg(a.rating)::numeric, 1)::float8 from user_trial_activations a where a.trial_id = ${productTrials.id} and a.rating is not null)`;

const columns = {
  id: productTrials.id,
  vendorId: productTrials.vendorId,
  vendor_name: vendors.name,
  vendorLogoUrl: vendors.logoUrl,
  productName: productTrials.productName,
  description: productTrials.description,
  accessLink: productTrials.accessLink,
  startDate: productTrials.startDate,
  endDate: productTrials.endDate,
  trialPeriodDays: productTrials.trialPeriodDays,
  status: productTrials.status,
  isFeatured: productTrials.isFeatured,
  activations,
  averageRating: averageRating,
  createdAt: productTrials.createdAt,
  updatedAt: productTrials.updatedAt,
};

const sortColumn: Record<TrialFilter['sort'], unknown> = {
  productName: sql`lower(${productTrials.productName})`,
  vendor: sql`lower(${vendors.name})`,
  status: productTrials.status,
  startDate: productTrials.startDate,
  endDate: productTrials.endDate,
  trialPeriodDays: productTrials.trialPeriodDays,
  activations,
  averageRating: averageRating,
  createdAt: productTrials.createdAt,
};

/** all, active, inactive (stored); expired and upcoming (from the dates); featured (flag). */
function statusWhere(status: string): SQL | undefined {
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

function whereOf(f: TrialFilter): SQL | undefined {
  const p = f.search ? containsPattern(f.search) : null;
  return and(
    p ? or(ilike(productTrials.productName, p), ilike(productTrials.description, p), ilike(vendors.name, p)) : undefined,
    f.vendorId ? eq(productTrials.vendorId, f.vendorId) : undefined,
    statusWhere(f.status),
  );
}

export async function listTrials(db: Db, f: TrialFilter, win: { limit: number; offset: number }) {
  const where = whereOf(f);
  const rows = await db
    .select(columns)
    .from(productTrials)
    .leftJoin(vendors, eq(vendors.id, productTrials.vendorId))
    .where(where)
    .orderBy(orderExpr(sortColumn[f.sort], f.dir), productTrials.id)
    .limit(win.limit)
    .offset(win.offset);
  const [total] = await db.select({ n: count() }).from(productTrials).leftJoin(vendors, eq(vendors.id, productTrials.vendorId)).where(where);
  return { items: rows.map(withVendor), total: total?.n ?? 0 };
}

export async function findTrial(db: Db, id: string) {
  const [row] = await db.select(columns).from(productTrials).leftJoin(vendors, eq(vendors.id, productTrials.vendorId)).where(eq(productTrials.id, id));
  return row ? withVendor(row) : null;
}

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
