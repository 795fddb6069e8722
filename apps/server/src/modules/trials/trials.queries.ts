import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';

type TrialRow = {
  id: string;
  product_name: string;
  description: string;
  vendor_id: string | null;
  vendor_name: string | null;
  access_link: string;
  trial_period_days: number;
  start_date: Date | string;
  end_date: Date | string;
  status: string;
  activatable: boolean;
};

export type ActivationRow = {
  id: string;
  user_id: string;
  trial_id: string;
  activation_date: Date | string;
  expiry_date: Date | string;
  status: string;
  feedback: string | null;
  rating: number | null;
  review_published: boolean;
  review_hidden_at: Date | string | null;
};

const activationCols = sql`a.id, a.user_id, a.trial_id, a.activation_date, a.expiry_date, a.status, a.feedback, a.rating, a.review_published, a.review_hidden_at`;

export async function findTrial(db: Db, trialId: string): Promise<TrialRow | null> {
  const [row] = rowsOf<TrialRow>(
    await db.execute(sql`
      select t.id, t.product_name, t.description, t.vendor_id, v.name as vendor_name, t.access_link, t.trial_period_days, t.start_date, t.end_date, t.status,
        (t.status = 'active' and now() between t.start_date and t.end_date) as activatable
      from product_trials t left join vendors v on v.id = t.vendor_id
      where t.id = ${trialId}`),
  );
  return row ?? null;
}

export async function findActivation(db: Db, userId: string, trialId: string): Promise<ActivationRow | null> {
  const [row] = rowsOf<ActivationRow>(
    await db.execute(sql`select ${activationCols} from user_trial_activations a where a.user_id = ${userId} and a.trial_id = ${trialId}`),
  );
  return row ?? null;
}

/**
 * One statement: inserts only while the trial is active and now is within its dates; a second
 * activation (also a concurrent one) hits the unique index and inserts nothing. Expiry is the
 * activation time plus whole 24-hour days, so the session time zone cannot shift it.
 */
export async function insertActivation(db: Db, userId: string, trialId: string): Promise<ActivationRow | null> {
  const [row] = rowsOf<ActivationRow>(
    await db.execute(sql`
      insert into user_trial_activations as a (user_id, trial_id, activation_date, expiry_date, status)
      select ${userId}::uuid, t.id, now(), now() + make_interval(hours => t.trial_period_days * 24), 'active'
      from product_trials t
      where t.id = ${trialId} and t.status = 'active' and now() between t.start_date and t.end_date
      on conflict (user_id, trial_id) do nothing
      returning ${activationCols}`),
  );
  return row ?? null;
}

export async function insertInteraction(
  db: Db,
  i: { userId: string; vendorId: string | null; contentType: string; contentId: string; interactionType: string },
) {
  await db.execute(sql`
    insert into user_content_interactions (user_id, vendor_id, content_type, content_id, interaction_type)
    values (${i.userId}, ${i.vendorId}, ${i.contentType}, ${i.contentId}, ${i.interactionType})`);
}

/** A review may be published once the trial was used `minHours` (or has expired, if sooner). */
const oldEnough = (minHours: number) => sql`now() >= least(a.activation_date + make_interval(secs => ${minHours * 3600}), a.expiry_date)`;

/**
 * Feedback completes the activation; ownership is part of the WHERE clause. Asked to publish too early,
 * the rating is saved and the review stays unpublished (`tooEarly`).
 */
export async function completeActivation(
  db: Db,
  userId: string,
  activationId: string,
  rating: number,
  feedback: string | null,
  publishReview: boolean,
  minHours: number,
) {
  const [row] = rowsOf<ActivationRow & { too_early: boolean }>(
    await db.execute(sql`
      update user_trial_activations a set rating = ${rating}, feedback = ${feedback}, status = 'completed',
        review_published = ${publishReview} and ${oldEnough(minHours)}, updated_at = now()
      where a.id = ${activationId} and a.user_id = ${userId}
      returning ${activationCols}, ${publishReview} and not ${oldEnough(minHours)} as too_early`),
  );
  return row ?? null;
}

