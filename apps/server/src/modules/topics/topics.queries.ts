import type { ContentType } from '@portal/shared/catalog';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

export type TopicRow = { id: string; name: string; slug: string };
export type FeedRow = {
  content_type: ContentType;
  content_id: string;
  title: string;
  vendor_id: string | null;
  vendor_name: string | null;
  vendor_logo: string | null;
  created_at: Date | string;
};

/**
 * Every topic with the number of its visible items (what its page and the public lists show), by name. One pass over
 * content_topics, each row checked against its item's visibility by primary key; the answer is cached per version.
 */
export async function listTopics(db: Db): Promise<(TopicRow & { itemCount: number })[]> {
  const visible = branches.map(
    (b) => sql`(ct.content_type = ${b.type} and exists (select 1 from ${sql.raw(b.from)} where x.id = ct.content_id and ${sql.raw(b.visible)}))`,
  );
  return rowsOf<TopicRow & { itemCount: number }>(
    await db.execute(sql`select t.id::text as id, t.name, t.slug, coalesce(c.n, 0)::int as "itemCount"
      from topics t left join (
        select ct.topic_id, count(*) as n from content_topics ct where ${sql.join(visible, sql` or `)} group by ct.topic_id
      ) c on c.topic_id = t.id
      order by t.name limit 500`),
  );
}

export async function topicBySlug(db: Db, slug: string): Promise<TopicRow | null> {
  const [r] = rowsOf<TopicRow>(await db.execute(sql`select id::text as id, name, slug from topics where slug = ${slug}`));
  return r ?? null;
}

/** Ids among `ids` that are topics (unknown ids are left out). */
export async function knownTopicIds(db: Db, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = rowsOf<{ id: string }>(await db.execute(sql`select id::text as id from topics where id = any(${`{${ids.join(',')}}`}::uuid[])`));
  return rows.map((r) => r.id);
}

/** The topics of one item, by name (primary key of content_topics). */
export async function topicsOf(db: Db, type: string, id: string): Promise<TopicRow[]> {
  return rowsOf<TopicRow>(
    await db.execute(sql`select t.id::text as id, t.name, t.slug from content_topics ct join topics t on t.id = ct.topic_id
      where ct.content_type = ${type} and ct.content_id = ${id}::uuid order by t.name`),
  );
}

/** Replaces the topics of one item (run inside the admin write's transaction). */
export async function setTopics(tx: Db, type: string, id: string, topicIds: string[]): Promise<void> {
  await tx.execute(sql`delete from content_topics where content_type = ${type} and content_id = ${id}::uuid`);
  if (!topicIds.length) return;
  await tx.execute(sql`insert into content_topics (content_type, content_id, topic_id)
    select ${type}, ${id}::uuid, unnest(${`{${topicIds.join(',')}}`}::uuid[]) on conflict do nothing`);
}

/**
 * One branch per content type: its visible rows (what the public lists show) as (type, id, title,
 * vendor, created_at), filtered by `where(type, alias)`, newest first and limited, so each branch walks
 * its created_at (or primary key) index and stops early.
 */
const branches: { type: ContentType; from: string; title: string; visible: string }[] = [
  { type: 'webinar', from: 'webinars x', title: 'x.title', visible: "x.status <> 'cancelled'" },
  { type: 'job', from: 'jobs x', title: 'x.job_title', visible: "x.status = 'active'" },
  { type: 'certification', from: 'certifications x', title: 'x.name', visible: 'true' },
  { type: 'ai_course', from: 'ai_courses x', title: 'x.name', visible: 'true' },
  { type: 'product_update', from: 'product_updates x', title: "x.product_name || ' v' || x.version", visible: 'true' },
  { type: 'product_trial', from: 'product_trials x', title: 'x.product_name', visible: "x.status = 'active'" },
];

function feed(where: (type: ContentType) => SQL, limit: number): SQL {
  const parts = branches.map(
    (b) => sql`(select ${b.type}::text as content_type, x.id as content_id, ${sql.raw(b.title)} as title, x.vendor_id, x.created_at
      from ${sql.raw(b.from)} where ${sql.raw(b.visible)} and (${where(b.type)}) order by x.created_at desc limit ${limit})`,
  );
  return sql`select f.content_type, f.content_id::text as content_id, f.title, f.vendor_id, v.name as vendor_name, v.logo_url as vendor_logo, f.created_at
    from (${sql.join(parts, sql` union all `)}) f left join vendors v on v.id = f.vendor_id
    order by f.created_at desc, f.content_id limit ${limit}`;
}

/** Newest items carrying one topic (content_topics_topic_idx). */
export async function itemsOfTopic(db: Db, topicId: string, limit: number): Promise<FeedRow[]> {
  return rowsOf<FeedRow>(
    await db.execute(
      feed((type) => sql`x.id in (select ct.content_id from content_topics ct where ct.topic_id = ${topicId}::uuid and ct.content_type = ${type})`, limit),
    ),
  );
}

export type Follows = { topics: string[]; vendors: string[] };

const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * 'For you' in ONE query: the newest items whose vendor or one of whose topics the member follows. Per type,
 * each followed vendor's newest rows come from its (vendor_id, created_at) index and the followed topics' rows
 * from content_topics_topic_idx, so the cost follows what is followed, not the size of the tables (an OR over
 * both sorted by created_at walked the whole created_at index when the followed vendors posted long ago).
 */
