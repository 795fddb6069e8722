import { AdminScreen } from '../../route-parts.tsx';
import { VendorsManager } from '../../../features/admin/components/vendors-manager.tsx';

export default function AdminVendorsRoute() {
  return (
    <AdminScreen title="Manage Vendors">
      <VendorsManager />
    </AdminScreen>
  );
}
