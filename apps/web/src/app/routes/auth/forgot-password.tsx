import { ForgotPasswordForm } from '../../../features/accounts/components/password-reset.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function ForgotPasswordRoute() {
  useTitle('Reset your password');
  return <ForgotPasswordForm />;
}
