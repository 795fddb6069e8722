import { AdminScreen } from '../../route-parts.tsx';
import { ContentManager } from '../../../features/admin/components/content-manager.tsx';

export default function AdminCertificationsRoute() {
  return (
    <AdminScreen title="Manage Certifications">
      <ContentManager kind="certification" />
    </AdminScreen>
  );
}
