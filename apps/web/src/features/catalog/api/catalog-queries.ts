import type { LikeRequest } from '@portal/shared/catalog-api';
import type * as catalog from '@portal/shared/catalog-contracts';
import type * as webinars from '@portal/shared/webinars-contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../../lib/api-client.ts';
import { callByType } from '../../../lib/api-by-type.ts';
import { shipsCards } from './card-data.ts';
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

/**
 * The landing's answer for a viewer key ('anon' for visitors): what useLanding reads, what the route declares.
 * This module is in the landing's first load: its calls name their contracts by type (callByType); the other
 * catalogue answers call their contracts (catalog-detail-queries.ts).
 */
export const landingQuery = (viewerKey = 'anon') =>
  queryOptions({
    queryKey: catalogKeys.one(viewerKey, 'landing', '/api/landing'),
    queryFn: ({ signal }) => callByType<typeof catalog.landing>('get', '/api/landing', { signal }),
    retry: (n, err) => (err as { status?: number }).status !== 404 && n < 2,
    meta: shipsCards,
  });

export function useLanding() {
  const viewer = useViewer();
  return useQuery({ ...landingQuery(viewer.key), enabled: viewer.ready });
}

/** Like or unlike; every catalogue answer is refreshed afterwards (counts and liked-by-me). */
export function useToggleLike() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ liked, ...body }: LikeRequest & { liked: boolean }) =>
      liked
        ? callByType<typeof catalog.unlike>('delete', '/api/likes', { body })
        : callByType<typeof catalog.like>('post', '/api/likes', { body, idempotencyKey: newIdempotencyKey() }),
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
    mutationFn: (webinarId: string) => callByType<typeof webinars.register>('post', '/api/webinars/{id}/register', { params: { id: webinarId } }),
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

export const icsPath = (id: string) => `/api/webinars/${encodeURIComponent(id)}/ics`;
