import { contentTypes } from '@portal/shared/catalog';
import { sql } from 'drizzle-orm';
import { type Db, namedRows } from '../db/client.ts';

/** Like counts of catalogue items and helpful counts of reviews, by id (indexes user_likes_content_idx and the votes' primary key). */
export async function catalogCounts(db: Db, likeIds: string[], helpfulIds: string[]) {
  return namedRows<{ kind: 'like' | 'helpful'; id: string; n: number }>(
    db,
    'catalog_counts',
    sql`select 'like' as kind, content_id::text as id, count(*)::int as n from user_likes
        where content_type = any(${sql.param([...contentTypes])}::text[]) and content_id = any(${sql.param(likeIds)}::uuid[]) group by content_id
      union all
      select 'helpful', activation_id::text, count(*)::int from review_helpful_votes
        where activation_id = any(${sql.param(helpfulIds)}::uuid[]) group by activation_id`,
  );
}

/** Votes of forum topics and replies, and the topics' views, by id (primary keys). */
export async function forumCounts(db: Db, ids: string[]) {
  const list = sql.param(ids);
  return namedRows<{ id: string; upvotes: number; downvotes: number; views: number | null }>(
    db,
    'forum_counts',
    sql`select id::text as id, upvotes, downvotes, views from forum_topics where id = any(${list}::uuid[])
      union all
      select id::text, upvotes, downvotes, null from forum_replies where id = any(${list}::uuid[])`,
  );
}
