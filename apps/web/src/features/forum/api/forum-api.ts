import { okResponse } from '@portal/shared/api';
import {
  type CreateTopicRequest,
  type ForumSort,
  repliesPage,
  topicCreatedResponse,
  topicDetail,
  topicListResponse,
  viewResponse,
  voteResponse,
} from '@portal/shared/forum';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type TopicFilters = { search: string; sort: ForumSort; tag: string; page: number };
export const FORUM_PAGE_SIZE = 10;

export const forumKeys = {
  all: ['forum'] as const,
  list: (f: TopicFilters) => ['forum', 'list', f] as const,
  topic: (id: string, viewer: string) => ['forum', 'topic', id, viewer] as const,
  moreReplies: (id: string, viewer: string) => ['forum', 'topic', id, viewer, 'more-replies'] as const,
};

export const topicsQuery = (f: TopicFilters) =>
  queryOptions({
    queryKey: forumKeys.list(f),
    queryFn: ({ signal }) => {
      const qs = new URLSearchParams({ sort: f.sort, page: String(f.page), pageSize: String(FORUM_PAGE_SIZE) });
      if (f.search) qs.set('search', f.search);
      if (f.tag) qs.set('tag', f.tag);
      return api(`/api/forum/topics?${qs}`, topicListResponse, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const topicQuery = (id: string, viewer: string) =>
  queryOptions({ queryKey: forumKeys.topic(id, viewer), queryFn: ({ signal }) => api(`/api/forum/topics/${id}`, topicDetail, { signal }) });

/** The replies after the first page, one page per 'Load more' (cursor from the topic or the previous page). */
export const moreRepliesQuery = (id: string, viewer: string, firstCursor: string | null, enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: forumKeys.moreReplies(id, viewer),
    queryFn: ({ pageParam, signal }) => api(`/api/forum/topics/${id}/replies?after=${encodeURIComponent(pageParam)}`, repliesPage, { signal }),
    initialPageParam: firstCursor ?? '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: enabled && !!firstCursor,
  });

export const createTopic = (body: CreateTopicRequest) => api('/api/forum/topics', topicCreatedResponse, { body });
export const updateTopic = (id: string, body: CreateTopicRequest) => api(`/api/forum/topics/${id}`, okResponse, { method: 'PUT', body });
export const deleteTopic = (id: string) => api(`/api/forum/topics/${id}`, okResponse, { method: 'DELETE' });
export const lockTopic = (id: string, locked: boolean) =>
  api(`/api/forum/topics/${id}/lock`, z.object({ locked: z.boolean() }), { method: 'PUT', body: { locked } });
export const recordView = (id: string) => api(`/api/forum/topics/${id}/view`, viewResponse, { method: 'POST' });
export const createReply = (topicId: string, content: string) => api(`/api/forum/topics/${topicId}/replies`, topicCreatedResponse, { body: { content } });
export const updateReply = (id: string, content: string) => api(`/api/forum/replies/${id}`, okResponse, { method: 'PUT', body: { content } });
export const deleteReply = (id: string) => api(`/api/forum/replies/${id}`, okResponse, { method: 'DELETE' });
export const vote = (type: 'topic' | 'reply', id: string, value: 1 | -1) => api(`/api/forum/${type}/${id}/vote`, voteResponse, { body: { value } });
