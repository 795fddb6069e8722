import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';

const byId = sql`id::text`;

/** The public detail pages a sitemap lists, by kind: which rows are public, the page path and the column that ends it. */
export const sitemapKinds = {
  webinars: { table: sql`webinars`, where: sql`status <> 'cancelled'`, path: '/webinars/', key: byId },
  jobs: { table: sql`jobs`, where: sql`status = 'active'`, path: '/jobs/', key: byId },
  'product-trials': { table: sql`product_trials`, where: sql`status = 'active'`, path: '/product-trials/', key: byId },
  vendors: { table: sql`vendors`, where: sql`true`, path: '/vendor/', key: byId },
  forum: { table: sql`forum_topics`, where: sql`true`, path: '/forum/', key: byId },
  topics: { table: sql`topics`, where: sql`true`, path: '/topics/', key: sql`slug` },
  // The comparisons people open most (docs/decisions/2301): opened at least twice, the top 1,000, every vendor still there.
  compare: {
    table: sql`(select key as id, key, opens, created_at, updated_at from compare_opens) c`,
    where: sql`opens >= 2 and key in (select key from compare_opens order by opens desc, key limit 1000)
      and not exists (select 1 from unnest(string_to_array(key, '-vs-')) as k(id) where not exists (select 1 from vendors where vendors.id = k.id))`,
    path: '/compare/',
    key: sql`key`,
  },
} as const;
export type SitemapKind = keyof typeof sitemapKinds;

/** One row per sitemap file of a kind: its number (from 1) and the newest change of its rows. */
export async function sitemapChunks(db: Db, kind: SitemapKind, perFile: number) {
  const k = sitemapKinds[kind];
  return rowsOf<{ chunk: number; lastmod: Date | string | null }>(
    await db.execute(sql`
      select (n / ${perFile})::int + 1 as chunk, max(updated_at) as lastmod
      from (select updated_at, (row_number() over (order by created_at, id) - 1) as n from ${k.table} where ${k.where}) r
      group by 1 order by 1`),
  );
}

/** The rows of one sitemap file (same order as `sitemapChunks`). */
export async function sitemapUrls(db: Db, kind: SitemapKind, chunk: number, perFile: number) {
  const k = sitemapKinds[kind];
  return rowsOf<{ id: string; lastmod: Date | string | null }>(
    await db.execute(sql`
      select ${k.key} as id, updated_at as lastmod from ${k.table} where ${k.where}
      order by created_at, id offset ${(chunk - 1) * perFile} limit ${perFile}`),
  );
}

export type FeedRow = { id: string; title: string; description: string | null; at: Date | string; vendorName: string | null; link: string | null };

const feedLimit = 50;

/** Newest announced webinars (cancelled ones drop out of the feed). */
export async function webinarFeed(db: Db) {
  return rowsOf<FeedRow>(
    await db.execute(sql`
      select w.id::text as id, w.title, w.description, w.created_at as at, v.name as "vendorName", null as link
      from webinars w left join vendors v on v.id = w.vendor_id
      where w.status <> 'cancelled' order by w.created_at desc, w.id limit ${feedLimit}`),
  );
}

/** Newest open jobs. */
export async function jobFeed(db: Db) {
  return rowsOf<FeedRow>(
    await db.execute(sql`
      select j.id::text as id, j.job_title as title, j.job_description as description,
        coalesce(j.posted_date::timestamptz, j.created_at) as at, v.name as "vendorName", null as link
      from jobs j left join vendors v on v.id = j.vendor_id
      where j.status = 'active' order by j.posted_date desc nulls last, j.created_at desc, j.id limit ${feedLimit}`),
  );
}

/** Newest product releases. */
export async function productUpdateFeed(db: Db) {
  return rowsOf<FeedRow>(
    await db.execute(sql`
      select u.id::text as id, u.product_name || ' ' || u.version as title, array_to_string(u.features, '; ') as description,
        u.release_date::timestamptz as at, v.name as "vendorName", u.release_notes_url as link
      from product_updates u left join vendors v on v.id = u.vendor_id
      order by u.release_date desc, u.created_at desc, u.id limit ${feedLimit}`),
  );
}

/** Newest forum topics. */
export async function forumFeed(db: Db) {
  return rowsOf<FeedRow & { authorFullName: string | null; authorEmail: string | null }>(
    await db.execute(sql`
      select t.id::text as id, t.title, t.content as description, t.created_at as at, p.full_name as "authorFullName",
        p.email as "authorEmail", null as "vendorName", null as link
      from forum_topics t left join profiles p on p.id = t.user_id
      order by t.created_at desc, t.id limit ${feedLimit}`),
  );
}

export type CalendarRow = {
  id: string;
  title: string;
  description: string | null;
  start: Date | string;
  end: Date | string;
  createdAt: Date | string;
  updatedAt: Date | string;
  cancelled: boolean;
  location: string | null;
  vendorName: string | null;
};

/**
 * Webinars for a subscribed calendar: everything from 30 days ago on, cancelled ones included (with
 * STATUS:CANCELLED) so subscribers' copies are updated rather than silently kept.
 */
export async function calendarWebinars(db: Db, vendorId: string | null) {
  return rowsOf<CalendarRow>(
    await db.execute(sql`
      select w.id::text as id, w.title, w.description, w.start_time as start,
        coalesce(w.end_time, w.start_time + make_interval(mins => w.duration_minutes)) as "end",
        w.created_at as "createdAt", w.updated_at as "updatedAt", (w.status = 'cancelled') as cancelled,
        coalesce(w.webinar_url, w.registration_url) as location, v.name as "vendorName"
      from webinars w left join vendors v on v.id = w.vendor_id
      where w.start_time is not null and w.start_time >= now() - interval '30 days'
        ${vendorId === null ? sql`` : sql`and w.vendor_id = ${vendorId}`}
      order by w.start_time, w.id limit 1000`),
  );
}

export async function vendorName(db: Db, id: string) {
  const [r] = rowsOf<{ name: string }>(await db.execute(sql`select name from vendors where id = ${id}`));
  return r?.name ?? null;
}
