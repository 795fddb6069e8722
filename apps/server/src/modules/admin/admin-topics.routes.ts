import { adminTopic, adminTopicsQuery, topicInput } from '@portal/shared/topics';
import * as resources from '@portal/shared/admin-resources';
import type { Hono } from 'hono';
import { topics } from '../../db/schema/catalog.ts';
import type { AppEnv } from '../../lib/context.ts';
import * as topicsService from '../topics/topics.service.ts';
import { registerAdminResource } from './admin-resource.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

/** The topic list admins put on content (docs/decisions/1802); deleting a topic removes it from every item. */
export function registerAdminTopicRoutes(app: Hono<AppEnv>) {
  registerAdminResource(app, {
    declared: resources.topics,
    entity: { table: topics, type: 'topic', label: 'Topic' },
    schemas: { query: adminTopicsQuery, item: adminTopic, input: topicInput },
    rows: async (db, q, win) => {
      const { items, total } = await topicsService.adminListTopics(db, q, win);
      return { items: items.map((r) => ({ ...r, createdAt: iso(r.createdAt) })), total };
    },
    find: async (db, id) => {
      const r = await topicsService.adminFindTopic(db, id);
      return r && { ...r, createdAt: iso(r.createdAt) };
    },
    check: (db, v, id) => topicsService.assertTopicFree(db, v, id),
  });
}
