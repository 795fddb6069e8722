import { messages, signupForm } from '@portal/shared/accounts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { signup } from '../api/auth-api.ts';
import { AuthCard } from './auth-card.tsx';

export function SignupForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // An invitation link carries the invited address (?email=...).
  const [form, setForm] = useState({ email: params.get('email') ?? '', password: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [k]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const check = signupForm.safeParse(form);
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? messages.signupFailed);
      return;
    }
    setBusy(true);
    try {
      const r = await signup({ email: form.email, password: form.password });
      navigate(paths.login, { state: { notice: r.message } });
    } catch (err) {
      setError((err instanceof ApiError && err.message) || messages.signupFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Create Your Account"
      subtitle="Join the community for AI-powered test automation"
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className="font-medium text-brand-600 hover:underline dark:text-brand-300">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <Field label="Email" type="email" name="email" autoComplete="email" value={form.email} onChange={set('email')} />
        {(
          [
            ['Password', 'password', 'At least 6 characters'],
            ['Confirm Password', 'confirmPassword', undefined],
          ] as const
        ).map(([label, name, hint]) => (
          <Field key={name} label={label} type="password" name={name} autoComplete="new-password" value={form[name]} onChange={set(name)} hint={hint} />
        ))}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Creating account…' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
