// The notifications' HTTP operations (zod-free at run time: the schemas are named by type, see contract.ts).
import type { pageQuery, uuidParam } from './api.ts';
import { contract } from './contract.ts';
import type { markAllReadResponse, notificationDto, notificationsPage, unreadCountResponse } from './notifications.ts';

const tags = ['notifications'] as const;

export const listNotifications = contract<{ query: typeof pageQuery; answer: typeof notificationsPage }>()({
  method: 'get',
  path: '/api/notifications',
  summary: 'My notifications, newest first',
  tags,
  access: 'user',
});

export const unreadCount = contract<{ answer: typeof unreadCountResponse }>()({
  method: 'get',
  path: '/api/notifications/unread-count',
  summary: 'How many of my notifications are unread',
  tags,
  access: 'user',
});

export const markRead = contract<{ params: typeof uuidParam; answer: typeof notificationDto }>()({
  method: 'post',
  path: '/api/notifications/{id}/read',
  summary: 'Mark one of my notifications as read',
  tags,
  access: 'user',
});

export const markAllRead = contract<{ answer: typeof markAllReadResponse }>()({
  method: 'post',
  path: '/api/notifications/read-all',
  summary: 'Mark all my notifications as read',
  tags,
  access: 'user',
});
