import type { notificationDto, notificationsPage, unreadCountResponse } from '@portal/shared/notifications';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { bellKeys } from '../../../lib/query-keys.ts';

export const notificationKeys = {
  all: bellKeys.all,
  unread: ['notifications', 'unread'] as const,
  page: (page: number, pageSize: number) => ['notifications', 'list', page, pageSize] as const,
};

export const unreadQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => api<typeof unreadCountResponse>('/api/notifications/unread-count', { signal }),
    refetchInterval: 60_000,
  });

export const notificationsQuery = (page: number, pageSize = 20) =>
  queryOptions({
    queryKey: notificationKeys.page(page, pageSize),
    queryFn: ({ signal }) => api<typeof notificationsPage>(`/api/notifications?page=${page}&pageSize=${pageSize}`, { signal }),
  });

export const markRead = (id: string) => api<typeof notificationDto>(`/api/notifications/${id}/read`, { method: 'POST' });
export const markAllRead = () => api<z.ZodObject<{ updated: z.ZodNumber }>>('/api/notifications/read-all', { method: 'POST' });
