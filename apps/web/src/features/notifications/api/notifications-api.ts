import * as notifications from '@portal/shared/notifications-contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-contract.ts';
import { bellKeys } from '../../../lib/query-keys.ts';

export const notificationKeys = {
  all: bellKeys.all,
  unread: ['notifications', 'unread'] as const,
  page: (page: number, pageSize: number) => ['notifications', 'list', page, pageSize] as const,
};

// The keys stay under bellKeys.all (['notifications']) so the bell's and the list's invalidations reach them.
export const unreadQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => call(notifications.unreadCount, { signal }),
    refetchInterval: 60_000,
  });

export const notificationsQuery = (page: number, pageSize = 20) =>
  queryOptions({
    queryKey: notificationKeys.page(page, pageSize),
    queryFn: ({ signal }) => call(notifications.listNotifications, { query: { page, pageSize }, signal }),
  });

export const markRead = (id: string) => call(notifications.markRead, { params: { id } });
export const markAllRead = () => call(notifications.markAllRead, {});
