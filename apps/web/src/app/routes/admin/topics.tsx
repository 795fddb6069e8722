import { AdminScreen } from '../../route-parts.tsx';
import { TopicsManager } from '../../../features/admin/components/topics-manager.tsx';

export default function AdminTopicsRoute() {
  return (
    <AdminScreen title="Manage Topics">
      <TopicsManager />
    </AdminScreen>
  );
}
