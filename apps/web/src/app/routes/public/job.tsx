import { JobDetail } from '../../../features/catalog/components/job-detail.tsx';
import { useViewedId } from '../../route-parts.tsx';

export default function JobRoute() {
  const id = useViewedId('job');
  return <JobDetail key={id} id={id} />;
}
