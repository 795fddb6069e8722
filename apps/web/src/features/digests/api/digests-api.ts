import type { TriggerDigestInput, digestHistory, digestUsers, triggerDigestResponse } from '@portal/shared/digests';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const DIGEST_HISTORY_PAGE_SIZE = 20;
export const digestKeys = { all: ['admin', 'digests'] as const };

export const digestHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: [...digestKeys.all, 'history', page],
    queryFn: ({ signal }) => api<typeof digestHistory>(`/api/admin/digests?page=${page}&pageSize=${DIGEST_HISTORY_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const digestUsersQuery = (search: string) =>
  queryOptions({
    queryKey: [...digestKeys.all, 'users', search],
    queryFn: ({ signal }) => api<typeof digestUsers>(`/api/admin/digests/users?limit=100${search ? `&search=${encodeURIComponent(search)}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const triggerDigest = (body: TriggerDigestInput) => api<typeof triggerDigestResponse>('/api/admin/digests/trigger', { body });
