import { ReviewQueue } from '../../../features/admin/components/review-queue.tsx';
import { AdminScreen } from '../../route-parts.tsx';

export default function AdminSubmissionsRoute() {
  return (
    <AdminScreen title="Review Queue">
      <ReviewQueue />
    </AdminScreen>
  );
}
