import { useParams } from 'react-router';
import { TrialDetail } from '../../../features/catalog/components/trial-detail.tsx';

export default function ProductTrialRoute() {
  const { id = '' } = useParams();
  return <TrialDetail key={id} id={id} />;
}
