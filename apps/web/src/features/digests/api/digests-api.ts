import * as digests from '@portal/shared/digests-contracts';
import type { TriggerDigestInput } from '@portal/shared/digests';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, contractQuery } from '../../../lib/api-contract.ts';

const DIGEST_HISTORY_PAGE_SIZE = 20;
/** A run is filled in by a queued job: while one started in the last hour is in progress, the history is read again every 2 s. */
const RUN_POLL_MS = 2000;
const runStillGoing = (r: { status: string; sentAt: string }) => r.status === 'in_progress' && Date.now() - Date.parse(r.sentAt) < 3_600_000;
/** The history's queries (every page), which a trigger changes. */
export const digestKeys = { all: ['admin', digests.history.path] as const };

export const digestHistoryQuery = (page: number) =>
  queryOptions({
    ...contractQuery(digests.history, { query: { page, pageSize: DIGEST_HISTORY_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some(runStillGoing) ? RUN_POLL_MS : false),
  });

export const digestUsersQuery = (search: string) =>
  queryOptions({ ...contractQuery(digests.users, { query: { limit: 100, search: search || undefined } }), placeholderData: keepPreviousData });

export const triggerDigest = (body: TriggerDigestInput) => call(digests.trigger, { body });
