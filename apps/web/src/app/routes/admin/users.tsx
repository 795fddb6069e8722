import { UsersManager } from '../../../features/admin-users/components/users-manager.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function AdminUsersRoute() {
  useTitle('Manage Users');
  return <UsersManager />;
}
