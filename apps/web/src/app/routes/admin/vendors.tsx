import { NoticeProvider } from '../../../components/ui/notice.tsx';
import { VendorsManager } from '../../../features/admin/components/vendors-manager.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function AdminVendorsRoute() {
  useTitle('Manage Vendors');
  return (
    <NoticeProvider>
      <VendorsManager />
    </NoticeProvider>
  );
}
