// The admin console's user management (part 2 of the spec). Zod-free at run time (contract.ts).
import type { adminUser, adminUserList, adminUsersQuery, adminUserUpdate, inviteUserRequest, inviteUserResponse } from './admin-users.ts';
import type { okResponse, uuidParam } from './api.ts';
import { contract } from './contract.ts';

const admin = { tags: ['admin'], access: 'admin' } as const;

export const list = contract<{ query: typeof adminUsersQuery; answer: typeof adminUserList }>()({
  ...admin,
  method: 'get',
  path: '/api/admin/users',
  summary: 'List users (list-users: search, role, plan, sort, page)',
});

export const exportCsv = contract<{ query: typeof adminUsersQuery }>()({
  ...admin,
  method: 'get',
  path: '/api/admin/users/export.csv',
  summary: 'Export the current page of users as CSV',
  produces: 'text/csv',
});

export const invite = contract<{ body: typeof inviteUserRequest; answer: typeof inviteUserResponse }>()({
  ...admin,
  method: 'post',
  path: '/api/admin/users/invite',
  summary: 'E-mail a sign-up link to a new user',
});

export const update = contract<{ params: typeof uuidParam; body: typeof adminUserUpdate; answer: typeof adminUser }>()({
  ...admin,
  method: 'put',
  path: '/api/admin/users/{id}',
  summary: "Edit a user's name, company, job title, roles and Pro",
});

export const remove = contract<{ params: typeof uuidParam; answer: typeof okResponse }>()({
  ...admin,
  method: 'delete',
  path: '/api/admin/users/{id}',
  summary: 'Delete a user and their personal data',
});
