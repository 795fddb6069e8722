import type { ReviewSort } from '@portal/shared/capabilities';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { shownReviewsFrom } from '../../lib/shown-reviews.queries.ts';

export type VendorReviewRow = {
  id: string;
  rating: number;
  feedback: string | null;
  full_name: string | null;
  reviewed_at: Date | string;
  trial_id: string;
  product_name: string;
  helpful_count: number;
  voted_by_me: boolean;
  mine: boolean;
  reply_body: string | null;
  reply_created_at: Date | string | null;
  reply_updated_at: Date | string | null;
  total: number;
};

const orderBy: Record<ReviewSort, ReturnType<typeof sql>> = {
  newest: sql`x.reviewed_at desc, x.id`,
  helpful: sql`x.helpful_count desc, x.reviewed_at desc, x.id`,
};

/** A page of the vendor's shown reviews (lib/shown-reviews.ts) with helpful counts, the viewer's vote and the vendor's reply. */
export async function listVendorReviews(db: Db, o: { vendorId: string; userId: string | null; sort: ReviewSort; limit: number; offset: number }) {
  const me = o.userId;
  return rowsOf<VendorReviewRow>(
    await db.execute(sql`
      select x.*, r.body as reply_body, r.created_at as reply_created_at, r.updated_at as reply_updated_at, count(*) over ()::int as total
      from vendors v
      join lateral (
        select a.id, a.rating, a.feedback, rp.full_name, a.updated_at as reviewed_at, tr.id as trial_id, tr.product_name,
          (select count(*)::int from review_helpful_votes h where h.activation_id = a.id) as helpful_count,
          ${me ? sql`exists (select 1 from review_helpful_votes h where h.activation_id = a.id and h.user_id = ${me}::uuid)` : sql`false`} as voted_by_me,
          ${me ? sql`(a.user_id = ${me}::uuid)` : sql`false`} as mine
        ${shownReviewsFrom()}
      ) x on true
      left join review_replies r on r.activation_id = x.id
      where v.id = ${o.vendorId}
      order by ${orderBy[o.sort]}
      limit ${o.limit} offset ${o.offset}`),
  );
}

/** A review the vendor roll-up shows: its author, its vendor and whether `email` manages that vendor. */
export async function findShownReview(db: Db, activationId: string, email: string) {
  const [row] = rowsOf<{ id: string; user_id: string; vendor_id: string; managed_by_me: boolean }>(
    await db.execute(sql`
      select x.id, x.user_id, v.id as vendor_id, (lower(coalesce(v.vendor_manager_email, '')) = lower(${email})) as managed_by_me
      from vendors v join lateral (select a.id, a.user_id ${shownReviewsFrom()} and a.id = ${activationId}::uuid) x on true
      where v.id = (select t.vendor_id from user_trial_activations ua join product_trials t on t.id = ua.trial_id where ua.id = ${activationId}::uuid)`),
  );
  return row ?? null;
}

export async function setVote(db: Db, activationId: string, userId: string, helpful: boolean) {
  await db.execute(
    helpful
      ? sql`insert into review_helpful_votes (activation_id, user_id) values (${activationId}::uuid, ${userId}::uuid) on conflict do nothing`
      : sql`delete from review_helpful_votes where activation_id = ${activationId}::uuid and user_id = ${userId}::uuid`,
  );
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from review_helpful_votes where activation_id = ${activationId}::uuid`));
  return r?.n ?? 0;
}

/** The one reply per review: nothing is written (null) when it exists already (primary key). */
export async function insertReply(db: Db, r: { activationId: string; vendorId: string; authorId: string; body: string }) {
  const [row] = rowsOf<{ body: string; created_at: Date | string; updated_at: Date | string }>(
    await db.execute(sql`insert into review_replies (activation_id, vendor_id, author_id, body)
      values (${r.activationId}::uuid, ${r.vendorId}, ${r.authorId}::uuid, ${r.body})
      on conflict (activation_id) do nothing returning body, created_at, updated_at`),
  );
  return row ?? null;
}

export async function deleteReply(db: Db, activationId: string) {
  const [row] = rowsOf<{ vendor_id: string; body: string }>(
    await db.execute(sql`delete from review_replies where activation_id = ${activationId}::uuid returning vendor_id, body`),
  );
  return row ?? null;
}

export async function managesVendor(db: Db, vendorId: string, email: string) {
  const [row] = rowsOf<{ ok: boolean }>(
    await db.execute(sql`select true as ok from vendors where id = ${vendorId} and lower(vendor_manager_email) = lower(${email})`),
  );
  return !!row;
}
