import * as ops from '@portal/shared/admin-ops-contracts';
import { type AdminResourceName, adminResources } from '@portal/shared/admin-resources';
import type { Contract } from '@portal/shared/contract';
import { keepPreviousData, type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { trialReminderRequest, webinarStatusRequest } from '@portal/shared/admin';
import type { z } from 'zod';

type TrialReminderRequest = z.input<typeof trialReminderRequest>;
export type WebinarStatus = z.input<typeof webinarStatusRequest>['status'];
import * as rc from '@portal/shared/vendor-review-contracts';
import * as topics from '@portal/shared/topics-contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { type Answer, call, contractDownload } from '../../../lib/api-contract.ts';
import { type Scope, scopeKey, useScope } from './scope.ts';

export type Params = Record<string, string | number | undefined>;

/** The declared admin resources (packages/shared/src/admin-resources.ts): 'jobs', 'webinars', 'product-updates', ... */
export type Resource = AdminResourceName;

/** The resources whose items carry topics. */
export type TopicResource = Exclude<Resource, 'vendors' | 'topics'>;

type Input = { params?: Record<string, string>; query?: Params; body?: unknown; signal?: AbortSignal };
/**
 * One operation of a resource chosen at run time (the screens are shared): its method, path and parameter
 * escaping come from the resource's contract, its answer type from the operation (the same for every resource).
 */
const send = <C extends Contract>(contract: C, input: Input) => call(contract as Contract, input as never) as Promise<Answer<C>>;

/** The operations of a resource in a scope: the admin's, or the vendor console's (vendor content only). */
function operations(resource: Resource, scope: Scope) {
  const { contracts } = adminResources[resource];
  if (scope.kind === 'admin') return contracts;
  const own = contracts.console;
  if (!own) throw new Error(`${resource} has no vendor console`);
  return own;
}

const adminKeys = {
  all: ['admin'] as const,
};

/** The filters the server reads: empty values and 'all' are left out. */
function filtersOf(p: Params): Params {
  return Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== '' && v !== 'all'));
}

/** One request per screen's table: filters, sort and page go to the server. */
/** `R` types the answer only: api() does not parse it in the browser (the server did). */
export function adminListQuery<R>(resource: Resource, params: Params, scope: Scope = { kind: 'admin' }): UseQueryOptions<R, Error, R, readonly unknown[]> {
  return {
    queryKey: [scopeKey(scope), resource, 'list', params] as const,
    queryFn: ({ signal }) => send(operations(resource, scope).list, { query: filtersOf(params), signal }) as Promise<R>,
    placeholderData: keepPreviousData,
  };
}

/** The admin dashboard: stat cards, recent sign-ups and activity, the week's searches. */
export const useAdminDashboard = () => useQuery({ queryKey: ['admin', 'dashboard'], queryFn: ({ signal }) => call(ops.dashboard, { signal }) });

/** The product trials' five summary cards. */
export const useTrialSummary = () =>
  useQuery({ queryKey: ['admin', 'product-trials', 'summary'], queryFn: ({ signal }) => call(ops.trialSummaryCards, { signal }) });

/** Up to 5 course names for the course search box, once the text is longer than 2 characters. */
export const useCourseSuggestions = (q: string) =>
  useQuery({
    queryKey: ['admin', 'ai-courses', 'suggestions', q],
    queryFn: ({ signal }) => call(ops.courseSuggestions, { query: { q }, signal }),
    enabled: q.length > 2,
  });

/** Every topic, for the topic picker. */
export const useTopicOptions = () =>
  useQuery({ queryKey: ['admin', 'topic-options'], queryFn: ({ signal }) => call(topics.listTopics, { signal }), staleTime: 60_000 });

/** The topics of an item being edited (none to load for a new item). */
export const useItemTopicRefs = (resource: TopicResource, id: string | undefined) =>
  useQuery({
    queryKey: ['admin', resource, 'topics', id],
    enabled: Boolean(id),
    queryFn: ({ signal }) => call(adminResources[resource].contracts.get, { params: { id: id as string }, signal }),
    select: (item) => item.topics.map((t) => t.id),
  });

export function useVendorOptions() {
  return useQuery({
    queryKey: ['admin', 'vendor-options'],
    queryFn: ({ signal }) => call(ops.vendorChoices, { signal }),
    staleTime: 60_000,
  });
}

/**
 * Create (no id) or update (id) one row. In a manager's console the answer is a submission (its
 * `message` says whether it waits for review or is published).
 */
export function useSave(resource: Resource) {
  const qc = useQueryClient();
  const scope = useScope();
  return useMutation({
    // `submission`: the id is a manager's not-yet-published submission, edited and sent to review again.
    mutationFn: ({ id, body, submission }: { id?: string; body: unknown; submission?: boolean }): Promise<{ id: string | null; message?: string }> => {
      if (submission && id) return call(rc.editOwnSubmission, { params: { id }, body: body as Record<string, unknown> });
      const op = operations(resource, scope);
      return id ? send(op.update, { params: { id }, body }) : send(op.create, { body });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: [scopeKey(scope)] }),
  });
}

/** Delete (admin) or, in a manager's console, unpublish one row. */
export function useRemove(resource: Resource) {
  const qc = useQueryClient();
  const scope = useScope();
  return useMutation({
    mutationFn: (id: string) => send(operations(resource, scope).remove, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [scopeKey(scope)] }),
  });
}

export function useBulk(resource: Resource) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[]; action: string }) => {
      const { bulk } = adminResources[resource].contracts;
      if (!bulk) throw new Error(`${resource} has no bulk actions`);
      return send(bulk, { body });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Row actions that send e-mail: job reminder, notify subscribers, trial reminders. */
export function useSend(resource: Resource, action: 'reminder' | 'notify' | 'reminders') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body?: TrialReminderRequest }) => {
      // 'Notify subscribers' is the resource's own operation; the job's and the trials' reminders are the console's.
      if (action === 'reminder') return call(ops.jobReminder, { params: { id } });
      if (action === 'reminders') return call(ops.trialReminder, { params: { id }, body: body as TrialReminderRequest });
      const { notify } = adminResources[resource].contracts;
      if (!notify) throw new Error(`${resource} has no 'Notify subscribers'`);
      return send(notify, { params: { id } });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
  });
}

export function useWebinarStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: WebinarStatus }) => call(ops.webinarStatus, { params: { id }, body: { status } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Downloads the server-streamed CSV (the bearer token rules out a plain link; an expired token is refreshed first). */
export async function downloadJobsCsv(params: Params): Promise<void> {
  await contractDownload(adminResources.jobs.contracts.exportCsv, { query: filtersOf(params) as never }, 'jobs-export.csv');
}

/** Field errors from a 400 answer, for the form. */
export function fieldErrors(err: unknown): Record<string, string> {
  return err instanceof ApiError && err.fields ? err.fields : {};
}
