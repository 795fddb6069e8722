import { authorName, FORUM_REPLIES_PAGE, FORUM_REPLIES_PER_HOUR, FORUM_TOPICS_PER_HOUR, type ForumSort, forumMessages } from '@portal/shared/forum';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { forumReplies, forumTopics, forumTopicViews, forumVotes } from '../../db/schema/forum.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { sha256 } from '../../lib/auth.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { pageWindow, paged } from '../../lib/paging.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { enqueueEmail, simpleHtml } from '../email/email.service.ts';
import { listFor } from '../email/unsubscribe.ts';
import * as q from './forum.queries.ts';

const asDb = (tx: unknown) => tx as Db;
const topicMissing = () => notFound(forumMessages.notFound);

export async function listTopics(deps: Deps, query: { page: number; pageSize: number; search?: string; tag?: string; sort: ForumSort }) {
  const { limit, offset } = pageWindow(query);
  const { items, total } = await q.listTopics(deps.db, { search: query.search || undefined, tag: query.tag || undefined, sort: query.sort, limit, offset });
  return paged(items, total, query);
}

function replyRights(viewer: AuthUser | null) {
  const isAdmin = viewer?.isAdmin ?? false;
  const own = (userId: string | null) => !!viewer && userId === viewer.id;
  return <R extends { userId: string | null }>(r: R) => ({ ...r, canEdit: own(r.userId), canDelete: own(r.userId) || isAdmin });
}

/** The topic with the first page of its replies (oldest first) and the cursor of the next page. */
export async function getTopic(deps: Deps, id: string, viewer: AuthUser | null) {
  const topic = await q.findTopic(deps.db, id, viewer?.id ?? null);
  if (!topic) throw topicMissing();
  const replies = await q.listReplies(deps.db, { topicId: id, viewerId: viewer?.id ?? null, limit: FORUM_REPLIES_PAGE });
  const isAdmin = viewer?.isAdmin ?? false;
  const own = !!viewer && topic.userId === viewer.id;
  return {
    ...topic,
    canEdit: own,
    canDelete: own || isAdmin,
    canLock: isAdmin,
    replies: replies.items.map(replyRights(viewer)),
    repliesNextCursor: replies.nextCursor,
  };
}

/** The next page of a topic's replies after a cursor from a previous page. */
export async function getReplies(deps: Deps, id: string, viewer: AuthUser | null, query: { after: string; limit: number }) {
  const after = q.parseReplyCursor(query.after);
  if (!after) throw new AppError('validation_error', 'Invalid cursor', { after: 'Invalid cursor' });
  const [exists] = await deps.db.select({ id: forumTopics.id }).from(forumTopics).where(eq(forumTopics.id, id));
  if (!exists) throw topicMissing();
  const page = await q.listReplies(deps.db, { topicId: id, viewerId: viewer?.id ?? null, limit: query.limit, after });
  return { items: page.items.map(replyRights(viewer)), nextCursor: page.nextCursor };
}

export async function createTopic(deps: Deps, user: AuthUser, input: { title: string; content: string; tags: string[]; category: string | null }) {
  await enforceLimit(deps.db, 'forum_topic', user.id, FORUM_TOPICS_PER_HOUR, 3600, forumMessages.topicLimit);
  const [row] = await deps.db
    .insert(forumTopics)
    .values({ userId: user.id, title: input.title, content: input.content, tags: input.tags, category: input.category })
    .returning({ id: forumTopics.id });
  if (!row) throw new Error('insert topic failed');
  return { id: row.id };
}

/** Authors edit their own topics (ownership in the WHERE clause). */
export async function updateTopic(deps: Deps, user: AuthUser, id: string, input: { title: string; content: string; tags: string[]; category: string | null }) {
  const rows = await deps.db
    .update(forumTopics)
    .set({ title: input.title, content: input.content, tags: input.tags, category: input.category, updatedAt: new Date() })
    .where(and(eq(forumTopics.id, id), eq(forumTopics.userId, user.id)))
    .returning({ id: forumTopics.id });
  if (rows.length === 0) await explainMissing(deps.db, 'topic', id);
}

