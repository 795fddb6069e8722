import { AdminScreen } from '../../route-parts.tsx';
import { JobsManager } from '../../../features/admin/components/jobs-manager.tsx';

export default function AdminJobsRoute() {
  return (
    <AdminScreen title="Manage Jobs">
      <JobsManager />
    </AdminScreen>
  );
}
