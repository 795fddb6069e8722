import { type SQL, sql } from 'drizzle-orm';

/**
 * The trial reviews a vendor's roll-up shows and counts (docs/decisions/2301), for a vendor aliased `v`:
 * published by the member, completed with a rating, not hidden by an admin, and not self-serving: the
 * reviewer is neither the vendor's manager nor at the vendor's own e-mail domain. One rule for the vendor
 * page, the finder's cards and the compare page, so the numbers agree everywhere.
 *
 * Rows: `a` (user_trial_activations), `tr` (product_trials), `rp` (the reviewer's profile).
 */
export const shownReviewsFrom = (v: SQL = sql`v`): SQL => sql`
  from user_trial_activations a
  join product_trials tr on tr.id = a.trial_id
  join profiles rp on rp.id = a.user_id
  where tr.vendor_id = ${v}.id and a.review_published and a.status = 'completed' and a.rating is not null and a.review_hidden_at is null
    and lower(rp.email) <> lower(coalesce(${v}.vendor_manager_email, ''))
    and (${v}.domain_name is null or lower(rp.email) not like '%@' || lower(${v}.domain_name))`;

/** Average (two decimals) and count of the shown reviews of the vendor aliased `v`, as correlated sub-selects. */
export const ratingCols = (v: SQL = sql`v`): SQL => sql`
  (select round(avg(a.rating)::numeric, 2) ${shownReviewsFrom(v)}) as rating_average,
  (select count(*)::int ${shownReviewsFrom(v)}) as rating_count`;

export const toRating = (r: { rating_average: unknown; rating_count: unknown }) => ({
  average: r.rating_average === null || r.rating_average === undefined ? null : Number(r.rating_average),
  count: Number(r.rating_count ?? 0),
});
