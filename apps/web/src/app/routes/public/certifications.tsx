import { certificationListOptions } from '../../../features/catalog/api/catalog-list-queries.ts';
import type { RouteData } from '../../../lib/route-data.ts';
import { simpleListParams } from '../../../features/catalog/components/simple-list.tsx';
import { CertificationList } from '../../../features/catalog/components/catalog-lists.tsx';

export const data: RouteData = ({ search }) => [certificationListOptions('anon', simpleListParams(search))];

export default function CertificationsRoute() {
  return <CertificationList />;
}
