import {
  FOLLOWS_PER_KIND_MAX,
  FOR_YOU_LIMIT,
  type FeedItem,
  type FollowKind,
  TOPIC_PAGE_LIMIT,
  type TopicPageResponse,
  topicMessages,
} from '@portal/shared/topics';
import type { Db } from '../../db/client.ts';
import { contentUrl } from '../../lib/content-url.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { versioned } from '../../lib/public-cache.ts';
import * as q from './topics.queries.ts';

export type { TopicRow } from './topics.queries.ts';

const toFeedItem = (r: q.FeedRow): FeedItem => ({
  contentType: r.content_type,
  contentId: r.content_id,
  title: r.title,
  vendor: r.vendor_id ? { id: r.vendor_id, name: String(r.vendor_name), logoUrl: r.vendor_logo } : null,
  url: contentUrl(r.content_type, r.content_id, r.title, 'page'),
  createdAt: new Date(r.created_at).toISOString(),
});

export const listTopics = (db: Db) => q.listTopics(db);
export const topicsOf = (db: Db, type: string, id: string) => q.topicsOf(db, type, id);

/** A topic's page: the topic and its newest items across types (public, cacheable: no member fields). */
export async function topicPage(db: Db, slug: string): Promise<TopicPageResponse> {
  const topic = await q.topicBySlug(db, slug);
  if (!topic) throw new AppError('not_found', topicMessages.topicNotFound);
  return { topic, items: (await q.itemsOfTopic(db, topic.id, TOPIC_PAGE_LIMIT)).map(toFeedItem) };
}

/**
 * The dashboard's 'For you': newest items of the followed topics and vendors (empty when nothing is followed).
 * The caller reads the member's follows (fresh, with its other per-member bits); the items are computed once per
 * catalogue version and follow set, so members who follow the same things share one computation.
 */
export async function forYou(deps: Pick<Deps, 'db' | 'env'>, follows: q.Follows): Promise<FeedItem[]> {
  if (!follows.topics.length && !follows.vendors.length) return [];
  const key = `for-you:${[...follows.topics].sort().join(',')}|${[...follows.vendors].sort().join(',')}`;
  return (await versioned(deps, 'catalog', key, () => q.forYou(deps.db, follows, FOR_YOU_LIMIT))).map(toFeedItem);
}

/** Admin forms: every id must be a topic, else a 422 on the field. */
export async function assertTopics(db: Db, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const known = new Set(await q.knownTopicIds(db, ids));
  if (ids.some((id) => !known.has(id))) throw new AppError('unprocessable', topicMessages.unknownTopic, { topicIds: topicMessages.unknownTopic });
}

export const setTopics = (tx: Db, type: string, id: string, ids: string[]) => q.setTopics(tx, type, id, ids);

const column = (kind: FollowKind): q.FollowColumn => (kind === 'topic' ? 'preferred_topics' : 'preferred_vendors');
const uuidRe = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function assertTarget(db: Db, kind: FollowKind, id: string): Promise<void> {
  if (kind === 'topic') {
    if (!uuidRe.test(id) || !(await q.knownTopicIds(db, [id])).length) throw new AppError('not_found', topicMessages.topicNotFound);
  } else if (!(await q.vendorExists(db, id))) throw new AppError('not_found', topicMessages.vendorNotFound);
}

/** Follow a topic or vendor (idempotent); the caller's own list only, at most FOLLOWS_PER_KIND_MAX per kind. */
export async function follow(db: Db, userId: string, kind: FollowKind, id: string) {
  await assertTarget(db, kind, id);
  const n = await q.addFollow(db, userId, column(kind), id, FOLLOWS_PER_KIND_MAX);
  if (n === null) throw new AppError('unprocessable', topicMessages.followLimit);
  return { following: true };
}

/** Unfollow (idempotent: unfollowing what is not followed is fine). */
export async function unfollow(db: Db, userId: string, kind: FollowKind, id: string) {
  if (kind === 'topic' && !uuidRe.test(id)) throw new AppError('not_found', topicMessages.topicNotFound);
  await q.removeFollow(db, userId, column(kind), id);
  return { following: false };
}

export const follows = (db: Db, userId: string) => q.follows(db, userId);

export const adminListTopics = q.adminListTopics;
export const adminFindTopic = q.adminFindTopic;

export async function assertTopicFree(db: Db, v: { name: string; slug: string }, exceptId: string | null): Promise<void> {
  if (await q.topicClash(db, v, exceptId)) throw new AppError('conflict', topicMessages.nameTaken, { name: topicMessages.nameTaken });
}
