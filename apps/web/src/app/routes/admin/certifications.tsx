import { NoticeProvider } from '../../../components/ui/notice.tsx';
import { ContentManager } from '../../../features/admin/components/content-manager.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function AdminCertificationsRoute() {
  useTitle('Manage Certifications');
  return (
    <NoticeProvider>
      <ContentManager kind="certification" />
    </NoticeProvider>
  );
}
