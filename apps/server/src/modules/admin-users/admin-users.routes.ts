import { okResponse, uuidParam } from '@portal/shared/api';
import {
  adminUser,
  adminUserList,
  adminUsersQuery,
  adminUserUpdate,
  inviteUserRequest,
  inviteUserResponse,
  usersExportFilename,
} from '@portal/shared/admin-users';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { adminRoute } from '../admin/admin-resource.ts';
import * as service from './admin-users.service.ts';

export function registerAdminUserRoutes(app: Hono<AppEnv>) {
  const list = { method: 'get', path: '/api/admin/users', summary: 'List users (list-users: search, role, plan, sort, page)' } as const;
  adminRoute(app, { ...list, query: adminUsersQuery, response: adminUserList }, (c, { query }) => service.listPage(c.get('deps'), query));

  const csv = { method: 'get', path: '/api/admin/users/export.csv', summary: 'Export the current page of users as CSV' } as const;
  adminRoute(app, { ...csv, query: adminUsersQuery, produces: 'text/csv' }, async (c, { query }) => {
    const body = await service.usersCsv(c.get('deps'), query);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${usersExportFilename()}"`);
    return c.body(body);
  });

  const invite = { method: 'post', path: '/api/admin/users/invite', summary: 'E-mail a sign-up link to a new user' } as const;
  adminRoute(app, { ...invite, body: inviteUserRequest, response: inviteUserResponse }, (c, { body, user }) =>
    service.inviteUser(c.get('deps'), user, body.email),
  );

  const edit = { method: 'put', path: '/api/admin/users/{id}', summary: "Edit a user's name, company, job title, roles and Pro" } as const;
  adminRoute(app, { ...edit, params: uuidParam, body: adminUserUpdate, response: adminUser }, (c, { params, body, user }) =>
    service.updateUser(c.get('deps'), user, params.id, body),
  );

  const remove = { method: 'delete', path: '/api/admin/users/{id}', summary: 'Delete a user and their personal data' } as const;
  adminRoute(app, { ...remove, params: uuidParam, response: okResponse }, async (c, { params, user }) => {
    await service.deleteUser(c.get('deps'), user, params.id);
    return { ok: true as const };
  });
}
