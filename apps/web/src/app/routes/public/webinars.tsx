import { WebinarList } from '../../../features/catalog/components/webinar-list.tsx';

export default function WebinarsRoute() {
  return <WebinarList />;
}
