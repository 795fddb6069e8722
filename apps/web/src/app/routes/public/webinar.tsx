import { useParams } from 'react-router';
import { WebinarDetail } from '../../../features/catalog/components/webinar-detail.tsx';

export default function WebinarRoute() {
  const { id = '' } = useParams();
  return <WebinarDetail key={id} id={id} />;
}
