import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { alertKeys } from '../../../features/alerts/api/alerts-api.ts';
import { type AlertDraft, MyAlerts, saveAlertDraft } from '../../../features/alerts/components/my-alerts.tsx';
import { VendorSharing } from '../../../features/consent/components/vendor-sharing.tsx';
import { PreferencesForm } from '../../../features/profile/components/preferences-form.tsx';
import { MemberPage } from '../../route-parts.tsx';

/** One form, one Save Changes at its end, for every setting on the page, job alert frequencies included (docs/decisions/2105). */
export default function PreferencesRoute() {
  const queryClient = useQueryClient();
  const [alertDraft, setAlertDraft] = useState<AlertDraft>({});
  const saveMore = async () => {
    await saveAlertDraft(alertDraft);
    setAlertDraft({});
    await queryClient.invalidateQueries({ queryKey: alertKeys.all });
  };
  return (
    <MemberPage title="Preferences">
      <PreferencesForm saveMore={saveMore}>
        {/* Rendered with the form once its data is there, so nothing moves down while the page loads (decision 2111). */}
        <VendorSharing />
        <MyAlerts draft={alertDraft} onDraft={setAlertDraft} />
      </PreferencesForm>
    </MemberPage>
  );
}
