import { CertificationList } from '../../../features/catalog/components/catalog-lists.tsx';

export default function CertificationsRoute() {
  return <CertificationList />;
}
