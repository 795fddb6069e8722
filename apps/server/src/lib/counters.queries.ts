import { contentTypes } from '@portal/shared/catalog';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userLikes } from '../db/schema/activity.ts';
import { reviewHelpfulVotes } from '../db/schema/capabilities.ts';
import { forumReplies, forumTopics } from '../db/schema/forum.ts';

/*
 * Named statements (Drizzle's `.prepare(name)`, docs/decisions/2007): the lists are one array parameter each, so the text is the
 * same on every call.
 */

/** Like counts of catalogue items and helpful counts of reviews, by id (indexes user_likes_content_idx and the votes' primary key). */
export async function catalogCounts(db: Db, likeIds: string[], helpfulIds: string[]) {
  const likes = db
    .select({ kind: sql<'like' | 'helpful'>`'like'`, id: sql<string>`${userLikes.contentId}::text`, n: sql<number>`count(*)::int` })
    .from(userLikes)
    .where(sql`${userLikes.contentType} = any(${sql.placeholder('types')}::text[]) and ${userLikes.contentId} = any(${sql.placeholder('likeIds')}::uuid[])`)
    .groupBy(userLikes.contentId);
  const helpful = db
    .select({ kind: sql<'like' | 'helpful'>`'helpful'`, id: sql<string>`${reviewHelpfulVotes.activationId}::text`, n: sql<number>`count(*)::int` })
    .from(reviewHelpfulVotes)
    .where(sql`${reviewHelpfulVotes.activationId} = any(${sql.placeholder('helpfulIds')}::uuid[])`)
    .groupBy(reviewHelpfulVotes.activationId);
  return likes
    .unionAll(helpful)
    .prepare('catalog_counts')
    .execute({ types: [...contentTypes], likeIds, helpfulIds });
}

/** Votes of forum topics and replies, and the topics' views, by id (primary keys). */
export async function forumCounts(db: Db, ids: string[]) {
  const topics = db
    .select({
      id: sql<string>`${forumTopics.id}::text`,
      upvotes: forumTopics.upvotes,
      downvotes: forumTopics.downvotes,
      views: sql<number | null>`${forumTopics.views}`,
    })
    .from(forumTopics)
    .where(sql`${forumTopics.id} = any(${sql.placeholder('ids')}::uuid[])`);
  const replies = db
    .select({ id: sql<string>`${forumReplies.id}::text`, upvotes: forumReplies.upvotes, downvotes: forumReplies.downvotes, views: sql<number | null>`null` })
    .from(forumReplies)
    .where(sql`${forumReplies.id} = any(${sql.placeholder('ids')}::uuid[])`);
  return topics.unionAll(replies).prepare('forum_counts').execute({ ids });
}
