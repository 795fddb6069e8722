import { NoticeProvider } from '../../../components/ui/notice.tsx';
import { UpdatesManager } from '../../../features/admin/components/updates-manager.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function AdminProductUpdatesRoute() {
  useTitle('Product Updates');
  return (
    <NoticeProvider>
      <UpdatesManager />
    </NoticeProvider>
  );
}
