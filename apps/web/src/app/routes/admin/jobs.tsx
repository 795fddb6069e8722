import { NoticeProvider } from '../../../components/ui/notice.tsx';
import { JobsManager } from '../../../features/admin/components/jobs-manager.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function AdminJobsRoute() {
  useTitle('Manage Jobs');
  return (
    <NoticeProvider>
      <JobsManager />
    </NoticeProvider>
  );
}
