import { messages } from '@portal/shared/accounts';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { nextFrom } from '../../../lib/route-guards.tsx';
import { setSession } from '../../../lib/session.ts';
import { login, resendConfirmation } from '../api/auth-api.ts';
import { AuthCard } from './auth-card.tsx';

export function LoginForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [needsConfirm, setNeedsConfirm] = useState(false);
  const [notice, setNotice] = useState<string | null>((location.state as { notice?: string } | null)?.notice ?? null);
  const [busy, setBusy] = useState(false);
  const next = nextFrom(location.search);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setNotice(null);
    setNeedsConfirm(false);
    if (!email.trim() || !password) {
      setError(messages.fillAll);
      return;
    }
    setBusy(true);
    try {
      const session = await login({ email, password });
      setSession(session);
      navigate(next, { replace: true });
    } catch (err) {
      const msg = err instanceof ApiError ? err.message : messages.loginFailed;
      setError(msg || messages.loginFailed);
      setNeedsConfirm(err instanceof ApiError && err.message === messages.confirmFirst);
    } finally {
      setBusy(false);
    }
  }

  async function onResend() {
    try {
      const r = await resendConfirmation(email);
      setNotice(r.message);
      setError(null);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : messages.loginFailed);
    }
  }

  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Sign in to your account"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.signup} className="font-medium text-brand-600 hover:underline dark:text-brand-300">
            Sign up
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {error && (
          <Alert tone="error">
            {error}
            {needsConfirm && (
              <button type="button" onClick={onResend} className="ml-2 font-medium underline">
                Resend confirmation e-mail
              </button>
            )}
          </Alert>
        )}
        {notice && <Alert tone="success">{notice}</Alert>}
        <Field label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex justify-end">
          <Link to={paths.forgotPassword} className="text-sm text-brand-600 hover:underline dark:text-brand-300">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
