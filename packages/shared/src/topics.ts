import { z } from 'zod';
import { pageQuery, paginated } from './api.ts';
import { feedItem, topicRef } from './catalog-api.ts';

export { type FeedItem, feedItem, type TopicRef, topicRef } from './catalog-api.ts';

/** Topics on content and follows (docs/decisions/1802). */
export const TOPICS_PER_ITEM_MAX = 10;
/** Follows per kind; the same cap as the digest preference lists they are. */
export const FOLLOWS_PER_KIND_MAX = 100;
export const FOR_YOU_LIMIT = 8;
export const TOPIC_PAGE_LIMIT = 24;

export const topicMessages = {
  nameRequired: 'Topic name is required',
  nameTooLong: 'Topic name must be 60 characters or less',
  slugInvalid: 'Use lower-case letters, digits and single hyphens',
  nameTaken: 'A topic with this name or address already exists',
  unknownTopic: 'Unknown topic',
  topicNotFound: 'Topic not found',
  vendorNotFound: 'Vendor not found',
  tooManyTopics: `At most ${TOPICS_PER_ITEM_MAX} topics`,
  followLimit: `You can follow at most ${FOLLOWS_PER_KIND_MAX} topics and ${FOLLOWS_PER_KIND_MAX} vendors`,
} as const;

/** 'Self-healing tests' -> 'self-healing-tests'. */
export function topicSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** Every topic with how many visible items carry it (/topics, and the admin forms' topic picker). */
export const topicListResponse = z.object({ items: z.array(topicRef.extend({ itemCount: z.number().int() })) });
export type TopicListResponse = z.infer<typeof topicListResponse>;

/** Topic ids in an admin form: known topics only (checked on the server), at most TOPICS_PER_ITEM_MAX; absent = unchanged. */
export const topicIdsField = z
  .array(z.uuid({ message: topicMessages.unknownTopic }))
  .max(TOPICS_PER_ITEM_MAX, topicMessages.tooManyTopics)
  .optional()
  .transform((ids) => (ids ? [...new Set(ids)] : undefined));

export const slugParam = z.object({
  slug: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/, 'Invalid topic address'),
});

export const topicPageResponse = z.object({ topic: topicRef, items: z.array(feedItem) });
export type TopicPageResponse = z.infer<typeof topicPageResponse>;

const followKinds = ['topic', 'vendor'] as const;
export type FollowKind = (typeof followKinds)[number];
export const followParams = z.object({
  kind: z.enum(followKinds, { message: 'Follow a topic or a vendor' }),
  id: z.string().min(1).max(100),
});
export const followResult = z.object({ following: z.boolean() });
export const followsResponse = z.object({
  topics: z.array(topicRef),
  vendors: z.array(z.object({ id: z.string(), name: z.string() })),
});

// ---- Admin: the topic list ----

export const adminTopicsQuery = pageQuery.extend({ search: z.string().trim().max(200).optional() });
export const adminTopic = z.object({ id: z.string(), name: z.string(), slug: z.string(), itemCount: z.number().int(), createdAt: z.string() });
export type AdminTopic = z.infer<typeof adminTopic>;
export const adminTopicList = paginated(adminTopic);
export const topicInput = z
  .object({
    name: z.string({ message: topicMessages.nameRequired }).trim().min(1, topicMessages.nameRequired).max(60, topicMessages.nameTooLong),
    slug: z.string().trim().max(60, topicMessages.slugInvalid).optional().default(''),
  })
  .transform((v) => ({ name: v.name, slug: v.slug || topicSlug(v.name) }))
  .refine((v) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v.slug), { message: topicMessages.slugInvalid, path: ['slug'] });
export type TopicInput = z.input<typeof topicInput>;
