import { NoticeProvider } from '../../../components/ui/notice.tsx';
import { TopicsManager } from '../../../features/admin/components/topics-manager.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function AdminTopicsRoute() {
  useTitle('Manage Topics');
  return (
    <NoticeProvider>
      <TopicsManager />
    </NoticeProvider>
  );
}
