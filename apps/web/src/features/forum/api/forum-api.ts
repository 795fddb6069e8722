import type { okResponse } from '@portal/shared/api';
import type {
  CreateTopicRequest,
  ForumSort,
  repliesPage,
  topicCreatedResponse,
  topicDetail,
  topicListResponse,
  viewResponse,
  voteResponse,
} from '@portal/shared/forum';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

type TopicFilters = { search: string; sort: ForumSort; tag: string; page: number };
const FORUM_PAGE_SIZE = 10;

export const forumKeys = {
  all: ['forum'] as const,
  lists: ['forum', 'list'] as const,
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
      return api<typeof topicListResponse>(`/api/forum/topics?${qs}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const topicQuery = (id: string, viewer: string) =>
  queryOptions({ queryKey: forumKeys.topic(id, viewer), queryFn: ({ signal }) => api<typeof topicDetail>(`/api/forum/topics/${id}`, { signal }) });

/** The replies after the first page, one page per 'Load more' (cursor from the topic or the previous page). */
export const moreRepliesQuery = (id: string, viewer: string, firstCursor: string | null, enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: forumKeys.moreReplies(id, viewer),
    queryFn: ({ pageParam, signal }) => api<typeof repliesPage>(`/api/forum/topics/${id}/replies?after=${encodeURIComponent(pageParam)}`, { signal }),
    initialPageParam: firstCursor ?? '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: enabled && !!firstCursor,
  });

export const createTopic = (body: CreateTopicRequest) => api<typeof topicCreatedResponse>('/api/forum/topics', { body });
export const updateTopic = (id: string, body: CreateTopicRequest) => api<typeof okResponse>(`/api/forum/topics/${id}`, { method: 'PUT', body });
export const deleteTopic = (id: string) => api<typeof okResponse>(`/api/forum/topics/${id}`, { method: 'DELETE' });
export const lockTopic = (id: string, locked: boolean) =>
  api<z.ZodObject<{ locked: z.ZodBoolean }>>(`/api/forum/topics/${id}/lock`, { method: 'PUT', body: { locked } });
export const recordView = (id: string) => api<typeof viewResponse>(`/api/forum/topics/${id}/view`, { method: 'POST' });
export const createReply = (topicId: string, content: string) =>
  api<typeof topicCreatedResponse>(`/api/forum/topics/${topicId}/replies`, { body: { content } });
export const updateReply = (id: string, content: string) => api<typeof okResponse>(`/api/forum/replies/${id}`, { method: 'PUT', body: { content } });
export const deleteReply = (id: string) => api<typeof okResponse>(`/api/forum/replies/${id}`, { method: 'DELETE' });
export const vote = (type: 'topic' | 'reply', id: string, value: 1 | -1) => api<typeof voteResponse>(`/api/forum/${type}/${id}/vote`, { body: { value } });