async function explainMissing(db: Db, type: 'topic' | 'reply', id: string): Promise<never> {
  const table = type === 'topic' ? forumTopics : forumReplies;
  const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!exists) throw type === 'topic' ? topicMissing() : notFound(forumMessages.replyNotFound);
  throw forbidden(forumMessages.notYours);
}

/** Authors delete their own topics; admins delete any. Replies go with it (cascade), and every vote on them. */
export async function deleteTopic(deps: Deps, user: AuthUser, id: string) {
  await deps.db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    const topic = await q.lockTopicRow(tx, id);
    if (!topic) throw topicMissing();
    if (topic.user_id !== user.id && !user.isAdmin) throw forbidden(forumMessages.notYours);
    await tx.execute(sql`
      delete from forum_votes where (target_type = 'topic' and target_id = ${id}::uuid)
        or (target_type = 'reply' and target_id in (select id from forum_replies where topic_id = ${id}::uuid))`);
    await tx.delete(forumTopics).where(eq(forumTopics.id, id));
  });
}

export async function setLocked(deps: Deps, id: string, locked: boolean) {
  const rows = await deps.db.update(forumTopics).set({ isLocked: locked }).where(eq(forumTopics.id, id)).returning({ id: forumTopics.id });
  if (rows.length === 0) throw topicMissing();
  return { locked };
}

/**
 * A reply, the topic's reply_count and the author's notification (plus the e-mail in the outbox, when
 * their preferences allow) are written in one transaction with the topic row locked.
 */
export async function createReply(deps: Deps, user: AuthUser, topicId: string, content: string) {
  await enforceLimit(deps.db, 'forum_reply', user.id, FORUM_REPLIES_PER_HOUR, 3600, forumMessages.replyLimit);
  const id = await deps.db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    const topic = await q.lockTopicRow(tx, topicId);
    if (!topic) throw topicMissing();
    if (topic.is_locked) throw new AppError('conflict', forumMessages.locked);
    const [reply] = await tx.insert(forumReplies).values({ topicId, userId: user.id, content }).returning({ id: forumReplies.id });
    if (!reply) throw new Error('insert reply failed');
    await tx.execute(sql`update forum_topics set reply_count = reply_count + 1 where id = ${topicId}::uuid`);
    if (topic.user_id && topic.user_id !== user.id) {
      const replier = await q.emailPreference(tx, user.id);
      const who = authorName(replier ? { fullName: replier.fullName, email: replier.email } : null);
      const link = `/forum/${topicId}`;
      const excerpt = content.length > 200 ? `${content.slice(0, 197)}…` : content;
      await tx.insert(notifications).values({
        userId: topic.user_id,
        kind: 'forum_reply',
        title: `${who} replied to "${topic.title}"`,
        body: excerpt,
        link,
        dedupeKey: `forum_reply:${reply.id}`,
      });
      const owner = await q.emailPreference(tx, topic.user_id);
      if (owner?.emailNotifications) {
        const url = `${deps.env.APP_URL}${link}`;
        await enqueueEmail(tx, {
          to: owner.email,
          subject: `New reply to "${topic.title}"`,
          text: `Hi ${authorName(owner)},\n\n${who} replied to your discussion "${topic.title}":\n\n${excerpt}\n\nRead the discussion: ${url}\n\nYou can turn off e-mail notifications in your preferences.`,
          html: simpleHtml({
            heading: `New reply to "${topic.title}"`,
            paragraphs: [`${who} replied to your discussion:`, excerpt, 'You can turn off e-mail notifications in your preferences.'],
            action: { label: 'Read the discussion', url },
          }),
          dedupeKey: `forum_reply:${reply.id}`,
          list: listFor(deps.env, 'notifications', topic.user_id),
        });
      }
    }
    return reply.id;
  });
  deps.nudge();
  return { id };
}

