import { AdminScreen } from '../../route-parts.tsx';
import { UpdatesManager } from '../../../features/admin/components/updates-manager.tsx';

export default function AdminProductUpdatesRoute() {
  return (
    <AdminScreen title="Product Updates">
      <UpdatesManager />
    </AdminScreen>
  );
}
