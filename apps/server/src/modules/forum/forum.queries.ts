import { authorName, type ForumSort } from '@portal/shared/forum';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { forumReplies, forumTopics } from '../../db/schema/forum.ts';
import { matchText } from '../../lib/search-match.queries.ts';
import { type OrderKey, orderOf } from '../../lib/list-anchors.queries.ts';
import { pageOf } from '../../lib/search.queries.ts';

type AuthorCols = { author_id: string | null; author_email: string | null; author_full_name: string | null; author_avatar: string | null };

const toAuthor = (r: AuthorCols) => ({
  id: r.author_id,
  name: r.author_id ? authorName({ fullName: r.author_full_name, email: r.author_email }) : 'Anonymous',
  avatarUrl: r.author_avatar,
});
const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

type TopicRow = AuthorCols & {
  id: string;
  user_id: string | null;
  title: string;
  content: string;
  tags: string[];
  category: string | null;
  upvotes: number;
  downvotes: number;
  reply_count: number;
  views: number;
  is_locked: boolean;
  created_at: Date | string;
  updated_at: Date | string;
};

function toTopic(r: TopicRow) {
  return {
    id: r.id,
    userId: r.user_id,
    title: r.title,
    content: r.content,
    tags: r.tags ?? [],
    category: r.category,
    upvotes: r.upvotes,
    downvotes: r.downvotes,
    replyCount: r.reply_count,
    views: r.views,
    isLocked: r.is_locked,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    author: toAuthor(r),
  };
}

const newest: OrderKey[] = [
  { expr: sql`t.created_at`, desc: true, type: 'timestamptz' },
  { expr: sql`t.id`, desc: true, type: 'uuid' },
];
/** Each sort as terms (lib/list-anchors.queries.ts), spelled as its index, and the cache areas whose writes move its rows. */
const SORTS: Record<ForumSort, { keys: OrderKey[]; areas: string[] }> = {
  // 'forum-order': topics added, removed, re-dated or replied to; 'forum-votes': upvotes changed (migration 0027). Views
  // bump neither, so they leave every sort's anchors valid.
  newest: { keys: newest, areas: ['forum-order'] },
  most_popular: { keys: [{ expr: sql`t.upvotes`, desc: true, type: 'int' }, ...newest], areas: ['forum-order', 'forum-votes'] },
  most_replies: { keys: [{ expr: sql`t.reply_count`, desc: true, type: 'int' }, ...newest], areas: ['forum-order'] },
};
const ORDER = Object.fromEntries(Object.entries(SORTS).map(([k, s]) => [k, orderOf(s.keys)])) as Record<ForumSort, SQL>;

const topicCols = sql`t.id, t.user_id, t.title, t.content, t.tags, t.category, t.upvotes, t.downvotes, t.reply_count, t.views, t.is_locked,
  t.created_at, t.updated_at`;

/**
 * One page of topics with their authors and the total (capped at TOTAL_CAP), filtered and sorted in
 * SQL. Search: title and content contain the text (case-insensitive), or match its words (stemmed,
 * last word as a prefix), or the title is a near spelling (lib/search.ts).
 */
/** `onError`: told of a failed anchor read (the page is then answered by OFFSET; docs/decisions/2430). */
export async function listTopics(
  db: Db,
  p: { search?: string; tag?: string; sort: ForumSort; limit: number; offset: number },
  onError?: (err: unknown) => void,
) {
  const filters: SQL[] = p.tag ? [sql`t.tags @> array[${p.tag}]::text[]`] : [];
  const match = (typos: boolean | 'only') =>
    matchText(p.search, { doc: sql`t.search_tsv`, like: [sql`t.title`, { lowered: sql`t.content_lower` }], title: sql`t.title` }, typos);
  const fetch = async (ids: SQL) =>
    rowsOf<TopicRow & { walked: number | null; found: number | null }>(
      await db.execute(sql`
      select ${topicCols}, p.walked, p.found,
        a.id as author_id, a.email as author_email, a.full_name as author_full_name, a.avatar_url as author_avatar
      from (${ids}) p left join forum_topics t on t.id = p.id
      left join profiles a on a.id = t.user_id
      order by ${ORDER[p.sort]}`),
    );
  const page = (typos: boolean | 'only') =>
    pageOf(
      db,
      {
        table: 'forum_topics',
        alias: 't',
        filters,
        match: match(typos),
        order: ORDER[p.sort],
        limit: p.limit,
        offset: p.offset,
        estimable: !p.tag,
        ...(p.tag ? {} : { anchors: { name: `forum_topics:${p.sort}`, ...SORTS[p.sort] } }),
        onError,
      },
      fetch,
    );
  let found = await page(false);
  // Nothing as typed: near spellings of titles (lib/search.ts).
  // The text as typed matched no topic on these filters, so near spellings alone give the same rows (decision 2455).
  if (found.rows.length === 0 && p.offset === 0 && p.search && p.search.length >= 4) found = await page('only');
  return { items: found.rows.map(toTopic), total: { total: found.total, capped: found.capped } };
}