export async function forYou(db: Db, follows: Follows, limit: number): Promise<FeedRow[]> {
  const vendors = sql`${`{${follows.vendors.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`;
  const parts = branches.map((b) => {
    const cols = sql`${b.type}::text as content_type, x.id as content_id, ${sql.raw(b.title)} as title, x.vendor_id, x.created_at`;
    return sql`(select ${cols} from unnest(${vendors}) vid cross join lateral (select * from ${sql.raw(b.from)}
        where x.vendor_id = vid and ${sql.raw(b.visible)} order by x.created_at desc limit ${limit}) x)
      union all
      (select ${cols} from ${sql.raw(b.from)} where ${sql.raw(b.visible)} and x.id in (select ct.content_id from content_topics ct
        where ct.topic_id = any(${uuidArray(follows.topics)}) and ct.content_type = ${b.type}) order by x.created_at desc limit ${limit})`;
  });
  return rowsOf<FeedRow>(
    await db.execute(sql`select distinct on (f.created_at, f.content_id) f.content_type, f.content_id::text as content_id, f.title, f.vendor_id,
        v.name as vendor_name, v.logo_url as vendor_logo, f.created_at
      from (${sql.join(parts, sql` union all `)}) f left join vendors v on v.id = f.vendor_id
      order by f.created_at desc, f.content_id limit ${limit}`),
  );
}

// ---- Follows: the member's digest preference lists (docs/decisions/1802) ----

export type FollowColumn = 'preferred_topics' | 'preferred_vendors';

/** Adds one id to a follow list unless present or the list is full; returns the list's new length, or null when full. */
export async function addFollow(db: Db, userId: string, col: FollowColumn, id: string, max: number): Promise<number | null> {
  const cast = col === 'preferred_topics' ? sql`uuid` : sql`text`;
  const c = sql.raw(col);
  await db.execute(sql`insert into digest_preferences (user_id) values (${userId}::uuid) on conflict (user_id) do nothing`);
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`update digest_preferences set ${c} = case when ${id}::${cast} = any(${c}) then ${c} else array_append(${c}, ${id}::${cast}) end,
        updated_at = now()
      where user_id = ${userId}::uuid and (${id}::${cast} = any(${c}) or coalesce(array_length(${c}, 1), 0) < ${max})
      returning coalesce(array_length(${c}, 1), 0)::int as n`),
  );
  return rows[0] ? Number(rows[0].n) : null;
}

export async function removeFollow(db: Db, userId: string, col: FollowColumn, id: string): Promise<void> {
  const cast = col === 'preferred_topics' ? sql`uuid` : sql`text`;
  const c = sql.raw(col);
  await db.execute(sql`update digest_preferences set ${c} = array_remove(${c}, ${id}::${cast}), updated_at = now()
    where user_id = ${userId}::uuid and ${id}::${cast} = any(${c})`);
}

/** The followed topics and vendors with their names, in the order they were followed. */
export async function follows(db: Db, userId: string) {
  const topics = rowsOf<TopicRow>(
    await db.execute(sql`select t.id::text as id, t.name, t.slug from digest_preferences d cross join lateral unnest(d.preferred_topics) with ordinality u(id, n)
      join topics t on t.id = u.id where d.user_id = ${userId}::uuid order by u.n`),
  );
  const vendors = rowsOf<{ id: string; name: string }>(
    await db.execute(sql`select v.id, v.name from digest_preferences d cross join lateral unnest(d.preferred_vendors) with ordinality u(id, n)
      join vendors v on v.id = u.id where d.user_id = ${userId}::uuid order by u.n`),
  );
  return { topics, vendors };
}

export async function vendorExists(db: Db, id: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from vendors where id = ${id}`)).length > 0;
}

// ---- Admin: the topic list ----

type AdminTopicRow = TopicRow & { itemCount: number; createdAt: Date | string };

const adminSelect = sql`select t.id::text as id, t.name, t.slug, t.created_at as "createdAt",
  (select count(*)::int from content_topics ct where ct.topic_id = t.id) as "itemCount" from topics t`;

export async function adminListTopics(db: Db, q: { search?: string }, win: { limit: number; offset: number }) {
  const where = q.search ? sql`where t.name ilike ${`%${q.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}` : sql``;
  const items = rowsOf<AdminTopicRow>(await db.execute(sql`${adminSelect} ${where} order by t.name limit ${win.limit} offset ${win.offset}`));
  const [c] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from topics t ${where}`));
  return { items, total: Number(c?.n ?? 0) };
}

export async function adminFindTopic(db: Db, id: string): Promise<AdminTopicRow | null> {
  const [r] = rowsOf<AdminTopicRow>(await db.execute(sql`${adminSelect} where t.id = ${id}::uuid`));
  return r ?? null;
}

/** Another topic with this name (case-insensitive) or slug. */
export async function topicClash(db: Db, v: { name: string; slug: string }, exceptId: string | null): Promise<boolean> {
  const except = exceptId ? sql`and id <> ${exceptId}::uuid` : sql``;
  return rowsOf(await db.execute(sql`select 1 from topics where (lower(name) = lower(${v.name}) or slug = ${v.slug}) ${except} limit 1`)).length > 0;
}
