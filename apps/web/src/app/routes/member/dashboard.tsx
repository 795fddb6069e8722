import { displayName } from '@portal/shared/accounts';
import { useAuthState } from '../../../lib/auth.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function DashboardRoute() {
  useTitle('Dashboard');
  const state = useAuthState();
  const email = state.status === 'signedIn' ? state.session.user.email : '';
  return (
    <section>
      <h1 className="text-2xl font-semibold">Welcome back, {displayName(email)}!</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">Here is what is new in AI-powered test automation.</p>
    </section>
  );
}
