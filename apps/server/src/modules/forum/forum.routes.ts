import { okResponse, uuidParam } from '@portal/shared/api';
import {
  createReplyRequest,
  createTopicRequest,
  lockTopicRequest,
  repliesPage,
  repliesQuery,
  topicCreatedResponse,
  topicDetail,
  topicListQuery,
  topicListResponse,
  updateReplyRequest,
  updateTopicRequest,
  viewResponse,
  voteRequest,
  voteResponse,
  voteTargetParams,
} from '@portal/shared/forum';
import type { Hono } from 'hono';
import { z } from 'zod';
import { clientIp } from '../../lib/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import { publicCache } from '../../lib/public-cache.ts';
import { route } from '../../lib/route.ts';
import * as service from './forum.service.ts';

const topicParam = z.object({ id: z.uuid({ message: 'Discussion not found' }) });
const tags = ['forum'];

export function registerForumRoutes(app: Hono<AppEnv>) {
  // Visitors' topic lists and discussions are cached per forum version; members' answers carry their votes and rights.
  const cached = publicCache('forum');
  app.use('/api/forum/topics', cached);
  app.use('/api/forum/topics/*', cached);
  route(
    app,
    {
      method: 'get',
      path: '/api/forum/topics',
      summary: 'Forum topics: search, tag, sort, page',
      tags,
      access: 'public',
      query: topicListQuery,
      response: topicListResponse,
    },
    async (c, { query }) => service.listTopics(c.get('deps'), query),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/forum/topics',
      summary: 'Start a discussion',
      tags,
      access: 'user',
      body: createTopicRequest,
      response: topicCreatedResponse,
      status: 201,
    },
    async (c, { user, body }) => service.createTopic(c.get('deps'), user, body),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/forum/topics/{id}',
      summary: 'One discussion with its replies and the viewer’s votes',
      tags,
      access: 'optional',
      params: topicParam,
      response: topicDetail,
    },
    async (c, { user, params }) => service.getTopic(c.get('deps'), params.id, user),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/forum/topics/{id}/replies',
      summary: 'The next page of a discussion’s replies (oldest first) after a cursor',
      tags,
      access: 'optional',
      params: topicParam,
      query: repliesQuery,
      response: repliesPage,
    },
    async (c, { user, params, query }) => service.getReplies(c.get('deps'), params.id, user, query),
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/forum/topics/{id}',
      summary: 'Edit your own discussion',
      tags,
      access: 'user',
      params: topicParam,
      body: updateTopicRequest,
      response: okResponse,
    },
    async (c, { user, params, body }) => {
      await service.updateTopic(c.get('deps'), user, params.id, body);
      return { ok: true as const };
    },
  );

  route(
    app,
    {
      method: 'delete',
      path: '/api/forum/topics/{id}',
      summary: 'Delete your own discussion (admins: any)',
      tags,
      access: 'user',
      params: topicParam,
      response: okResponse,
    },
    async (c, { user, params }) => {
      await service.deleteTopic(c.get('deps'), user, params.id);
      return { ok: true as const };
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/forum/topics/{id}/lock',
      summary: 'Lock or unlock a discussion (no new replies)',
      tags,
      access: 'admin',
      params: topicParam,
      body: lockTopicRequest,
      response: z.object({ locked: z.boolean() }),
    },
    async (c, { params, body }) => service.setLocked(c.get('deps'), params.id, body.locked),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/forum/topics/{id}/view',
      summary: 'Count a view (once per viewer per hour)',
      tags,
      access: 'optional',
      params: topicParam,
      response: viewResponse,
    },
    async (c, { user, params }) => {
      const deps = c.get('deps');
      return service.recordView(deps, params.id, service.viewerKey(deps, user, clientIp(c)));
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/forum/topics/{id}/replies',
      summary: 'Reply to a discussion',
      tags,
      access: 'user',
      params: topicParam,
      body: createReplyRequest,
      response: topicCreatedResponse,
      status: 201,
    },
    async (c, { user, params, body }) => service.createReply(c.get('deps'), user, params.id, body.content),
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/forum/replies/{id}',
      summary: 'Edit your own reply',
      tags,
      access: 'user',
      params: uuidParam,
      body: updateReplyRequest,
      response: okResponse,
    },
    async (c, { user, params, body }) => {
      await service.updateReply(c.get('deps'), user, params.id, body.content);
      return { ok: true as const };
    },
  );

  route(
    app,
    {
      method: 'delete',
      path: '/api/forum/replies/{id}',
      summary: 'Delete your own reply (admins: any)',
      tags,
      access: 'user',
      params: uuidParam,
      response: okResponse,
    },
    async (c, { user, params }) => {
      await service.deleteReply(c.get('deps'), user, params.id);
      return { ok: true as const };
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/forum/{type}/{id}/vote',
      summary: 'Vote on a topic or reply (same value again removes it)',
      tags,
      access: 'user',
      params: voteTargetParams,
      body: voteRequest,
      response: voteResponse,
    },
    async (c, { user, params, body }) => service.vote(c.get('deps'), user, params.type, params.id, body.value),
  );
}
