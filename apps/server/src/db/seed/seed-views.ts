import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * Demo page views for the vendor analytics (docs/decisions/1803): per day over the last 26 weeks for
 * the demo manager's vendor content that has a detail page (jobs, webinars, trials), a few for
 * everyone else's. Deterministic for a given date (hash of item and day).
 */
export async function seedViews(db: Db, now: Date) {
  const today = now.toISOString().slice(0, 10);
  await db.execute(sql`
    with content as (
      select 'job'::text as content_type, id, vendor_id from jobs
      union all select 'webinar', id, vendor_id from webinars
      union all select 'product_trial', id, vendor_id from product_trials
    ),
    days as (select d::date as day, row_number() over (order by d) as n from generate_series(${today}::date - 181, ${today}::date, interval '1 day') d)
    insert into content_view_days (content_type, content_id, day, views)
    select c.content_type, c.id, days.day,
      case when v.vendor_manager_email = 'manager@example.com'
        then 1 + abs(hashtext(c.id::text || days.day::text)) % (4 + days.n::int / 12)
        else abs(hashtext(c.id::text || days.day::text)) % 3 end
    from content c join vendors v on v.id = c.vendor_id cross join days
    where v.vendor_manager_email = 'manager@example.com' or abs(hashtext(c.id::text)) % 4 = 0
    on conflict do nothing`);
  await db.execute(sql`delete from content_view_days where views = 0`);
}
