import { courseListOptions } from '../../../features/catalog/api/catalog-list-queries.ts';
import type { RouteData } from '../../../lib/route-data.ts';
import { simpleListParams } from '../../../features/catalog/components/simple-list.tsx';
import { CourseList } from '../../../features/catalog/components/catalog-lists.tsx';

export const data: RouteData = ({ search }) => [courseListOptions('anon', simpleListParams(search))];

export default function AiCoursesRoute() {
  return <CourseList />;
}
