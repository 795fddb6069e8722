import {
  digestHistory,
  digestHistoryQuery,
  digestMessages,
  digestUsers,
  digestUsersQuery,
  triggerDigestInput,
  triggerDigestResponse,
} from '@portal/shared/digests';
import * as digests from '@portal/shared/digests-contracts';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { paged, pageWindow } from '../../lib/paging.ts';
import { bindContract, route } from '../../lib/route.ts';
import { listRuns, pickerUsers } from './digests.queries.ts';
import { runDto, triggerDigest } from './digests.service.ts';

/** Admin: Email Digests (/admin/digests): trigger a run, read the history, pick a test user. */
export function registerDigestRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(digests.trigger, { body: triggerDigestInput, answer: triggerDigestResponse }), async (c, { body, user }) => {
    const run = await triggerDigest(c.var.deps, user.id, body);
    return { message: digestMessages.triggered(body.digestType, !!body.userId), run };
  });

  route(app, bindContract(digests.history, { query: digestHistoryQuery, answer: digestHistory }), async (c, { query }) => {
    const { rows, total } = await listRuns(c.var.deps.db, pageWindow(query));
    return paged(rows.map(runDto), total, query);
  });

  route(app, bindContract(digests.users, { query: digestUsersQuery, answer: digestUsers }), async (c, { query }) => ({
    items: await pickerUsers(c.var.deps.db, query),
  }));
}
