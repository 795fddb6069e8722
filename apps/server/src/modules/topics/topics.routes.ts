import { followParams, followResult, followsResponse, slugParam, topicListResponse, topicPageResponse } from '@portal/shared/topics';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { publicCache } from '../../lib/public-cache.ts';
import { route } from '../../lib/route.ts';
import * as service from './topics.service.ts';

/** Topics (public list and pages), the member's follows, (docs/decisions/1802); the admin list is admin-topics.routes.ts. */
export function registerTopicRoutes(app: Hono<AppEnv>) {
  const cached = publicCache('catalog');
  app.use('/api/topics', cached);
  app.use('/api/topics/*', cached);
  const tags = ['topics'];

  route(
    app,
    { method: 'get', path: '/api/topics', summary: 'Every topic (name and page address)', tags, access: 'public', response: topicListResponse },
    async (c) => ({
      items: await service.listTopics(c.get('deps').db),
    }),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/topics/{slug}',
      summary: "A topic's page: its newest items across types",
      tags,
      access: 'public',
      params: slugParam,
      response: topicPageResponse,
    },
    (c, { params }) => service.topicPage(c.get('deps').db, params.slug),
  );

  route(
    app,
    { method: 'get', path: '/api/me/follows', summary: 'The topics and vendors the caller follows', tags, access: 'user', response: followsResponse },
    (c, { user }) => service.follows(c.get('deps').db, user.id),
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/me/follows/{kind}/{id}',
      summary: 'Follow a topic or a vendor (idempotent)',
      tags,
      access: 'user',
      params: followParams,
      response: followResult,
    },
    (c, { params, user }) => service.follow(c.get('deps').db, user.id, params.kind, params.id),
  );

  route(
    app,
    {
      method: 'delete',
      path: '/api/me/follows/{kind}/{id}',
      summary: 'Unfollow a topic or a vendor (idempotent)',
      tags,
      access: 'user',
      params: followParams,
      response: followResult,
    },
    (c, { params, user }) => service.unfollow(c.get('deps').db, user.id, params.kind, params.id),
  );
}
