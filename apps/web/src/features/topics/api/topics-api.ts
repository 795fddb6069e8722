import type { FollowKind } from '@portal/shared/topics';
import * as topics from '@portal/shared/topics-contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-contract.ts';
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
export const useTopicList = () => useQuery({ queryKey: topicKeys.list, queryFn: ({ signal }) => call(topics.listTopics, { signal }) });

export const useTopicPage = (slug: string) =>
  useQuery({
    queryKey: topicKeys.page(slug),
    queryFn: ({ signal }) => call(topics.topicPage, { params: { slug }, signal }),
    retry: (n, err) => (err as { status?: number }).status !== 404 && n < 2,
  });

/** The caller's follows; a visitor has none (no request). */
export function useFollows() {
  const { ready, userId } = useSignedInUser();
  return useQuery({
    queryKey: topicKeys.follows(userId ?? 'anon'),
    enabled: ready && userId !== null,
    queryFn: ({ signal }) => call(topics.listFollows, { signal }),
  });
}

export function useToggleFollow() {
  const qc = useQueryClient();
  const { userId } = useSignedInUser();
  return useMutation({
    mutationFn: ({ kind, id, following }: { kind: FollowKind; id: string; following: boolean }) =>
      call(following ? topics.unfollow : topics.follow, { params: { kind, id } }),
    onSettled: () => qc.invalidateQueries({ queryKey: topicKeys.follows(userId ?? 'anon') }),
  });
}
