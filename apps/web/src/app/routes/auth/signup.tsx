import { SignupForm } from '../../../features/accounts/components/signup-form.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function SignupRoute() {
  useTitle('Create your account');
  return <SignupForm />;
}
