import { pageQuery, uuidParam } from '@portal/shared/api';
import { markAllReadResponse, notificationDto, notificationsPage, unreadCountResponse } from '@portal/shared/notifications';
import * as notifications from '@portal/shared/notifications-contracts';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { paged, pageWindow } from '../../lib/paging.ts';
import { bindContract, route } from '../../lib/route.ts';
import * as service from './notifications.service.ts';

export function registerNotificationRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(notifications.listNotifications, { query: pageQuery, answer: notificationsPage }), async (c, { query, user }) => {
    const r = await service.list(c.get('deps'), user.id, pageWindow(query));
    return { ...paged(r.items, r.total, query), unread: r.unread };
  });

  route(app, bindContract(notifications.unreadCount, { answer: unreadCountResponse }), async (c, { user }) => ({
    unread: await service.unread(c.get('deps'), user.id),
  }));

  route(app, bindContract(notifications.markRead, { params: uuidParam, answer: notificationDto }), async (c, { params, user }) =>
    service.markRead(c.get('deps'), user.id, params.id),
  );

  route(app, bindContract(notifications.markAllRead, { answer: markAllReadResponse }), async (c, { user }) => ({
    updated: await service.markAllRead(c.get('deps'), user.id),
  }));
}
