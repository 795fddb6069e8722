import type { followResult, followsResponse, FollowKind, topicListResponse, topicPageResponse } from '@portal/shared/topics';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAuthState } from '../../../lib/auth.tsx';

/** Query keys of the topics feature (docs/decisions/1802). Follows are per member: the user id is in the key. */
const topicKeys = {
  all: ['topics'] as const,
  list: ['topics', 'list'] as const,
  page: (slug: string) => ['topics', 'page', slug] as const,
  follows: (userId: string) => ['topics', 'follows', userId] as const,
};

export function useSignedInUser(): { ready: boolean; userId: string | null } {
  const state = useAuthState();
  return { ready: state.status !== 'loading', userId: state.status === 'signedIn' ? state.session.user.id : null };
}

/** Every topic with its number of items (/topics). */
export const useTopicList = () => useQuery({ queryKey: topicKeys.list, queryFn: ({ signal }) => api<typeof topicListResponse>('/api/topics', { signal }) });

export const useTopicPage = (slug: string) =>
  useQuery({
    queryKey: topicKeys.page(slug),
    queryFn: ({ signal }) => api<typeof topicPageResponse>(`/api/topics/${encodeURIComponent(slug)}`, { signal }),
    retry: (n, err) => (err as { status?: number }).status !== 404 && n < 2,
  });

/** The caller's follows; a visitor has none (no request). */
export function useFollows() {
  const { ready, userId } = useSignedInUser();
  return useQuery({
    queryKey: topicKeys.follows(userId ?? 'anon'),
    enabled: ready && userId !== null,
    queryFn: ({ signal }) => api<typeof followsResponse>('/api/me/follows', { signal }),
  });
}

export function useToggleFollow() {
  const qc = useQueryClient();
  const { userId } = useSignedInUser();
  return useMutation({
    mutationFn: ({ kind, id, following }: { kind: FollowKind; id: string; following: boolean }) =>
      api<typeof followResult>(`/api/me/follows/${kind}/${encodeURIComponent(id)}`, { method: following ? 'DELETE' : 'PUT' }),
    onSettled: () => qc.invalidateQueries({ queryKey: topicKeys.follows(userId ?? 'anon') }),
  });
}
