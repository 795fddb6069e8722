import { AuthCallback } from '../../../features/accounts/components/auth-callback.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function AuthCallbackRoute() {
  useTitle('Confirming your e-mail');
  return <AuthCallback />;
}
