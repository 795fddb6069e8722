import { authorName, FORUM_REPLIES_PAGE, FORUM_REPLIES_PER_HOUR, FORUM_TOPICS_PER_HOUR, type ForumSort, forumMessages } from '@portal/shared/forum';
import type { Db } from '../../db/client.ts';
import { sha256 } from '../../lib/auth.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { pageWindow, paged } from '../../lib/paging.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { enqueueEmail, simpleHtml } from '../email/email.service.ts';
import { listFor } from '../email/unsubscribe.ts';
import { createNotification } from '../notifications/notifications.service.ts';
import * as w from './forum-writes.queries.ts';
import * as q from './forum.queries.ts';
import { anchorsFailed } from '../../lib/list-anchors.ts';

const asDb = (tx: unknown) => tx as Db;
const topicMissing = () => notFound(forumMessages.notFound);

export async function listTopics(deps: Deps, query: { page: number; pageSize: number; search?: string; tag?: string; sort: ForumSort }) {
  const { limit, offset } = pageWindow(query);
  const { items, total } = await q.listTopics(
    deps.db,
    { search: query.search || undefined, tag: query.tag || undefined, sort: query.sort, limit, offset },
    anchorsFailed(deps, 'forum'),
  );
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
  if (!(await q.targetExists(deps.db, 'topic', id))) throw topicMissing();
  const page = await q.listReplies(deps.db, { topicId: id, viewerId: viewer?.id ?? null, limit: query.limit, after });
  return { items: page.items.map(replyRights(viewer)), nextCursor: page.nextCursor };
}

export async function createTopic(deps: Deps, user: AuthUser, input: { title: string; content: string; tags: string[]; category: string | null }) {
  await enforceLimit(deps.db, 'forum_topic', user.id, FORUM_TOPICS_PER_HOUR, 3600, forumMessages.topicLimit);
  const row = await w.insertTopic(deps.db, user.id, input);
  return { id: row.id };
}

/** Authors edit their own topics (ownership in the WHERE clause). */
export async function updateTopic(deps: Deps, user: AuthUser, id: string, input: { title: string; content: string; tags: string[]; category: string | null }) {
  if (!(await w.updateOwnTopic(deps.db, user.id, id, input))) await explainMissing(deps.db, 'topic', id);
}

async function explainMissing(db: Db, type: 'topic' | 'reply', id: string): Promise<never> {
  if (!(await q.targetExists(db, type, id))) throw type === 'topic' ? topicMissing() : notFound(forumMessages.replyNotFound);
  throw forbidden(forumMessages.notYours);
}

/** Authors delete their own topics; admins delete any. Replies go with it (cascade), and every vote on them. */
export async function deleteTopic(deps: Deps, user: AuthUser, id: string) {
  await deps.db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    const topic = await w.lockTopicRow(tx, id);
    if (!topic) throw topicMissing();
    if (topic.userId !== user.id && !user.isAdmin) throw forbidden(forumMessages.notYours);
    await w.deleteTopic(tx, id);
  });
}

export async function setLocked(deps: Deps, id: string, locked: boolean) {
  if (!(await w.setTopicLocked(deps.db, id, locked))) throw topicMissing();
  return { locked };
}

/**
 * A reply, the topic's reply_count and the author's notification (plus the e-mail in the outbox, when
 * their preferences allow) are written in one transaction with the topic row locked. With an idempotency
 * key (decision 2506) a repeat by the same author answers the first reply's id and writes, notifies and
 * counts nothing (not toward the hourly limit either).
 */
export async function createReply(deps: Deps, user: AuthUser, topicId: string, content: string, idempotencyKey: string | null = null) {
  const earlier = idempotencyKey ? await w.replyWithKey(deps.db, user.id, idempotencyKey) : null;
  if (earlier) return { id: earlier };
  await enforceLimit(deps.db, 'forum_reply', user.id, FORUM_REPLIES_PER_HOUR, 3600, forumMessages.replyLimit);
  let repeat = false;
  const id = await deps.db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    const topic = await w.lockTopicRow(tx, topicId);
    if (!topic) throw topicMissing();
    if (topic.isLocked) throw new AppError('conflict', forumMessages.locked);
    const reply = await w.insertReply(tx, topicId, user.id, content, idempotencyKey);
    if (!reply) {
      // The same key committed meanwhile (a concurrent repeat): answer its reply.
      repeat = true;
      const first = idempotencyKey ? await w.replyWithKey(tx, user.id, idempotencyKey) : null;
      if (!first) throw new Error('insert reply failed');
      return first;
    }
    await w.adjustReplyCount(tx, topicId, 1);
    if (topic.userId && topic.userId !== user.id) {
      const replier = await q.emailPreference(tx, user.id);
      const who = authorName(replier ? { fullName: replier.fullName, email: replier.email } : null);
      const link = `/forum/${topicId}`;
      const excerpt = content.length > 200 ? `${content.slice(0, 197)}…` : content;
      await createNotification(tx, {
        userId: topic.userId,
        kind: 'forum_reply',
        title: `${who} replied to "${topic.title}"`,
        body: excerpt,
        link,
        dedupeKey: `forum_reply:${reply.id}`,
      });
      const owner = await q.emailPreference(tx, topic.userId);
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
          list: listFor(deps.env, 'notifications', topic.userId),
        });
      }
    }
    return reply.id;
  });
  if (!repeat) deps.nudge();
  return { id };
}

export async function updateReply(deps: Deps, user: AuthUser, id: string, content: string) {
  if (!(await w.updateOwnReply(deps.db, user.id, id, content))) await explainMissing(deps.db, 'reply', id);
}

export async function deleteReply(deps: Deps, user: AuthUser, id: string) {
  await deps.db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    // Same lock order as deleteTopic and createReply (topic, then reply), so they never deadlock.
    const topicId = await q.replyTopicId(tx, id);
    if (!topicId) throw notFound(forumMessages.replyNotFound);
    await w.lockTopicRow(tx, topicId);
    const reply = await w.lockReplyRow(tx, id);
    if (!reply) throw notFound(forumMessages.replyNotFound);
    if (reply.userId !== user.id && !user.isAdmin) throw forbidden(forumMessages.notYours);
    await w.deleteReply(tx, id);
    await w.adjustReplyCount(tx, reply.topicId, -1);
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
    const target = await w.lockVoteTarget(tx, type, id);
    if (!target) throw type === 'topic' ? topicMissing() : notFound(forumMessages.replyNotFound);
    const existing = await w.findVote(tx, user.id, type, id);
    let up = 0;
    let down = 0;
    let myVote: -1 | 0 | 1;
    if (!existing) {
      await w.insertVote(tx, user.id, type, id, value);
      if (value === 1) up = 1;
      else down = 1;
      myVote = value;
    } else if (existing.value === value) {
      await w.deleteVote(tx, existing.id);
      if (value === 1) up = -1;
      else down = -1;
      myVote = 0;
    } else {
      await w.setVoteValue(tx, existing.id, value);
      up = value === 1 ? 1 : -1;
      down = -up;
      myVote = value;
    }
    const counts = await w.adjustVoteCounts(tx, type, id, up, down);
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
    const topic = await w.lockTopicRow(tx, topicId);
    if (!topic) throw topicMissing();
    if (await w.recentlyViewed(tx, topicId, key)) return { views: topic.views, counted: false };
    const views = await w.countView(tx, topicId, key);
    return { views: views ?? topic.views + 1, counted: true };
  });
}

/** Housekeeping: forget view records that are past the once-per-hour window. */
export function purgeOldViews(deps: Pick<Deps, 'db'>) {
  return w.purgeOldViews(deps.db);
}
