import type { MeResponse } from '@portal/shared/accounts';
import type * as accounts from '@portal/shared/accounts-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { callByType } from './api-by-type.ts';
import { type AuthState, SIGNED_OUT, sessionStore } from './session.ts';

/** The signed-in user's profile: `all` refreshes it for whoever is signed in. */
export const meKeys = { all: ['me'] as const, of: (userId: string) => ['me', userId] as const };

/** Every first load has this module: the contract is named by type (callByType), the accounts contracts stay out. */
const meQuery = (userId: string) =>
  queryOptions({ queryKey: meKeys.of(userId), queryFn: ({ signal }) => callByType<typeof accounts.me>('get', '/api/me', { signal }), staleTime: 60_000 });

/** The server renders what a visitor sees; the browser hydrates that first, then shows its own session. */
const serverSnapshot = () => SIGNED_OUT;

export function useAuthState(): AuthState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, serverSnapshot);
}

/** The signed-in user with profile and roles; `me` is undefined while loading or signed out. */
export function useAuth(): { state: AuthState; me: MeResponse | undefined; meLoading: boolean } {
  const state = useAuthState();
  const signedIn = state.status === 'signedIn';
  const q = useQuery({ ...meQuery(signedIn ? state.session.user.id : 'anon'), enabled: signedIn });
  return { state, me: signedIn ? q.data : undefined, meLoading: signedIn && q.isPending };
}
