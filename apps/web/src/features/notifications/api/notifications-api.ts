import { notificationDto, notificationsPage, unreadCountResponse } from '@portal/shared/notifications';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  page: (page: number, pageSize: number) => ['notifications', 'list', page, pageSize] as const,
};

export const unreadQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => api('/api/notifications/unread-count', unreadCountResponse, { signal }),
    refetchInterval: 60_000,
  });

export const notificationsQuery = (page: number, pageSize = 20) =>
  queryOptions({
    queryKey: notificationKeys.page(page, pageSize),
    queryFn: ({ signal }) => api(`/api/notifications?page=${page}&pageSize=${pageSize}`, notificationsPage, { signal }),
  });

export const markRead = (id: string) => api(`/api/notifications/${id}/read`, notificationDto, { method: 'POST' });
export const markAllRead = () => api('/api/notifications/read-all', z.object({ updated: z.number() }), { method: 'POST' });
