import { AdminScreen } from '../../route-parts.tsx';
import { WebinarsManager } from '../../../features/admin/components/webinars-manager.tsx';

export default function AdminWebinarsRoute() {
  return (
    <AdminScreen title="Manage Webinars">
      <WebinarsManager />
    </AdminScreen>
  );
}
