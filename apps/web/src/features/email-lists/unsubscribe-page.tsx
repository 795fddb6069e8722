import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { useChangeSubscription, useSubscriptionState } from './api/unsubscribe-api.ts';

const invalidLink = 'This unsubscribe link is not valid.';

/**
 * What the page says when the link's token cannot be read: a refused token (400, 404, 410: malformed, unknown,
 * outdated) is the link's fault, said in words; only other failures (network, server) show their own message.
 * The server's validation text ('Too small: expected string…') is never shown.
 */
const failureText = (err: unknown) => (err instanceof ApiError && err.status >= 400 && err.status < 500 ? invalidLink : errorMessage(err, invalidLink));

/**
 * The landing page of the unsubscribe link in bulk e-mails. Opening it only reads the state (mail
 * scanners follow links); every change is a POST made by a button.
 */
export function UnsubscribePage() {
  useTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const state = useSubscriptionState(token);
  const change = useChangeSubscription(token);
  const s = state.data;
  const busy = change.isPending;

  return (
    <div className="mx-auto max-w-lg space-y-4 py-8">
      <h1 className="text-2xl font-semibold">Unsubscribe</h1>
      {!token || state.isError ? (
        <Alert tone="error">{token ? failureText(state.error) : invalidLink}</Alert>
      ) : !s ? (
        <p className="text-slate-700 dark:text-slate-200">Loading…</p>
      ) : s.subscribed ? (
        <>
          <p className="text-slate-700 dark:text-slate-200">
            You receive {s.label}. Press the button to unsubscribe from it; your other e-mails stay as they are.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => change.mutate('unsubscribe')} disabled={busy}>
              Unsubscribe
            </Button>
            {s.lessOften && (
              <Button variant="secondary" onClick={() => change.mutate('less_often')} disabled={busy}>
                Send less often ({s.lessOften.label} instead)
              </Button>
            )}
          </div>
        </>
      ) : (
        <>
          <Alert tone="success">
            You are unsubscribed from {s.label}.{s.lessOften?.subscribed ? ` You will receive ${s.lessOften.label} instead.` : ''}
          </Alert>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => change.mutate('resubscribe')} disabled={busy}>
              Re-subscribe
            </Button>
            {s.lessOften && !s.lessOften.subscribed && (
              <Button variant="secondary" onClick={() => change.mutate('less_often')} disabled={busy}>
                Send less often ({s.lessOften.label} instead)
              </Button>
            )}
          </div>
        </>
      )}
      {change.isError && <Alert tone="error">{failureText(change.error)}</Alert>}
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Signed in?{' '}
        <Link to="/preferences" className="font-medium text-brand-700 underline hover:no-underline dark:text-brand-300">
          Manage all your e-mail preferences
        </Link>
        .
      </p>
    </div>
  );
}
