import type { SourceCreateRequest, sourceDeleteResponse, sourceListResponse, sourceResponse } from '@portal/shared/sources';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * A vendor's connected sources. `base` is the manager's own `/api/vendor/sources` or an admin's
 * `/api/admin/vendors/{id}/sources`: the same operations on either.
 */
export const sourceKeys = { all: ['sources'] as const, list: (base: string) => ['sources', base] as const };

/** Polls every 3 s while a sync waits or runs, so the state shows when it is done. */
export const sourcesQuery = (base: string) =>
  queryOptions({
    queryKey: sourceKeys.list(base),
    queryFn: ({ signal }) => api<typeof sourceListResponse>(base, { signal }),
    refetchInterval: (q) => (q.state.data?.sources.some((s) => s.pending) ? 3000 : false),
  });

export const addSource = (base: string, body: SourceCreateRequest) => api<typeof sourceResponse>(base, { method: 'POST', body });
export const syncSource = (base: string, id: string) => api<typeof sourceResponse>(`${base}/${id}/sync`, { method: 'POST' });
export const removeSource = (base: string, id: string) => api<typeof sourceDeleteResponse>(`${base}/${id}`, { method: 'DELETE' });
