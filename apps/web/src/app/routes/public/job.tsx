import { useParams } from 'react-router';
import { JobDetail } from '../../../features/catalog/components/job-detail.tsx';
import { useViewBeacon } from '../../../lib/view-beacon.ts';

export default function JobRoute() {
  const { id = '' } = useParams();
  useViewBeacon('job', id);
  return <JobDetail key={id} id={id} />;
}
