import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

const DAY = 86_400_000;
let seq = 0;

/** A vendor with a unique slug id. */
export async function makeVendor(db: Db, o: { name?: string; id?: string } = {}) {
  const id = o.id ?? `vendor-${++seq}-${Date.now().toString(36)}`;
  await db.execute(sql`insert into vendors (id, name) values (${id}, ${o.name ?? `Vendor ${seq}`})`);
  return id;
}

/** A product trial; by default active, started a day ago, ending in 30 days, 14-day period. */
export async function makeTrial(
  db: Db,
  o: { vendorId?: string | null; status?: string; startOffsetDays?: number; endOffsetDays?: number; periodDays?: number; name?: string } = {},
) {
  const id = randomUUID();
  const now = Date.now();
  await db.execute(sql`
    insert into product_trials (id, vendor_id, product_name, description, access_link, start_date, end_date, trial_period_days, status)
    values (${id}, ${o.vendorId ?? null}, ${o.name ?? 'Test Product'}, 'A trial', 'https://trial.example/access',
      ${new Date(now + (o.startOffsetDays ?? -1) * DAY).toISOString()}::timestamptz,
      ${new Date(now + (o.endOffsetDays ?? 30) * DAY).toISOString()}::timestamptz, ${o.periodDays ?? 14}, ${o.status ?? 'active'})`);
  return id;
}

/** A webinar starting at the given offset from now (minutes). */
export async function makeWebinar(
  db: Db,
  o: { vendorId?: string | null; startInMinutes?: number; status?: string; title?: string; recordingUrl?: string | null } = {},
) {
  const id = randomUUID();
  const start = new Date(Date.now() + (o.startInMinutes ?? 3 * 24 * 60) * 60_000);
  await db.execute(sql`
    insert into webinars (id, vendor_id, title, description, start_time, duration_minutes, registration_url, webinar_url, recording_url, status)
    values (${id}, ${o.vendorId ?? null}, ${o.title ?? 'Self-healing tests, live'}, 'Demos; questions, answers', ${start.toISOString()}::timestamptz, 60,
      'https://events.example/register/1', 'https://events.example/live/1', ${o.recordingUrl ?? null}, ${o.status ?? 'upcoming'})`);
  return id;
}
