import { okResponse, uuidParam } from '@portal/shared/api';
import * as forum from '@portal/shared/forum-contracts';
import {
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
} from '@portal/shared/forum';
import type { Hono } from 'hono';
import { clientIp } from '../../lib/auth.ts';
import { idempotencyKey } from '../../lib/idempotency.ts';
import type { AppEnv } from '../../lib/context.ts';
import { publicCache } from '../../lib/public-cache.ts';
import { bindContract, route } from '../../lib/route.ts';
import * as service from './forum.service.ts';

export function registerForumRoutes(app: Hono<AppEnv>) {
  // Visitors' topic lists and discussions are cached per forum version; members' answers carry their votes and rights.
  const cached = publicCache('forum');
  app.use('/api/forum/topics', cached);
  app.use('/api/forum/topics/*', cached);
  route(app, bindContract(forum.listTopics, { query: topicListQuery, answer: topicListResponse }), async (c, { query }) =>
    service.listTopics(c.get('deps'), query),
  );

  route(app, bindContract(forum.createTopic, { body: createTopicRequest, answer: topicCreatedResponse }), async (c, { user, body }) =>
    service.createTopic(c.get('deps'), user, body),
  );

  route(app, bindContract(forum.getTopic, { params: topicIdParams, answer: topicDetail }), async (c, { user, params }) =>
    service.getTopic(c.get('deps'), params.id, user),
  );

  route(app, bindContract(forum.listReplies, { params: topicIdParams, query: repliesQuery, answer: repliesPage }), async (c, { user, params, query }) =>
    service.getReplies(c.get('deps'), params.id, user, query),
  );

  route(app, bindContract(forum.updateTopic, { params: topicIdParams, body: updateTopicRequest, answer: okResponse }), async (c, { user, params, body }) => {
    await service.updateTopic(c.get('deps'), user, params.id, body);
    return { ok: true as const };
  });

  route(app, bindContract(forum.deleteTopic, { params: topicIdParams, answer: okResponse }), async (c, { user, params }) => {
    await service.deleteTopic(c.get('deps'), user, params.id);
    return { ok: true as const };
  });

  route(app, bindContract(forum.lockTopic, { params: topicIdParams, body: lockTopicRequest, answer: lockTopicResponse }), async (c, { params, body }) =>
    service.setLocked(c.get('deps'), params.id, body.locked),
  );

  route(app, bindContract(forum.recordView, { params: topicIdParams, answer: viewResponse }), async (c, { user, params }) => {
    const deps = c.get('deps');
    return service.recordView(deps, params.id, service.viewerKey(deps, user, clientIp(c)));
  });

  route(
    app,
    bindContract(forum.createReply, { params: topicIdParams, body: createReplyRequest, answer: topicCreatedResponse }),
    async (c, { user, params, body }) => service.createReply(c.get('deps'), user, params.id, body.content, idempotencyKey(c)),
  );

  route(app, bindContract(forum.updateReply, { params: uuidParam, body: updateReplyRequest, answer: okResponse }), async (c, { user, params, body }) => {
    await service.updateReply(c.get('deps'), user, params.id, body.content);
    return { ok: true as const };
  });

  route(app, bindContract(forum.deleteReply, { params: uuidParam, answer: okResponse }), async (c, { user, params }) => {
    await service.deleteReply(c.get('deps'), user, params.id);
    return { ok: true as const };
  });

  route(app, bindContract(forum.vote, { params: voteTargetParams, body: voteRequest, answer: voteResponse }), async (c, { user, params, body }) =>
    service.vote(c.get('deps'), user, params.type, params.id, body.value),
  );
}
