import { useQuery } from '@tanstack/react-query';
import { MyAlerts } from '../../../features/alerts/components/my-alerts.tsx';
import { VendorSharing } from '../../../features/consent/components/vendor-sharing.tsx';
import { preferencesQuery } from '../../../features/profile/api/profile-api.ts';
import { PreferencesForm } from '../../../features/profile/components/preferences-form.tsx';
import { MemberPage } from '../../route-parts.tsx';

export default function PreferencesRoute() {
  // The form is the tallest part and its placeholder cannot know its height: the sections under it come once it is
  // there, so they never move down while the page loads (decision 2111).
  const form = useQuery(preferencesQuery());
  return (
    <MemberPage title="Preferences">
      <PreferencesForm />
      {!form.isPending && (
        <>
          <VendorSharing />
          <MyAlerts />
        </>
      )}
    </MemberPage>
  );
}
