import { pageQuery, uuidParam } from '@portal/shared/api';
import { notificationDto, notificationsPage, unreadCountResponse } from '@portal/shared/notifications';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/context.ts';
import { paged, pageWindow } from '../../lib/paging.ts';
import { route } from '../../lib/route.ts';
import * as service from './notifications.service.ts';

export function registerNotificationRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/api/notifications',
      summary: 'My notifications, newest first',
      tags: ['notifications'],
      access: 'user',
      query: pageQuery,
      response: notificationsPage,
    },
    async (c, { query, user }) => {
      const r = await service.list(c.get('deps'), user.id, pageWindow(query));
      return { ...paged(r.items, r.total, query), unread: r.unread };
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/notifications/unread-count',
      summary: 'How many of my notifications are unread',
      tags: ['notifications'],
      access: 'user',
      response: unreadCountResponse,
    },
    async (c, { user }) => ({ unread: await service.unread(c.get('deps'), user.id) }),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/notifications/{id}/read',
      summary: 'Mark one of my notifications as read',
      tags: ['notifications'],
      access: 'user',
      params: uuidParam,
      response: notificationDto,
    },
    async (c, { params, user }) => service.markRead(c.get('deps'), user.id, params.id),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/notifications/read-all',
      summary: 'Mark all my notifications as read',
      tags: ['notifications'],
      access: 'user',
      response: z.object({ updated: z.number().int() }),
    },
    async (c, { user }) => ({ updated: await service.markAllRead(c.get('deps'), user.id) }),
  );
}
