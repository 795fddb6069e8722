import * as email from '@portal/shared/email-contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, contractKey } from '../../../lib/api-contract.ts';

// The link's signed token is the only credential: no session is sent (auth: false).
const subscriptionKey = (token: string) => contractKey(email.subscription, { query: { token } });

/** Whether the member named by the token still gets that kind of e-mail (reads only; mail scanners follow links). */
export function useSubscriptionState(token: string) {
  return useQuery({
    queryKey: subscriptionKey(token),
    queryFn: ({ signal }) => call(email.subscription, { query: { token }, signal, auth: false }),
    enabled: token.length > 0,
    retry: false,
  });
}

/** Unsubscribe, re-subscribe or send less often; the answer replaces the state read. */
export function useChangeSubscription(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'unsubscribe' | 'resubscribe' | 'less_often') => call(email.changeSubscription, { query: { token }, body: { action }, auth: false }),
    onSuccess: (data) => client.setQueryData(subscriptionKey(token), data),
  });
}
