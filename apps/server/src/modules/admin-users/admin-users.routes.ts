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
import { route } from '../../lib/route.ts';
import * as service from './admin-users.service.ts';

const tags = ['admin'];

export function registerAdminUserRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/api/admin/users',
      summary: 'List users (list-users: search, role, plan, sort, page)',
      tags,
      access: 'admin',
      query: adminUsersQuery,
      response: adminUserList,
    },
    (c, { query }) => service.listPage(c.get('deps'), query),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/admin/users/export.csv',
      summary: 'Export the current page of users as CSV',
      tags,
      access: 'admin',
      query: adminUsersQuery,
      produces: 'text/csv',
    },
    async (c, { query }) => {
      const body = await service.usersCsv(c.get('deps'), query);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${usersExportFilename()}"`);
      return c.body(body);
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/admin/users/invite',
      summary: 'E-mail a sign-up link to a new user',
      tags,
      access: 'admin',
      body: inviteUserRequest,
      response: inviteUserResponse,
    },
    (c, { body, user }) => service.inviteUser(c.get('deps'), user, body.email),
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/admin/users/{id}',
      summary: "Edit a user's name, company, job title, roles and Pro",
      tags,
      access: 'admin',
      params: uuidParam,
      body: adminUserUpdate,
      response: adminUser,
    },
    (c, { params, body, user }) => service.updateUser(c.get('deps'), user, params.id, body),
  );

  route(
    app,
    {
      method: 'delete',
      path: '/api/admin/users/{id}',
      summary: 'Delete a user and their personal data',
      tags,
      access: 'admin',
      params: uuidParam,
      response: okResponse,
    },
    async (c, { params, user }) => {
      await service.deleteUser(c.get('deps'), user, params.id);
      return { ok: true as const };
    },
  );
}
