import type { LikeContentType } from '@portal/shared/leads';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/*
 * The vendor's analytics, aggregated in SQL. `content` is the vendor's items (by the content rows'
 * vendor_id); `events` is one row per counted thing in the period, each tagged with its item and time:
 * views (per day), likes (whose stored vendor_id matches too, as on the leads screen), webinar
 * registrations, trial activations (activation_date) and completed trials with their rating (completed_at).
 * Weeks are ISO weeks (Monday 00:00 UTC).
 */

/** Monday 00:00 UTC of the first week of the period (timestamp without zone, UTC). */
const periodStart = (weeks: number) => sql`(date_trunc('week', now() at time zone 'UTC') - make_interval(weeks => ${weeks - 1}))`;

const base = (vendorId: string, weeks: number) => sql`
  with content as (
    select 'job'::text as content_type, id, job_title as title from jobs where vendor_id = ${vendorId}
    union all select 'webinar', id, title from webinars where vendor_id = ${vendorId}
    union all select 'certification', id, name from certifications where vendor_id = ${vendorId}
    union all select 'product_update', id, product_name || ' v' || version from product_updates where vendor_id = ${vendorId}
    union all select 'product_trial', id, product_name from product_trials where vendor_id = ${vendorId}
    union all select 'ai_course', id, name from ai_courses where vendor_id = ${vendorId}
  ),
  start as (select ${periodStart(weeks)} as at),
  events as (
    select c.content_type, c.id, d.day::timestamp as at, d.views, 0 as likes, 0 as registrations, 0 as activations, 0 as completed, null::int as rating
    from content c join content_view_days d on d.content_type = c.content_type and d.content_id = c.id
    where d.day >= (select at from start)::date
    union all
    select c.content_type, c.id, ul.created_at at time zone 'UTC', 0, 1, 0, 0, 0, null
    from content c join user_likes ul on ul.content_type = c.content_type and ul.content_id = c.id and ul.vendor_id = ${vendorId}
    where ul.created_at >= (select at from start) at time zone 'UTC'
    union all
    select c.content_type, c.id, wr.created_at at time zone 'UTC', 0, 0, 1, 0, 0, null
    from content c join webinar_registrations wr on c.content_type = 'webinar' and wr.webinar_id = c.id
    where wr.created_at >= (select at from start) at time zone 'UTC'
    union all
    select c.content_type, c.id, a.activation_date at time zone 'UTC', 0, 0, 0, 1, 0, null
    from content c join user_trial_activations a on c.content_type = 'product_trial' and a.trial_id = c.id
    where a.activation_date >= (select at from start) at time zone 'UTC'
    union all
    select c.content_type, c.id, a.completed_at at time zone 'UTC', 0, 0, 0, 0, 1, a.rating
    from content c join user_trial_activations a on c.content_type = 'product_trial' and a.trial_id = c.id
    where a.completed_at >= (select at from start) at time zone 'UTC'
  )`;

const sums = (e: string): SQL =>
  sql.raw(`
  coalesce(sum(${e}.views), 0)::int as views,
  coalesce(sum(${e}.likes), 0)::int as likes,
  coalesce(sum(${e}.registrations), 0)::int as registrations,
  coalesce(sum(${e}.activations), 0)::int as activations,
  coalesce(sum(${e}.completed), 0)::int as completed_trials,
  round(avg(${e}.rating)::numeric, 2)::float8 as average_rating,
  count(${e}.rating)::int as ratings,
  coalesce(sum(${e}.rating), 0)::int as rating_sum`);

type CountsRow = {
  views: number;
  likes: number;
  registrations: number;
  activations: number;
  completed_trials: number;
  average_rating: number | null;
  ratings: number;
  rating_sum: number;
};

const counts = (r: CountsRow) => ({
  views: r.views,
  likes: r.likes,
  registrations: r.registrations,
  activations: r.activations,
  completedTrials: r.completed_trials,
  averageRating: r.average_rating === null ? null : Number(r.average_rating),
  ratings: r.ratings,
});

/** One row per week of the period (weeks without events are zeros), oldest first. */
export async function weeklySeries(db: Db, vendorId: string, weeks: number) {
  const rows = rowsOf<CountsRow & { week_start: string }>(
    await db.execute(sql`${base(vendorId, weeks)}
      select to_char(w.week, 'YYYY-MM-DD') as week_start, ${sums('e')}
      from generate_series((select at from start), date_trunc('week', now() at time zone 'UTC'), interval '1 week') as w(week)
      left join events e on date_trunc('week', e.at) = w.week
      group by w.week
      order by w.week`),
  );
  return rows.map((r) => ({ weekStart: r.week_start, ...counts(r) }));
}

/**
 * Per item totals for the period, the most viewed first (then the most liked, then by title); at most
 * `limit` items. Items without events are included with zeros. Also the period's bounds.
 */
export async function itemTotals(db: Db, vendorId: string, weeks: number, limit: number) {
  const rows = rowsOf<CountsRow & { content_type: LikeContentType; id: string; title: string | null; total_items: number }>(
    await db.execute(sql`${base(vendorId, weeks)}
      select c.content_type, c.id::text as id, c.title, count(*) over ()::int as total_items, ${sums('e')}
      from content c left join events e on e.content_type = c.content_type and e.id = c.id
      group by c.content_type, c.id, c.title
      order by views desc, likes desc, c.title, c.id
      limit ${limit}`),
  );
  return {
    items: rows.map((r) => ({ contentType: r.content_type, contentId: r.id, title: r.title ?? 'Untitled', ...counts(r), ratingSum: r.rating_sum })),
    totalItems: rows[0]?.total_items ?? 0,
  };
}

/** Totals over all of the vendor's items for the period (the funnel), independent of the item cap. */
export async function periodTotals(db: Db, vendorId: string, weeks: number) {
  const [r] = rowsOf<CountsRow & { from: string; to: string }>(
    await db.execute(sql`${base(vendorId, weeks)}
      select to_char((select at from start), 'YYYY-MM-DD') as "from", to_char(now() at time zone 'UTC', 'YYYY-MM-DD') as "to", ${sums('e')}
      from events e`),
  );
  if (!r) throw new Error('no totals row');
  return { from: r.from, to: r.to, totals: counts(r) };
}
