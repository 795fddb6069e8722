import { followParams, followResult, followsResponse, slugParam, topicListResponse, topicPageResponse } from '@portal/shared/topics';
import * as topics from '@portal/shared/topics-contracts';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { publicCache } from '../../lib/public-cache.ts';
import { bindContract, route } from '../../lib/route.ts';
import * as service from './topics.service.ts';

/** Topics (public list and pages), the member's follows, (docs/decisions/1802); the admin list is admin-topics.routes.ts. */
export function registerTopicRoutes(app: Hono<AppEnv>) {
  const cached = publicCache('catalog');
  app.use('/api/topics', cached);
  app.use('/api/topics/*', cached);

  route(app, bindContract(topics.listTopics, { answer: topicListResponse }), async (c) => ({
    items: await service.listTopics(c.get('deps').db),
  }));

  route(app, bindContract(topics.topicPage, { params: slugParam, answer: topicPageResponse }), (c, { params }) =>
    service.topicPage(c.get('deps').db, params.slug),
  );

  route(app, bindContract(topics.listFollows, { answer: followsResponse }), (c, { user }) => service.follows(c.get('deps').db, user.id));

  route(app, bindContract(topics.follow, { params: followParams, answer: followResult }), (c, { params, user }) =>
    service.follow(c.get('deps').db, user.id, params.kind, params.id),
  );

  route(app, bindContract(topics.unfollow, { params: followParams, answer: followResult }), (c, { params, user }) =>
    service.unfollow(c.get('deps').db, user.id, params.kind, params.id),
  );
}
