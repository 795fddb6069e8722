import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { forumReplies, forumTopics, forumTopicViews, forumVotes } from '../../db/schema/forum.ts';

/*
 * The forum's writes and the row locks its transactions take (the service passes `tx` in).
 * Reads for pages live in forum.queries.ts.
 */

type TopicInput = { title: string; content: string; tags: string[]; category: string | null };
type VoteTarget = 'topic' | 'reply';

export async function insertTopic(db: Db, userId: string, input: TopicInput): Promise<{ id: string }> {
  const [row] = await db
    .insert(forumTopics)
    .values({ userId, title: input.title, content: input.content, tags: input.tags, category: input.category })
    .returning({ id: forumTopics.id });
  if (!row) throw new Error('insert topic failed');
  return row;
}

/** Ownership in the WHERE: false when the topic is missing or not the user's. */
export async function updateOwnTopic(db: Db, userId: string, id: string, input: TopicInput): Promise<boolean> {
  const rows = await db
    .update(forumTopics)
    .set({ title: input.title, content: input.content, tags: input.tags, category: input.category, updatedAt: new Date() })
    .where(and(eq(forumTopics.id, id), eq(forumTopics.userId, userId)))
    .returning({ id: forumTopics.id });
  return rows.length > 0;
}

/** The topic, its replies (cascade) and every vote on them. */
export async function deleteTopic(db: Db, id: string): Promise<void> {
  await db.execute(sql`
    delete from forum_votes where (target_type = 'topic' and target_id = ${id}::uuid)
      or (target_type = 'reply' and target_id in (select id from forum_replies where topic_id = ${id}::uuid))`);
  await db.delete(forumTopics).where(eq(forumTopics.id, id));
}

/** False when the topic does not exist. */
export async function setTopicLocked(db: Db, id: string, locked: boolean): Promise<boolean> {
  const rows = await db.update(forumTopics).set({ isLocked: locked }).where(eq(forumTopics.id, id)).returning({ id: forumTopics.id });
  return rows.length > 0;
}

/**
 * The new reply's id; null when this author already has a reply with this idempotency key (a repeat:
 * nothing is written). The key commits with the row (unique per author where set).
 */
export async function insertReply(
  db: Db,
  topicId: string,
  userId: string,
  content: string,
  idempotencyKey: string | null = null,
): Promise<{ id: string } | null> {
  const [reply] = await db
    .insert(forumReplies)
    .values({ topicId, userId, content, idempotencyKey })
    .onConflictDoNothing({ target: [forumReplies.userId, forumReplies.idempotencyKey], where: sql`idempotency_key is not null` })
    .returning({ id: forumReplies.id });
  if (!reply && !idempotencyKey) throw new Error('insert reply failed');
  return reply ?? null;
}

/** The id of this author's reply made with this idempotency key, or null. */
export async function replyWithKey(db: Db, userId: string, idempotencyKey: string): Promise<string | null> {
  const [r] = await db
    .select({ id: forumReplies.id })
    .from(forumReplies)
    .where(and(eq(forumReplies.userId, userId), eq(forumReplies.idempotencyKey, idempotencyKey)))
    .limit(1);
  return r?.id ?? null;
}

/** Ownership in the WHERE: false when the reply is missing or not the user's. */
export async function updateOwnReply(db: Db, userId: string, id: string, content: string): Promise<boolean> {
  const rows = await db
    .update(forumReplies)
    .set({ content, updatedAt: new Date() })
    .where(and(eq(forumReplies.id, id), eq(forumReplies.userId, userId)))
    .returning({ id: forumReplies.id });
  return rows.length > 0;
}

/** The reply and the votes on it. */
export async function deleteReply(db: Db, id: string): Promise<void> {
  await db.delete(forumVotes).where(and(eq(forumVotes.targetType, 'reply'), eq(forumVotes.targetId, id)));
  await db.delete(forumReplies).where(eq(forumReplies.id, id));
}

