import { useParams } from 'react-router';
import { ComparePage } from '../../../features/catalog/components/compare-page.tsx';

export default function CompareRoute() {
  const { key = '' } = useParams();
  return <ComparePage key={key} compareKey={key} />;
}
