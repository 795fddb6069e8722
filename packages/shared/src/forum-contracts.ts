// The forum's HTTP operations (zod-free at run time: the schemas are named by type, see contract.ts).
import type { okResponse, uuidParam } from './api.ts';
import { contract } from './contract.ts';
import type {
  createReplyRequest,
  createTopicRequest,
  lockTopicRequest,
  lockTopicResponse,
  repliesPage,
  repliesQuery,
  topicCreatedResponse,
  topicDetail,
  topicIdParams,
  topicListQuery,
  topicListResponse,
  updateReplyRequest,
  updateTopicRequest,
  viewResponse,
  voteRequest,
  voteResponse,
  voteTargetParams,
} from './forum.ts';

const tags = ['forum'] as const;

export const listTopics = contract<{ query: typeof topicListQuery; answer: typeof topicListResponse }>()({
  method: 'get',
  path: '/api/forum/topics',
  summary: 'Forum topics: search, tag, sort, page',
  tags,
  access: 'public',
  cache: 'forum',
});

export const createTopic = contract<{ body: typeof createTopicRequest; answer: typeof topicCreatedResponse }>()({
  method: 'post',
  path: '/api/forum/topics',
  summary: 'Start a discussion',
  tags,
  access: 'user',
  status: 201,
  cache: 'forum',
});

export const getTopic = contract<{ params: typeof topicIdParams; answer: typeof topicDetail }>()({
  method: 'get',
  path: '/api/forum/topics/{id}',
  summary: 'One discussion with its replies and the viewer’s votes',
  tags,
  access: 'optional',
  cache: 'forum',
});

export const listReplies = contract<{ params: typeof topicIdParams; query: typeof repliesQuery; answer: typeof repliesPage }>()({
  method: 'get',
  path: '/api/forum/topics/{id}/replies',
  summary: 'The next page of a discussion’s replies (oldest first) after a cursor',
  tags,
  access: 'optional',
  cache: 'forum',
});

export const updateTopic = contract<{ params: typeof topicIdParams; body: typeof updateTopicRequest; answer: typeof okResponse }>()({
  method: 'put',
  path: '/api/forum/topics/{id}',
  summary: 'Edit your own discussion',
  tags,
  access: 'user',
  cache: 'forum',
});

export const deleteTopic = contract<{ params: typeof topicIdParams; answer: typeof okResponse }>()({
  method: 'delete',
  path: '/api/forum/topics/{id}',
  summary: 'Delete your own discussion (admins: any)',
  tags,
  access: 'user',
  cache: 'forum',
});

export const lockTopic = contract<{ params: typeof topicIdParams; body: typeof lockTopicRequest; answer: typeof lockTopicResponse }>()({
  method: 'put',
  path: '/api/forum/topics/{id}/lock',
  summary: 'Lock or unlock a discussion (no new replies)',
  tags,
  access: 'admin',
  cache: 'forum',
});

export const recordView = contract<{ params: typeof topicIdParams; answer: typeof viewResponse }>()({
  method: 'post',
  path: '/api/forum/topics/{id}/view',
  summary: 'Count a view (once per viewer per hour)',
  tags,
  access: 'optional',
  cache: 'forum',
});

export const createReply = contract<{ params: typeof topicIdParams; body: typeof createReplyRequest; answer: typeof topicCreatedResponse }>()({
  method: 'post',
  path: '/api/forum/topics/{id}/replies',
  summary: 'Reply to a discussion',
  tags,
  access: 'user',
  status: 201,
  cache: 'forum',
});

export const updateReply = contract<{ params: typeof uuidParam; body: typeof updateReplyRequest; answer: typeof okResponse }>()({
  method: 'put',
  path: '/api/forum/replies/{id}',
  summary: 'Edit your own reply',
  tags,
  access: 'user',
  cache: 'forum',
});

export const deleteReply = contract<{ params: typeof uuidParam; answer: typeof okResponse }>()({
  method: 'delete',
  path: '/api/forum/replies/{id}',
  summary: 'Delete your own reply (admins: any)',
  tags,
  access: 'user',
  cache: 'forum',
});

export const vote = contract<{ params: typeof voteTargetParams; body: typeof voteRequest; answer: typeof voteResponse }>()({
  method: 'post',
  path: '/api/forum/{type}/{id}/vote',
  summary: 'Vote on a topic or reply (same value again removes it)',
  tags,
  access: 'user',
  cache: 'forum',
});