export async function updateReply(deps: Deps, user: AuthUser, id: string, content: string) {
  const rows = await deps.db
    .update(forumReplies)
    .set({ content, updatedAt: new Date() })
    .where(and(eq(forumReplies.id, id), eq(forumReplies.userId, user.id)))
    .returning({ id: forumReplies.id });
  if (rows.length === 0) await explainMissing(deps.db, 'reply', id);
}

export async function deleteReply(deps: Deps, user: AuthUser, id: string) {
  await deps.db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    // Same lock order as deleteTopic and createReply (topic, then reply), so they never deadlock.
    const [ref] = await tx.select({ topicId: forumReplies.topicId }).from(forumReplies).where(eq(forumReplies.id, id));
    if (!ref) throw notFound(forumMessages.replyNotFound);
    await q.lockTopicRow(tx, ref.topicId);
    const reply = await q.lockReplyRow(tx, id);
    if (!reply) throw notFound(forumMessages.replyNotFound);
    if (reply.user_id !== user.id && !user.isAdmin) throw forbidden(forumMessages.notYours);
    await tx.delete(forumVotes).where(and(eq(forumVotes.targetType, 'reply'), eq(forumVotes.targetId, id)));
    await tx.delete(forumReplies).where(eq(forumReplies.id, id));
    await tx.execute(sql`update forum_topics set reply_count = greatest(0, reply_count - 1) where id = ${reply.topic_id}::uuid`);
  });
}

/**
 * One vote per member per target: a new vote adds, the same value again removes (toggle), the other
 * value switches. The target row is locked first, so concurrent votes on it are serialised and the
 * counts always equal the stored votes' effect.
 */
export async function vote(deps: Deps, user: AuthUser, type: 'topic' | 'reply', id: string, value: 1 | -1) {
  return deps.db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    const target = await q.lockVoteTarget(tx, type, id);
    if (!target) throw type === 'topic' ? topicMissing() : notFound(forumMessages.replyNotFound);
    const existing = await q.findVote(tx, user.id, type, id);
    let up = 0;
    let down = 0;
    let myVote: -1 | 0 | 1;
    if (!existing) {
      await tx.insert(forumVotes).values({ userId: user.id, targetType: type, targetId: id, value });
      if (value === 1) up = 1;
      else down = 1;
      myVote = value;
    } else if (existing.value === value) {
      await tx.delete(forumVotes).where(eq(forumVotes.id, existing.id));
      if (value === 1) up = -1;
      else down = -1;
      myVote = 0;
    } else {
      await tx.update(forumVotes).set({ value }).where(eq(forumVotes.id, existing.id));
      up = value === 1 ? 1 : -1;
      down = -up;
      myVote = value;
    }
    const counts = await q.adjustVoteCounts(tx, type, id, up, down);
    return { ...counts, myVote };
  });
}

/** The viewer key: the member's id, or a salted hash of the IP for visitors (no raw IPs stored). */
export function viewerKey(deps: Deps, user: AuthUser | null, ip: string) {
  return user ? `user:${user.id}` : `ip:${sha256(`${deps.env.JWT_SECRET}:${ip}`).slice(0, 32)}`;
}

/** Counts a view at most once per viewer per topic per hour. */
export async function recordView(deps: Deps, topicId: string, key: string) {
  return deps.db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    const topic = await q.lockTopicRow(tx, topicId);
    if (!topic) throw topicMissing();
    if (await q.recentlyViewed(tx, topicId, key)) return { views: topic.views, counted: false };
    await tx.insert(forumTopicViews).values({ topicId, viewerKey: key });
    const [r] = await tx
      .update(forumTopics)
      .set({ views: sql`${forumTopics.views} + 1` })
      .where(eq(forumTopics.id, topicId))
      .returning({ views: forumTopics.views });
    return { views: r?.views ?? topic.views + 1, counted: true };
  });
}

/** Housekeeping: forget view records that are past the once-per-hour window. */
export function purgeOldViews(deps: Pick<Deps, 'db'>) {
  return q.purgeOldViews(deps.db);
}
