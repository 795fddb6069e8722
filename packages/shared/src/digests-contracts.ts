// Admin › Email Digests' operations (zod-free at run time: the schemas are named by type, see contract.ts).
import { contract } from './contract.ts';
import type { digestHistory, digestHistoryQuery, digestUsers, digestUsersQuery, triggerDigestInput, triggerDigestResponse } from './digests.ts';

const tags = ['admin', 'digests'] as const;

export const trigger = contract<{ body: typeof triggerDigestInput; answer: typeof triggerDigestResponse }>()({
  method: 'post',
  path: '/api/admin/digests/trigger',
  summary: 'Send a digest now (to everyone who opted in, or to one test user)',
  tags,
  access: 'admin',
});

export const history = contract<{ query: typeof digestHistoryQuery; answer: typeof digestHistory }>()({
  method: 'get',
  path: '/api/admin/digests',
  summary: 'Digest history, newest first',
  tags,
  access: 'admin',
});

export const users = contract<{ query: typeof digestUsersQuery; answer: typeof digestUsers }>()({
  method: 'get',
  path: '/api/admin/digests/users',
  summary: 'Users to pick as a digest test recipient (ordered by e-mail)',
  tags,
  access: 'admin',
});
