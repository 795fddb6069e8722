import type { ConsentNeeded } from '@portal/shared/consent';
import { type QueryKey, type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from './api-client.ts';
import { useAuthState } from './auth.tsx';
import { askConsent } from './consent-prompt.ts';
import { loginPathFor } from './guards.tsx';
import { keepForSignIn, takePending } from './pending-form.ts';

type Options<T, R, K extends QueryKey> = {
  /** The panel's query for a viewer id ('anon' when signed out). */
  query: (userId: string) => UseQueryOptions<T, Error, T, K>;
  /** The page's answer for this viewer, fetched at `initialUpdatedAt`: it seeds the cache. */
  initial?: T;
  initialUpdatedAt?: number;
  run: () => Promise<R>;
  /** Query keys the action makes stale. */
  refresh: QueryKey[];
  /** The text of a failure the server did not explain. */
  failed: string;
  onDone?: () => void;
  /**
   * The name the press is kept under while a visitor signs in (lib/pending-form.ts): back on the page signed in,
   * the action runs once, as if they had pressed it again.
   */
  resume?: string;
};

/**
 * A side panel's data for the viewer and its one action (register for a webinar, activate a trial):
 * the action asks for consent when the server says so, refreshes the given keys and keeps its failure
 * text; `toLogin` sends a visitor to sign in and come back, and with `resume` the action is done on their return.
 */
export function useViewerAction<T, R extends { consentNeeded?: ConsentNeeded | null }, K extends QueryKey>(o: Options<T, R, K>) {
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.session.user.id : 'anon';
  const query = useQuery({
    ...o.query(userId),
    enabled: auth.status !== 'loading',
    initialData: o.initial,
    initialDataUpdatedAt: o.initial ? (o.initialUpdatedAt ?? Date.now()) : undefined,
  });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const action = useMutation({
    mutationFn: o.run,
    onSuccess: async (res) => {
      o.onDone?.();
      askConsent(res.consentNeeded);
      await Promise.all(o.refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (err) => setError(errorMessage(err, o.failed)),
  });
  const start = () => {
    setError(null);
    action.mutate();
  };
  const toLogin = (loc: Parameters<typeof loginPathFor>[0] = location) => {
    if (o.resume) keepForSignIn(o.resume, true);
    navigate(loginPathFor(loc));
  };
  // Back from signing in with a press kept for this page: do it (once; the mark is taken either way).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the session says who is here
  useEffect(() => {
    if (auth.status !== 'signedIn' || !o.resume) return;
    if (takePending<boolean>(o.resume)) start();
  }, [auth.status, o.resume]);
  // A press while the session is still being read (a server-rendered page just hydrated) waits for it: a member is
  // not sent to sign in, a visitor is once the session says so.
  const queued = useRef<{ member: () => void; visitor: () => void } | null>(null);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting || auth.status === 'loading') return;
    const press = queued.current;
    queued.current = null;
    setWaiting(false);
    if (auth.status === 'signedIn') press?.member();
    else press?.visitor();
  }, [waiting, auth.status]);
  /** The action's press: `member` when signed in, `visitor` when not, either once the session is known. */
  const press = (member: () => void, visitor: () => void) => {
    if (auth.status === 'loading') {
      queued.current = { member, visitor };
      setWaiting(true);
    } else if (auth.status === 'signedIn') member();
    else visitor();
  };
  return { auth, query, action, error, start, toLogin, press, waiting, location, queryClient };
}
