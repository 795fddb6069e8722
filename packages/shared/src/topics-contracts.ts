// The topics' and follows' HTTP operations (zod-free at run time: the schemas are named by type, see contract.ts).
import { contract } from './contract.ts';
import type { followParams, followResult, followsResponse, slugParam, topicListResponse, topicPageResponse } from './topics.ts';

const tags = ['topics'] as const;

export const listTopics = contract<{ answer: typeof topicListResponse }>()({
  method: 'get',
  path: '/api/topics',
  summary: 'Every topic (name and page address)',
  tags,
  access: 'public',
  cache: 'catalog',
});

export const topicPage = contract<{ params: typeof slugParam; answer: typeof topicPageResponse }>()({
  method: 'get',
  path: '/api/topics/{slug}',
  summary: "A topic's page: its newest items across types",
  tags,
  access: 'public',
  cache: 'catalog',
});

export const listFollows = contract<{ answer: typeof followsResponse }>()({
  method: 'get',
  path: '/api/me/follows',
  summary: 'The topics and vendors the caller follows',
  tags,
  access: 'user',
});

export const follow = contract<{ params: typeof followParams; answer: typeof followResult }>()({
  method: 'put',
  path: '/api/me/follows/{kind}/{id}',
  summary: 'Follow a topic or a vendor (idempotent)',
  tags,
  access: 'user',
});

export const unfollow = contract<{ params: typeof followParams; answer: typeof followResult }>()({
  method: 'delete',
  path: '/api/me/follows/{kind}/{id}',
  summary: 'Unfollow a topic or a vendor (idempotent)',
  tags,
  access: 'user',
});
