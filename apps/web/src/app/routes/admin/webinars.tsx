import { NoticeProvider } from '../../../components/ui/notice.tsx';
import { WebinarsManager } from '../../../features/admin/components/webinars-manager.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function AdminWebinarsRoute() {
  useTitle('Manage Webinars');
  return (
    <NoticeProvider>
      <WebinarsManager />
    </NoticeProvider>
  );
}
