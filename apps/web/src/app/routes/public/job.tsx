import { useParams } from 'react-router';
import { JobDetail } from '../../../features/catalog/components/job-detail.tsx';

export default function JobRoute() {
  const { id = '' } = useParams();
  return <JobDetail key={id} id={id} />;
}
