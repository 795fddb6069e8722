import { ProWelcome } from '../../../features/billing/components/pro-welcome.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function UpgradeWelcomeRoute() {
  useTitle('Welcome to Pro');
  return (
    <div className="max-w-3xl">
      <ProWelcome />
    </div>
  );
}
