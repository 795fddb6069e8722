import { AdminScreen } from '../../route-parts.tsx';
import { ContentManager } from '../../../features/admin/components/content-manager.tsx';

export default function AdminAiCoursesRoute() {
  return (
    <AdminScreen title="Manage AI Courses">
      <ContentManager kind="course" />
    </AdminScreen>
  );
}
