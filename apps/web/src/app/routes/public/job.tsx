import { jobQuery } from '../../../features/catalog/api/catalog-detail-queries.ts';
import { JobDetail } from '../../../features/catalog/components/job-detail.tsx';
import type { RouteData } from '../../../lib/route-data.ts';
import { useViewedId } from '../../route-parts.tsx';

export default function JobRoute() {
  const id = useViewedId('job');
  return <JobDetail key={id} id={id} />;
}

/** Rendered on the server with the job's answer fetched first (lib/route-data.ts). */
export const data: RouteData = ({ params }) => [jobQuery(params.id ?? '')];
