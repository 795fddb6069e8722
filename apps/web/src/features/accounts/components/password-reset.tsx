import { messages, PASSWORD_MIN } from '@portal/shared/accounts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { forgotPassword, resetPassword } from '../api/auth-api.ts';
import { AuthCard } from './auth-card.tsx';

const backToLogin = (
  <Link to={paths.login} className="font-medium text-brand-600 hover:underline dark:text-brand-300">
    Back to sign in
  </Link>
);

/** Request a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!email.trim()) {
      setError(messages.fillAll);
      return;
    }
    setBusy(true);
    try {
      setDone((await forgotPassword(email)).message);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'An unexpected error occurred');
    } finally {
      setBusy(false);
    }
  }
  return (
    <AuthCard title="Reset Your Password" subtitle="Enter your e-mail and we will send you a link to choose a new password." footer={backToLogin}>
      {done ? (
        <Alert tone="success">{done}</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {error && <Alert tone="error">{error}</Alert>}
          <Field label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Sending…' : 'Send Reset Link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!password || !confirm) return setError(messages.fillAll);
    if (password !== confirm) return setError(messages.passwordsMismatch);
    if (password.length < PASSWORD_MIN) return setError(messages.passwordShort);
    setBusy(true);
    try {
      const r = await resetPassword(token, password);
      navigate(paths.login, { replace: true, state: { notice: r.message } });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : messages.resetInvalid);
    } finally {
      setBusy(false);
    }
  }
  if (!token) {
    return (
      <AuthCard title="Choose a New Password" footer={backToLogin}>
        <Alert tone="error">{messages.resetInvalid}</Alert>
        <p className="mt-4 text-sm">
          <Link to={paths.forgotPassword} className="text-brand-600 hover:underline dark:text-brand-300">
            Request a new link
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a New Password" footer={backToLogin}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <Field
          label="New Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint="At least 6 characters"
        />
        <Field label="Confirm New Password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Saving…' : 'Update Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