export async function findTopic(db: Db, id: string, viewerId: string | null) {
  const [r] = rowsOf<TopicRow & { my_vote: number | null }>(
    await db.execute(sql`
      select ${topicCols}, p.id as author_id, p.email as author_email, p.full_name as author_full_name, p.avatar_url as author_avatar,
        (select v.value from forum_votes v where v.target_type = 'topic' and v.target_id = t.id and v.user_id = ${viewerId}::uuid) as my_vote
      from forum_topics t
      left join profiles p on p.id = t.user_id
      where t.id = ${id}::uuid`),
  );
  return r ? { ...toTopic(r), myVote: (r.my_vote ?? 0) as -1 | 0 | 1 } : null;
}

/**
 * Replies are paged oldest first by (created_at, id). A cursor is the last reply's created_at as
 * PostgreSQL prints it (full microsecond precision, with its offset) and its id.
 */
export function parseReplyCursor(cursor: string): { createdAt: string; id: string } | null {
  const at = cursor.lastIndexOf('|');
  if (at <= 0) return null;
  const createdAt = cursor.slice(0, at);
  const id = cursor.slice(at + 1);
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  if (!/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/.test(createdAt)) return null;
  return { createdAt, id };
}

/** One page of a topic's replies, oldest first, with authors and the viewer's votes (one query), and the next cursor. */
export async function listReplies(db: Db, p: { topicId: string; viewerId: string | null; limit: number; after?: { createdAt: string; id: string } }) {
  const rows = rowsOf<
    AuthorCols & {
      id: string;
      topic_id: string;
      user_id: string | null;
      content: string;
      upvotes: number;
      downvotes: number;
      created_at: Date | string;
      updated_at: Date | string;
      cursor_at: string;
      my_vote: number | null;
    }
  >(
    await db.execute(sql`
      select r.*, r.created_at::text as cursor_at,
        p.id as author_id, p.email as author_email, p.full_name as author_full_name, p.avatar_url as author_avatar,
        v.value as my_vote
      from forum_replies r
      left join profiles p on p.id = r.user_id
      left join forum_votes v on v.target_type = 'reply' and v.target_id = r.id and v.user_id = ${p.viewerId}::uuid
      where r.topic_id = ${p.topicId}::uuid
        ${p.after ? sql`and (r.created_at, r.id) > (${p.after.createdAt}::timestamptz, ${p.after.id}::uuid)` : sql``}
      order by r.created_at asc, r.id asc
      limit ${p.limit + 1}`),
  );
  const page = rows.slice(0, p.limit);
  const last = page.at(-1);
  const items = page.map((r) => ({
    id: r.id,
    topicId: r.topic_id,
    userId: r.user_id,
    content: r.content,
    upvotes: r.upvotes,
    downvotes: r.downvotes,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    author: toAuthor(r),
    myVote: (r.my_vote ?? 0) as -1 | 0 | 1,
  }));
  return { items, nextCursor: rows.length > p.limit && last ? `${last.cursor_at}|${last.id}` : null };
}

export async function emailPreference(db: Db, userId: string) {
  const [r] = rowsOf<{ email: string; full_name: string | null; email_notifications: boolean | null }>(
    await db.execute(sql`
      select p.email, p.full_name, n.email_notifications
      from profiles p left join user_notifications n on n.user_id = p.id
      where p.id = ${userId}::uuid`),
  );
  return r ? { email: r.email, fullName: r.full_name, emailNotifications: r.email_notifications ?? true } : null;
}

/** True when the topic (or reply) exists. */
export async function targetExists(db: Db, type: 'topic' | 'reply', id: string): Promise<boolean> {
  const table = type === 'topic' ? forumTopics : forumReplies;
  const [r] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return !!r;
}

/** The topic a reply belongs to, or null when the reply does not exist. */
export async function replyTopicId(db: Db, id: string): Promise<string | null> {
  const [r] = await db.select({ topicId: forumReplies.topicId }).from(forumReplies).where(eq(forumReplies.id, id));
  return r?.topicId ?? null;
}
