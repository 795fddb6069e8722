import { adminLinks } from '../../../components/layouts/sidebar-links.ts';
import { AdminDashboard } from '../../../features/admin/components/admin-dashboard.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function AdminHomeRoute() {
  useTitle('Admin Dashboard');
  return <AdminDashboard links={adminLinks.filter((l) => !l.end)} />;
}
