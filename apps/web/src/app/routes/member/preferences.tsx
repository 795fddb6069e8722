import { MyAlerts } from '../../../features/alerts/components/my-alerts.tsx';
import { VendorSharing } from '../../../features/consent/components/vendor-sharing.tsx';
import { PreferencesForm } from '../../../features/profile/components/preferences-form.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function PreferencesRoute() {
  useTitle('Preferences');
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">Preferences</h1>
      <PreferencesForm />
      <VendorSharing />
      <MyAlerts />
    </div>
  );
}
