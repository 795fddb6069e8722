import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/session.ts';
import { confirmEmail } from '../api/auth-api.ts';
import { AuthCard } from './auth-card.tsx';

const invalidLink = 'This confirmation link is invalid or has expired.';

/** Target of the sign-up e-mail: confirms the address, signs in and goes to /dashboard. */
export function AuthCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const token = params.get('token');
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setError(invalidLink);
      return;
    }
    confirmEmail(token)
      .then((s) => {
        setSession(s);
        navigate(paths.dashboard, { replace: true });
      })
      // A malformed token is answered with a validation message meant for developers: the member
      // only needs to know the link is unusable.
      .catch((err) => setError(err instanceof ApiError ? (err.code === 'validation_error' ? invalidLink : err.message) : 'An unexpected error occurred'));
  }, [token, navigate]);
  return (
    <AuthCard title={error ? 'We could not confirm your e-mail' : 'Confirming your e-mail'}>
      {error ? (
        <div className="space-y-4">
          <Alert tone="error">{error}</Alert>
          <p className="text-sm">
            <Link to={paths.login} className="text-brand-600 hover:underline dark:text-brand-300">
              Go to sign in
            </Link>{' '}
            to request a new confirmation e-mail.
          </p>
        </div>
      ) : (
        <Spinner label="Confirming your e-mail address" />
      )}
    </AuthCard>
  );
}
