import { NotificationsList } from '../../../features/notifications/components/notifications-list.tsx';
import { MemberPage } from '../../route-parts.tsx';

export default function NotificationsRoute() {
  return (
    <MemberPage title="Notifications">
      <NotificationsList />
    </MemberPage>
  );
}
