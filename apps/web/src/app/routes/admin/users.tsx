import { NoticeProvider } from '../../../components/ui/notice.tsx';
import { ResourceScreen } from '../../../features/admin/components/resource-screen.tsx';
import { useUsersScreen } from '../../../features/admin-users/components/users-screen.tsx';
import { useTitle } from '../../../lib/use-title.ts';

/** Manage Users: the admin resource screen configured by the admin-users feature. */
function UsersScreen() {
  return <ResourceScreen {...useUsersScreen()} />;
}

export default function AdminUsersRoute() {
  useTitle('Manage Users');
  return (
    <NoticeProvider>
      <UsersScreen />
    </NoticeProvider>
  );
}
