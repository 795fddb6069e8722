import { NoticeProvider } from '../../../components/ui/notice.tsx';
import { TrialsManager } from '../../../features/admin/components/trials-manager.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function AdminProductTrialsRoute() {
  useTitle('Manage Product Trials');
  return (
    <NoticeProvider>
      <TrialsManager />
    </NoticeProvider>
  );
}
