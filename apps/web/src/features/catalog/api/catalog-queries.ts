import type { LikeRequest } from '@portal/shared/catalog-api';
import * as catalog from '@portal/shared/catalog-contracts';
import type { Contract } from '@portal/shared/contract';
import * as webinars from '@portal/shared/webinars-contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../../lib/api-client.ts';
import { type CallInput, call } from '../../../lib/api-contract.ts';
import { useAuthState } from '../../../lib/auth.tsx';
import { askConsent } from '../../../lib/consent-prompt.ts';
import { bellKeys, catalogKeys as sharedCatalogKeys, webinarRegistrationKeys } from '../../../lib/query-keys.ts';

/**
 * The catalogue's query keys. Every public answer sits under `all` (a like or a registration refreshes
 * them all) and carries the viewer (answers differ per user: liked-by-me). 'My likes' sits outside it.
 */
export const catalogKeys = {
  ...sharedCatalogKeys,
  list: (viewer: string, name: string, params: ListParams) => [...sharedCatalogKeys.all, viewer, name, params] as const,
  one: (viewer: string, name: string, path: string) => [...sharedCatalogKeys.all, viewer, name, path] as const,
  vendorTab: (viewer: string, vendorId: string, tab: string) => [...sharedCatalogKeys.all, viewer, 'vendor-tab', vendorId, tab] as const,
  myLikes: (viewer: string, type: string) => ['my-likes', viewer, type] as const,
};

export type ListParams = Record<string, string | string[] | undefined>;

/** Who is looking: answers differ per user (liked-by-me), so the user id is part of every key. */
export function useViewer() {
  const state = useAuthState();
  return {
    ready: state.status !== 'loading',
    key: state.status === 'signedIn' ? state.session.user.id : 'anon',
    signedIn: state.status === 'signedIn',
  };
}

type Get = Contract & { method: 'get' };
type OneInput<C extends Get> = Omit<CallInput<C>, 'signal' | 'auth'>;

/** The path a one-answer query is keyed by: the contract's path with its parameters filled in (escaped). */
const keyPath = (path: string, params: Record<string, unknown> | undefined) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));

/** The query of one catalogue answer for a viewer key ('anon' for visitors): what useOne reads, what a route declares. */
export const oneQuery = <C extends Get>(viewerKey: string, name: string, contract: C, input: OneInput<C>) =>
  queryOptions({
    queryKey: catalogKeys.one(viewerKey, name, keyPath(contract.path, input.params as Record<string, unknown> | undefined)),
    queryFn: ({ signal }) => call(contract, { ...input, signal } as CallInput<C>),
    retry: (n, err) => (err as { status?: number }).status !== 404 && n < 2,
  });

/** One catalogue answer for the viewer (visitor or member), keyed by who asks. */
export function useOne<C extends Get>(name: string, contract: C, input: OneInput<C>, enabled = true) {
  const viewer = useViewer();
  return useQuery({ ...oneQuery(viewer.key, name, contract, input), enabled: viewer.ready && enabled });
}

export const useLanding = () => useOne('landing', catalog.landing, {});
export const useDashboard = () => useOne('dashboard', catalog.dashboard, {});
export const useWebinar = (id: string) => useOne('webinar', catalog.getWebinar, { params: { id } });
export const useTrial = (id: string) => useOne('trial', catalog.getTrial, { params: { id } });
export const useJob = (id: string) => useOne('job', catalog.getJob, { params: { id } });
export const jobQuery = (id: string) => oneQuery('anon', 'job', catalog.getJob, { params: { id } });
export const landingQuery = () => oneQuery('anon', 'landing', catalog.landing, {});
export const useVendor = (id: string) => useOne('vendor', catalog.getVendor, { params: { id } });

/** Like or unlike; every catalogue answer is refreshed afterwards (counts and liked-by-me). */
export function useToggleLike() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ liked, ...body }: LikeRequest & { liked: boolean }) =>
      liked ? call(catalog.unlike, { body }) : call(catalog.like, { body, idempotencyKey: newIdempotencyKey() }),
    onSuccess: (res) => {
      askConsent(res.consentNeeded);
      return qc.invalidateQueries({ queryKey: catalogKeys.all });
    },
  });
}

/**
 * Record a webinar registration (POST /api/webinars/{id}/register: once per member, e-mails a
 * confirmation with an .ics). Afterwards the catalogue answers (registeredByMe) and the detail page's
 * registration panel (query key 'webinar-registration') are refreshed.
 */
export function useRegisterWebinar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (webinarId: string) => call(webinars.register, { params: { id: webinarId } }),
    onSuccess: async (res) => {
      askConsent(res.consentNeeded);
      await Promise.all([
        qc.invalidateQueries({ queryKey: catalogKeys.all }),
        qc.invalidateQueries({ queryKey: webinarRegistrationKeys.all }),
        qc.invalidateQueries({ queryKey: bellKeys.all }),
      ]);
    },
  });
}

/** The calendar file's link (a download, not a fetch: GET /api/webinars/{id}/ics). */
export const icsPath = (id: string) => `/api/webinars/${encodeURIComponent(id)}/ics`;
