import { AdminMessages } from '../../../features/contact/components/admin-messages.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function AdminMessagesRoute() {
  useTitle('Contact Messages');
  return <AdminMessages />;
}
