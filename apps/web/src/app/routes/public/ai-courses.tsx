import { CourseList } from '../../../features/catalog/components/catalog-lists.tsx';

export default function AiCoursesRoute() {
  return <CourseList />;
}
