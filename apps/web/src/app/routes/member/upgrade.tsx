import { UpgradePage } from '../../../features/billing/components/upgrade-page.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function UpgradeRoute() {
  useTitle('Upgrade to Pro');
  return (
    <div className="max-w-5xl">
      <UpgradePage />
    </div>
  );
}