/** Adds `delta` to the topic's reply_count (never below zero). */
export async function adjustReplyCount(db: Db, topicId: string, delta: 1 | -1): Promise<void> {
  await db.execute(sql`update forum_topics set reply_count = greatest(0, reply_count + ${delta}::int) where id = ${topicId}::uuid`);
}

/** Locks the topic row for the rest of the transaction. */
export async function lockTopicRow(db: Db, id: string) {
  const [r] = rowsOf<{ id: string; userId: string | null; title: string; isLocked: boolean; views: number }>(
    await db.execute(sql`select id, user_id as "userId", title, is_locked as "isLocked", views from forum_topics where id = ${id}::uuid for update`),
  );
  return r ?? null;
}

export async function lockReplyRow(db: Db, id: string) {
  const [r] = rowsOf<{ id: string; topicId: string; userId: string | null }>(
    await db.execute(sql`select id, topic_id as "topicId", user_id as "userId" from forum_replies where id = ${id}::uuid for update`),
  );
  return r ?? null;
}

export async function lockVoteTarget(db: Db, type: VoteTarget, id: string) {
  const table = type === 'topic' ? sql`forum_topics` : sql`forum_replies`;
  const [r] = rowsOf<{ id: string }>(await db.execute(sql`select id from ${table} where id = ${id}::uuid for update`));
  return r ?? null;
}

export async function findVote(db: Db, userId: string, type: VoteTarget, id: string) {
  const [r] = rowsOf<{ id: string; value: number }>(
    await db.execute(sql`select id, value from forum_votes where user_id = ${userId}::uuid and target_type = ${type} and target_id = ${id}::uuid`),
  );
  return r ?? null;
}

export async function insertVote(db: Db, userId: string, type: VoteTarget, id: string, value: 1 | -1): Promise<void> {
  await db.insert(forumVotes).values({ userId, targetType: type, targetId: id, value });
}

export async function deleteVote(db: Db, voteId: string): Promise<void> {
  await db.delete(forumVotes).where(eq(forumVotes.id, voteId));
}

export async function setVoteValue(db: Db, voteId: string, value: 1 | -1): Promise<void> {
  await db.update(forumVotes).set({ value }).where(eq(forumVotes.id, voteId));
}

export async function adjustVoteCounts(db: Db, type: VoteTarget, id: string, up: number, down: number) {
  const table = type === 'topic' ? sql`forum_topics` : sql`forum_replies`;
  const [r] = rowsOf<{ upvotes: number; downvotes: number }>(
    await db.execute(sql`
      update ${table} set upvotes = greatest(0, upvotes + ${up}::int), downvotes = greatest(0, downvotes + ${down}::int)
      where id = ${id}::uuid returning upvotes, downvotes`),
  );
  return r ?? { upvotes: 0, downvotes: 0 };
}

/** A viewer counts once per topic within this window (seconds). */
const VIEW_WINDOW_SECONDS = 3600;

/** True when this viewer already opened the topic within the view window. */
export async function recentlyViewed(db: Db, topicId: string, viewerKey: string) {
  const [r] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from forum_topic_views
      where topic_id = ${topicId}::uuid and viewer_key = ${viewerKey}
        and viewed_at > now() - make_interval(secs => ${VIEW_WINDOW_SECONDS})`),
  );
  return (r?.n ?? 0) > 0;
}

/** Records the view and adds one to the topic's views; returns the new count (null when the topic is gone). */
export async function countView(db: Db, topicId: string, viewerKey: string): Promise<number | null> {
  await db.insert(forumTopicViews).values({ topicId, viewerKey });
  const [r] = await db
    .update(forumTopics)
    .set({ views: sql`${forumTopics.views} + 1` })
    .where(eq(forumTopics.id, topicId))
    .returning({ views: forumTopics.views });
  return r?.views ?? null;
}

/** Drops view records older than the window: they can no longer stop a view from counting. */
export async function purgeOldViews(db: Db): Promise<number> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`delete from forum_topic_views where viewed_at <= now() - make_interval(secs => ${VIEW_WINDOW_SECONDS}) returning id`),
  );
  return rows.length;
}
