import { MyAlerts } from '../../../features/alerts/components/my-alerts.tsx';
import { VendorSharing } from '../../../features/consent/components/vendor-sharing.tsx';
import { PreferencesForm } from '../../../features/profile/components/preferences-form.tsx';
import { MemberPage } from '../../route-parts.tsx';

export default function PreferencesRoute() {
  return (
    <MemberPage title="Preferences">
      <PreferencesForm />
      <VendorSharing />
      <MyAlerts />
    </MemberPage>
  );
}
