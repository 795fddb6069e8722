import { ResetPasswordForm } from '../../../features/accounts/components/password-reset.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function ResetPasswordRoute() {
  useTitle('Choose a new password');
  return <ResetPasswordForm />;
}
