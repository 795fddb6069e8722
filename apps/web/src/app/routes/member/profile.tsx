import { useQuery, useQueryClient } from '@tanstack/react-query';
import { subscriptionQuery } from '../../../features/billing/api/billing-api.ts';
import { CancelSubscription } from '../../../features/billing/components/cancel-subscription.tsx';
import { profileKeys, profileQuery } from '../../../features/profile/api/profile-api.ts';
import { AccountSettings } from '../../../features/profile/components/account-settings.tsx';
import { ProfileView } from '../../../features/profile/components/profile-view.tsx';
import { useAuthState } from '../../../lib/auth.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function ProfileRoute() {
  useTitle('Profile');
  const queryClient = useQueryClient();
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.session.user.id : '';
  // The parts under the profile come once it (and the subscription, shown between) is there: a placeholder cannot
  // know their height, and nothing may move down while the page loads (decision 2111).
  const profile = useQuery(profileQuery());
  const subscription = useQuery({ ...subscriptionQuery(userId), enabled: Boolean(userId) });
  const settled = !profile.isPending && !subscription.isPending;
  return (
    <div className="max-w-3xl space-y-8">
      <ProfileView />
      {settled && (
        <>
          <CancelSubscription onChange={() => void queryClient.invalidateQueries({ queryKey: profileKeys.profile })} />
          <section aria-labelledby="account-heading" className="space-y-4">
            <h2 id="account-heading" className="text-xl font-semibold">
              Account
            </h2>
            <AccountSettings />
          </section>
        </>
      )}
    </div>
  );
}
