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
import * as users from '@portal/shared/admin-users-contracts';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { bindContract, route } from '../../lib/route.ts';
import * as service from './admin-users.service.ts';

export function registerAdminUserRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(users.list, { query: adminUsersQuery, answer: adminUserList }), (c, { query }) => service.listPage(c.get('deps'), query));

  route(app, bindContract(users.exportCsv, { query: adminUsersQuery }), async (c, { query }) => {
    const body = await service.usersCsv(c.get('deps'), query);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${usersExportFilename()}"`);
    return c.body(body);
  });

  route(app, bindContract(users.invite, { body: inviteUserRequest, answer: inviteUserResponse }), (c, { body, user }) =>
    service.inviteUser(c.get('deps'), user, body.email),
  );

  route(app, bindContract(users.update, { params: uuidParam, body: adminUserUpdate, answer: adminUser }), (c, { params, body, user }) =>
    service.updateUser(c.get('deps'), user, params.id, body),
  );

  route(app, bindContract(users.remove, { params: uuidParam, answer: okResponse }), async (c, { params, user }) => {
    await service.deleteUser(c.get('deps'), user, params.id);
    return { ok: true as const };
  });
}
