import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, parentId, timestamps, tz } from './columns.ts';
import { userRef, memberRow } from './accounts.ts';

/** The up and down vote tallies of a topic or a reply (forum_votes holds each vote). */
const voteCounts = () => ({ upvotes: integer('upvotes').notNull().default(0), downvotes: integer('downvotes').notNull().default(0) });

export const forumTopics = pgTable(
  'forum_topics',
  {
    id: id(),
    userId: userRef('set null'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    category: text('category'),
    ...voteCounts(),
    replyCount: integer('reply_count').notNull().default(0),
    views: integer('views').notNull().default(0),
    isLocked: boolean('is_locked').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('forum_topics_created_idx').on(t.createdAt),
    index('forum_topics_upvotes_idx').on(t.upvotes, t.createdAt),
    index('forum_topics_replies_idx').on(t.replyCount, t.createdAt),
    index('forum_topics_tags_idx').using('gin', t.tags),
    index('forum_topics_user_idx').on(t.userId),
    check('forum_topics_title_len', sql`char_length(${t.title}) between 1 and 255`),
    check('forum_topics_counts_check', sql`${t.upvotes} >= 0 and ${t.downvotes} >= 0 and ${t.replyCount} >= 0 and ${t.views} >= 0`),
  ],
);

export const forumReplies = pgTable(
  'forum_replies',
  {
    id: id(),
    topicId: parentId('topic_id', () => forumTopics.id),
    userId: userRef('set null'),
    content: text('content').notNull(),
    ...voteCounts(),
    /** The client's Idempotency-Key: a repeat of the same POST by the same author answers this reply (decision 2506). */
    idempotencyKey: text('idempotency_key'),
    ...timestamps,
  },
  (t) => [
    index('forum_replies_topic_idx').on(t.topicId, t.createdAt),
    uniqueIndex('forum_replies_idempotency_idx').on(t.userId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    check('forum_replies_counts_check', sql`${t.upvotes} >= 0 and ${t.downvotes} >= 0`),
  ],
);

export const forumVotes = pgTable(
  'forum_votes',
  {
    ...memberRow(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    value: smallint('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('forum_votes_unique').on(t.userId, t.targetType, t.targetId),
    index('forum_votes_target_idx').on(t.targetType, t.targetId),
    check('forum_votes_target_check', sql`${t.targetType} in ('topic','reply')`),
    check('forum_votes_value_check', sql`${t.value} in (-1, 1)`),
  ],
);

/** One view per viewer (user id or hashed IP) per topic per hour. */
export const forumTopicViews = pgTable(
  'forum_topic_views',
  {
    id: id(),
    topicId: parentId('topic_id', () => forumTopics.id),
    viewerKey: text('viewer_key').notNull(),
    viewedAt: tz('viewed_at').notNull().defaultNow(),
  },
  (t) => [index('forum_topic_views_lookup_idx').on(t.topicId, t.viewerKey, t.viewedAt)],
);
