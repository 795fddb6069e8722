import type { CreateTopicRequest, ForumSort } from '@portal/shared/forum';
import * as forum from '@portal/shared/forum-contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../../lib/api-client.ts';
import { call, contractKey, contractQuery } from '../../../lib/api-contract.ts';

type TopicFilters = { search: string; sort: ForumSort; tag: string; page: number };
const FORUM_PAGE_SIZE = 10;

const listInput = (f: TopicFilters) => ({
  query: { sort: f.sort, page: f.page, pageSize: FORUM_PAGE_SIZE, search: f.search || undefined, tag: f.tag || undefined },
});

export const forumKeys = {
  /** Every forum query (the contracts' cache area). */
  all: ['forum'] as const,
  lists: ['forum', forum.listTopics.path] as const,
  moreReplies: (id: string, viewer: string) => contractKey(forum.listReplies, { params: { id } }, [viewer, 'more-replies']),
};

export const topicsQuery = (f: TopicFilters) => queryOptions({ ...contractQuery(forum.listTopics, listInput(f)), placeholderData: keepPreviousData });

export const topicQuery = (id: string, viewer: string) => contractQuery(forum.getTopic, { params: { id } }, [viewer]);

/** The replies after the first page, one page per 'Load more' (cursor from the topic or the previous page). */
export const moreRepliesQuery = (id: string, viewer: string, firstCursor: string | null, enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: forumKeys.moreReplies(id, viewer),
    queryFn: ({ pageParam, signal }) => call(forum.listReplies, { params: { id }, query: { after: pageParam }, signal }),
    initialPageParam: firstCursor ?? '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: enabled && !!firstCursor,
  });

export const createTopic = (body: CreateTopicRequest) => call(forum.createTopic, { body });
export const updateTopic = (id: string, body: CreateTopicRequest) => call(forum.updateTopic, { params: { id }, body });
export const deleteTopic = (id: string) => call(forum.deleteTopic, { params: { id } });
export const lockTopic = (id: string, locked: boolean) => call(forum.lockTopic, { params: { id }, body: { locked } });
export const recordView = (id: string) => call(forum.recordView, { params: { id } });
/** One submit, one Idempotency-Key: a copy nginx passes on after a process died posts nothing twice (decision 2506). */
export const createReply = (topicId: string, content: string) =>
  call(forum.createReply, { params: { id: topicId }, body: { content }, idempotencyKey: newIdempotencyKey() });
export const updateReply = (id: string, content: string) => call(forum.updateReply, { params: { id }, body: { content } });
export const deleteReply = (id: string) => call(forum.deleteReply, { params: { id } });
export const vote = (type: 'topic' | 'reply', id: string, value: 1 | -1) => call(forum.vote, { params: { type, id }, body: { value } });
