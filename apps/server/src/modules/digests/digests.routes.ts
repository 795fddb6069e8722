import {
  digestHistory,
  digestHistoryQuery,
  digestMessages,
  digestUsers,
  digestUsersQuery,
  triggerDigestInput,
  triggerDigestResponse,
} from '@portal/shared/digests';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { paged, pageWindow } from '../../lib/paging.ts';
import { route } from '../../lib/route.ts';
import { listRuns, pickerUsers } from './digests.queries.ts';
import { runDto, triggerDigest } from './digests.service.ts';

const tags = ['admin', 'digests'];

/** Admin: Email Digests (/admin/digests): trigger a run, read the history, pick a test user. */
export function registerDigestRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'post',
      path: '/api/admin/digests/trigger',
      summary: 'Send a digest now (to everyone who opted in, or to one test user)',
      tags,
      access: 'admin',
      body: triggerDigestInput,
      response: triggerDigestResponse,
    },
    async (c, { body, user }) => {
      const run = await triggerDigest(c.var.deps, user.id, body);
      return { message: digestMessages.triggered(body.digestType, !!body.userId), run };
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/admin/digests',
      summary: 'Digest history, newest first',
      tags,
      access: 'admin',
      query: digestHistoryQuery,
      response: digestHistory,
    },
    async (c, { query }) => {
      const { rows, total } = await listRuns(c.var.deps.db, pageWindow(query));
      return paged(rows.map(runDto), total, query);
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/admin/digests/users',
      summary: 'Users to pick as a digest test recipient (ordered by e-mail)',
      tags,
      access: 'admin',
      query: digestUsersQuery,
      response: digestUsers,
    },
    async (c, { query }) => ({ items: await pickerUsers(c.var.deps.db, query) }),
  );
}
