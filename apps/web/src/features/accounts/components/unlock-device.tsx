import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@portal/shared/accounts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { unlockDevice } from '../api/auth-api.ts';
import { AuthCard } from './auth-card.tsx';

/**
 * Target of the e-mailed unlock link (sent when sign-ins to an account are being slowed down). The
 * link itself changes nothing: a press of the button POSTs the token, so a mail scanner that opens
 * links cannot use it up. The browser then counts as a known device of that account.
 */
export function UnlockDevice() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<{ done?: string; error?: string; busy?: boolean }>({});
  const trust = () => {
    if (!token) return setState({ error: messages.unlockInvalid });
    setState({ busy: true });
    unlockDevice(token)
      .then((r) => setState({ done: r.message }))
      .catch((err) => setState({ error: err instanceof ApiError ? err.message : 'An unexpected error occurred' }));
  };
  return (
    <AuthCard title="Trust this device">
      {state.done ? (
        <div className="space-y-4">
          <Alert tone="success">{state.done}</Alert>
          <ButtonLink to={paths.login} className="w-full">
            Sign in
          </ButtonLink>
        </div>
      ) : (
        <div className="space-y-4">
          {state.error && <Alert tone="error">{state.error}</Alert>}
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Sign-ins to your account are being slowed down after many failed attempts. Trust this browser to sign in from it with your password straight away.
          </p>
          <Button className="w-full" onClick={trust} disabled={state.busy || Boolean(state.error)}>
            Trust this device
          </Button>
          <p className="text-sm">
            <Link to={paths.forgotPassword} className="text-brand-600 hover:underline dark:text-brand-100">
              Forgot your password?
            </Link>
          </p>
        </div>
      )}
    </AuthCard>
  );
}
