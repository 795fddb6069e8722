import { useQueryClient } from '@tanstack/react-query';
import { CancelSubscription } from '../../../features/billing/components/cancel-subscription.tsx';
import { profileKeys } from '../../../features/profile/api/profile-api.ts';
import { AccountSettings } from '../../../features/profile/components/account-settings.tsx';
import { ProfileView } from '../../../features/profile/components/profile-view.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function ProfileRoute() {
  useTitle('Profile');
  const queryClient = useQueryClient();
  return (
    <div className="max-w-3xl space-y-8">
      <ProfileView />
      <CancelSubscription onChange={() => void queryClient.invalidateQueries({ queryKey: profileKeys.profile })} />
      <section aria-labelledby="account-heading" className="space-y-4">
        <h2 id="account-heading" className="text-xl font-semibold">
          Account
        </h2>
        <AccountSettings />
      </section>
    </div>
  );
}
