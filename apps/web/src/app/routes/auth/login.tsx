import { LoginForm } from '../../../features/accounts/components/login-form.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function LoginRoute() {
  useTitle('Sign in');
  return <LoginForm />;
}
