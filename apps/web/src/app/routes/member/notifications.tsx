import { NotificationsList } from '../../../features/notifications/components/notifications-list.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function NotificationsRoute() {
  useTitle('Notifications');
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">Notifications</h1>
      <NotificationsList />
    </div>
  );
}
