import { AdminScreen } from '../../route-parts.tsx';
import { TrialsManager } from '../../../features/admin/components/trials-manager.tsx';

export default function AdminProductTrialsRoute() {
  return (
    <AdminScreen title="Manage Product Trials">
      <TrialsManager />
    </AdminScreen>
  );
}
