import type { TriggerDigestInput, digestHistory, digestUsers, triggerDigestResponse } from '@portal/shared/digests';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const DIGEST_HISTORY_PAGE_SIZE = 20;
/** A run is filled in by a queued job: while one started in the last hour is in progress, the history is read again every 2 s. */
const RUN_POLL_MS = 2000;
const runStillGoing = (r: { status: string; sentAt: string }) => r.status === 'in_progress' && Date.now() - Date.parse(r.sentAt) < 3_600_000;
export const digestKeys = { all: ['admin', 'digests'] as const };

export const digestHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: [...digestKeys.all, 'history', page],
    queryFn: ({ signal }) => api<typeof digestHistory>(`/api/admin/digests?page=${page}&pageSize=${DIGEST_HISTORY_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some(runStillGoing) ? RUN_POLL_MS : false),
  });

export const digestUsersQuery = (search: string) =>
  queryOptions({
    queryKey: [...digestKeys.all, 'users', search],
    queryFn: ({ signal }) => api<typeof digestUsers>(`/api/admin/digests/users?limit=100${search ? `&search=${encodeURIComponent(search)}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const triggerDigest = (body: TriggerDigestInput) => api<typeof triggerDigestResponse>('/api/admin/digests/trigger', { body });
