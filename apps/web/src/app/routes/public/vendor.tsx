import { useParams } from 'react-router';
import { VendorDetail } from '../../../features/catalog/components/vendor-detail.tsx';

export default function VendorRoute() {
  const { id = '' } = useParams();
  return <VendorDetail key={id} id={id} />;
}