export async function findOwnActivation(db: Db, userId: string, activationId: string) {
  const [row] = rowsOf<
    ActivationRow & { product_name: string; vendor_id: string | null; vendor_name: string | null; access_link: string; trial_period_days: number }
  >(
    await db.execute(sql`
      select ${activationCols}, t.product_name, t.vendor_id, v.name as vendor_name, t.access_link, t.trial_period_days
      from user_trial_activations a
      join product_trials t on t.id = a.trial_id
      left join vendors v on v.id = t.vendor_id
      where a.id = ${activationId} and a.user_id = ${userId}`),
  );
  return row ?? null;
}

export async function listOwnActivations(db: Db, userId: string, limit: number, offset: number) {
  const rows = rowsOf<
    ActivationRow & {
      product_name: string;
      vendor_id: string | null;
      vendor_name: string | null;
      access_link: string;
      trial_period_days: number;
      total: number;
    }
  >(
    await db.execute(sql`
      select ${activationCols}, t.product_name, t.vendor_id, v.name as vendor_name, t.access_link, t.trial_period_days,
        count(*) over ()::int as total
      from user_trial_activations a
      join product_trials t on t.id = a.trial_id
      left join vendors v on v.id = t.vendor_id
      where a.user_id = ${userId}
      order by a.activation_date desc, a.id
      limit ${limit} offset ${offset}`),
  );
  return rows;
}

export async function countOwnActivations(db: Db, userId: string): Promise<number> {
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from user_trial_activations where user_id = ${userId}`));
  return r?.n ?? 0;
}

/** Daily: active activations past their expiry become expired. */
export async function expireActivations(db: Db, now: Date = new Date()): Promise<number> {
  return rowsOf(
    await db.execute(sql`
      update user_trial_activations set status = 'expired', updated_at = now()
      where status = 'active' and expiry_date <= ${now.toISOString()}::timestamptz
      returning id`),
  ).length;
}

// ---- Reviews ----

/** The member publishes or withdraws their review: only their own, completed and rated activation. */
export async function setReviewPublished(db: Db, userId: string, activationId: string, published: boolean, minHours: number) {
  const [row] = rowsOf<ActivationRow>(
    await db.execute(sql`
      update user_trial_activations a set review_published = ${published}
      where a.id = ${activationId} and a.user_id = ${userId} and a.status = 'completed' and a.rating is not null
        ${published ? sql`and ${oldEnough(minHours)}` : sql``}
      returning ${activationCols}`),
  );
  return row ?? null;
}

/** Hides or shows a published review (admins); returns the trial it belongs to. */
export async function setReviewHidden(db: Db, activationId: string, hidden: boolean) {
  const [row] = rowsOf<{ id: string; trial_id: string; rating: number; feedback: string | null }>(
    await db.execute(sql`
      update user_trial_activations a set review_hidden_at = ${hidden ? sql`coalesce(a.review_hidden_at, now())` : sql`null`}
      where a.id = ${activationId} and a.review_published and a.status = 'completed'
      returning a.id, a.trial_id, a.rating, a.feedback`),
  );
  return row ?? null;
}

const visibleReview = sql`a.review_published and a.status = 'completed' and a.rating is not null`;

/** Average and count of a trial's visible reviews (hidden ones never count). */
export async function reviewSummary(db: Db, trialId: string) {
  const [r] = rowsOf<{ average: string | number | null; count: number }>(
    await db.execute(sql`
      select round(avg(a.rating)::numeric, 2) as average, count(*)::int as count
      from user_trial_activations a where a.trial_id = ${trialId} and ${visibleReview} and a.review_hidden_at is null`),
  );
  return { average: r?.average === null || r?.average === undefined ? null : Number(r.average), count: r?.count ?? 0 };
}

type ReviewRow = {
  id: string;
  rating: number;
  feedback: string | null;
  full_name: string | null;
  reviewed_at: Date | string;
  hidden: boolean;
  total: number;
};

/** A page of a trial's reviews, newest first; hidden ones only when `withHidden` (admins). */
export async function listReviews(db: Db, trialId: string, withHidden: boolean, limit: number, offset: number) {
  return rowsOf<ReviewRow>(
    await db.execute(sql`
      select a.id, a.rating, a.feedback, p.full_name, a.updated_at as reviewed_at, (a.review_hidden_at is not null) as hidden,
        count(*) over ()::int as total
      from user_trial_activations a left join profiles p on p.id = a.user_id
      where a.trial_id = ${trialId} and ${visibleReview} ${withHidden ? sql`` : sql`and a.review_hidden_at is null`}
      order by a.updated_at desc, a.id
      limit ${limit} offset ${offset}`),
  );
}
