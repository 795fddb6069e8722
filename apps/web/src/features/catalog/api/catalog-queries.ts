import type { LikeRequest, landingResponse, likeResponse } from '@portal/shared/catalog-api';
import type { registerResponse } from '@portal/shared/webinars';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, newIdempotencyKey } from '../../../lib/api-client.ts';
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

/** The query of one catalogue answer for a viewer key ('anon' for visitors): what useOne reads, what a route declares. */
export const oneQuery = <S extends z.ZodType>(viewerKey: string, name: string, path: string) =>
  queryOptions({
    queryKey: catalogKeys.one(viewerKey, name, path),
    queryFn: ({ signal }) => api<S>(path, { signal }),
    retry: (n, err) => (err as { status?: number }).status !== 404 && n < 2,
  });

/** One catalogue answer for the viewer (visitor or member), keyed by who asks. */
export function useOne<S extends z.ZodType>(name: string, path: string, enabled = true) {
  const viewer = useViewer();
  return useQuery({ ...oneQuery<S>(viewer.key, name, path), enabled: viewer.ready && enabled });
}

/**
 * The landing's answer. The landing's first load (this module, the like and register mutations below) keeps
 * api() with the path: a contract module here would put every contract of its feature into the first load
 * (the 'public' chunk, vite.config.ts); the other catalogue answers call their contracts (catalog-detail-queries.ts).
 */
export const useLanding = () => useOne<typeof landingResponse>('landing', '/api/landing');
export const landingQuery = () => oneQuery<typeof landingResponse>('anon', 'landing', '/api/landing');

/** Like or unlike; every catalogue answer is refreshed afterwards (counts and liked-by-me). */
export function useToggleLike() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ liked, ...body }: LikeRequest & { liked: boolean }) =>
      api<typeof likeResponse>('/api/likes', { method: liked ? 'DELETE' : 'POST', body, idempotencyKey: liked ? undefined : newIdempotencyKey() }),
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
    mutationFn: (webinarId: string) => api<typeof registerResponse>(`/api/webinars/${encodeURIComponent(webinarId)}/register`, { method: 'POST' }),
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
