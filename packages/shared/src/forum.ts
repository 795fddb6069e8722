import { z } from 'zod';
import { pageQuery, paginated } from './api.ts';

export const FORUM_TITLE_MAX = 255;
const FORUM_CONTENT_MAX = 20_000;
export const FORUM_TAG_MAX = 30;
/** Forum tags are free, lower-case, at most 5 per topic (docs/decisions/1802). */
const FORUM_TAGS_MAX = 5;
/** Replies come with the topic in pages of this size, oldest first; 'Load more' fetches the next page. */
export const FORUM_REPLIES_PAGE = 50;
/** Posting limits per member per hour (rows in rate_limit_events). */
export const FORUM_TOPICS_PER_HOUR = 5;
export const FORUM_REPLIES_PER_HOUR = 30;

export const forumMessages = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be 255 characters or less',
  contentRequired: 'Content is required',
  contentTooLong: 'Content must be 20000 characters or less',
  notFound: 'Discussion not found',
  notFoundDetail: "The discussion you're looking for doesn't exist or has been removed.",
  replyNotFound: 'Reply not found',
  locked: 'This discussion is locked. New replies are not allowed.',
  topicLimit: `You can start at most ${FORUM_TOPICS_PER_HOUR} discussions an hour. Please try again later.`,
  replyLimit: `You can post at most ${FORUM_REPLIES_PER_HOUR} replies an hour. Please try again later.`,
  notYours: 'You can only change your own posts',
} as const;

export const forumCategories = [
  'General',
  'Best practices',
  'Tools',
  'LLM testing',
  'Visual testing',
  'Test data',
  'Mobile',
  'Performance',
  'Accessibility',
  'Getting started',
] as const;

export const forumSorts = ['newest', 'most_popular', 'most_replies'] as const;
export type ForumSort = (typeof forumSorts)[number];
export const forumSortLabels: Record<ForumSort, string> = { newest: 'Newest', most_popular: 'Most Popular', most_replies: 'Most Replies' };

/** Trim tags, lower-case them, drop blanks and duplicates, keep the order they were added. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/^#+/, '').trim().toLowerCase();
    if (!tag) continue;
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** Author display: full name, else the e-mail's local part, else 'Anonymous'. */
export function authorName(p: { fullName?: string | null; email?: string | null } | null | undefined): string {
  const name = p?.fullName?.trim();
  if (name) return name;
  const local = p?.email?.split('@')[0]?.trim();
  return local || 'Anonymous';
}

export const replyCountLabel = (n: number) => `${n} ${n === 1 ? 'reply' : 'replies'}`;

const title = z
  .string({ message: forumMessages.titleRequired })
  .refine((v) => v.trim().length > 0, forumMessages.titleRequired)
  .refine((v) => v.trim().length <= FORUM_TITLE_MAX, forumMessages.titleTooLong)
  // Surrounding spaces are trimmed away, so the raw text may be a little longer; this bounds the work.
  .max(FORUM_TITLE_MAX * 4, forumMessages.titleTooLong)
  .transform((v) => v.trim());
const content = z
  .string({ message: forumMessages.contentRequired })
  .refine((v) => v.trim().length > 0, forumMessages.contentRequired)
  .max(FORUM_CONTENT_MAX, forumMessages.contentTooLong);
const tags = z
  .array(z.string().max(FORUM_TAG_MAX, `Tags must be ${FORUM_TAG_MAX} characters or less`))
  .max(50)
  .default([])
  .transform(normalizeTags)
  .refine((t) => t.length <= FORUM_TAGS_MAX, `At most ${FORUM_TAGS_MAX} tags`);
const category = z
  .string()
  .trim()
  .max(50)
  .nullish()
  .transform((v) => v || null);

export const createTopicRequest = z.object({ title, content, tags, category });
export type CreateTopicRequest = z.input<typeof createTopicRequest>;
export const updateTopicRequest = createTopicRequest;
export const createReplyRequest = z.object({ content });
export const updateReplyRequest = createReplyRequest;
export const lockTopicRequest = z.object({ locked: z.boolean() });
export const lockTopicResponse = z.object({ locked: z.boolean() });
/** A discussion's id in the path; a malformed one is a 404. */
export const topicIdParams = z.object({ id: z.uuid({ message: 'Discussion not found' }) });
/** Sending the same value again removes the vote; the other value switches it. */
export const voteRequest = z.object({ value: z.union([z.literal(1), z.literal(-1)], { message: 'Vote must be 1 or -1' }) });

export const voteTargetParams = z.object({
  type: z.enum(['topic', 'reply'], { message: 'Not found' }),
  id: z.uuid({ message: 'Not found' }),
});

export const topicListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  sort: z.enum(forumSorts).default('newest'),
  tag: z.string().trim().max(FORUM_TAG_MAX).optional(),
});

const forumAuthor = z.object({ id: z.string().nullable(), name: z.string(), avatarUrl: z.string().nullable() });
export type ForumAuthor = z.infer<typeof forumAuthor>;

const myVote = z.union([z.literal(-1), z.literal(0), z.literal(1)]);

const topicSummary = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  category: z.string().nullable(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  replyCount: z.number().int(),
  views: z.number().int(),
  isLocked: z.boolean(),
  createdAt: z.string(),
  author: forumAuthor,
});
export type TopicSummary = z.infer<typeof topicSummary>;
export const topicListResponse = paginated(topicSummary);

const forumReply = z.object({
  id: z.string(),
  topicId: z.string(),
  content: z.string(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: forumAuthor,
  myVote,
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type ForumReply = z.infer<typeof forumReply>;

export const topicDetail = topicSummary.extend({
  updatedAt: z.string(),
  myVote,
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canLock: z.boolean(),
  /** The first page of replies, oldest first. */
  replies: z.array(forumReply),
  /** Where the next page of replies starts, or null when every reply is here. */
  repliesNextCursor: z.string().nullable(),
});
export type TopicDetail = z.infer<typeof topicDetail>;

/** The next page of a topic's replies: after the cursor a previous page gave. */
export const repliesQuery = z.object({
  after: z.string().min(1, 'Invalid cursor').max(100, 'Invalid cursor'),
  limit: z.coerce.number().int().min(1).max(100).default(FORUM_REPLIES_PAGE),
});
export const repliesPage = z.object({ items: z.array(forumReply), nextCursor: z.string().nullable() });
export type RepliesPage = z.infer<typeof repliesPage>;

export const topicCreatedResponse = z.object({ id: z.string() });
export const voteResponse = z.object({ upvotes: z.number().int(), downvotes: z.number().int(), myVote });
export type VoteResponse = z.infer<typeof voteResponse>;
export const viewResponse = z.object({ views: z.number().int(), counted: z.boolean() });
