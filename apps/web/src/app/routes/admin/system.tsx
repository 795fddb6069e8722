import { SystemScreen } from '../../../features/admin/components/system-screen.tsx';
import { AdminScreen } from '../../route-parts.tsx';

export default function AdminSystemRoute() {
  return (
    <AdminScreen title="System">
      <SystemScreen />
    </AdminScreen>
  );
}
