import { FeedLink } from '../../../components/calendar-subscribe.tsx';
import { CreateAlertButton } from '../../../features/alerts/components/create-alert.tsx';
import { jobListOptions } from '../../../features/catalog/api/catalog-list-queries.ts';
import { JobList, jobListParams } from '../../../features/catalog/components/job-list.tsx';
import type { RouteData } from '../../../lib/route-data.ts';

export const data: RouteData = ({ search }) => [jobListOptions('anon', jobListParams(search))];

export default function JobsRoute() {
  return (
    <>
      <FeedLink path="/rss/jobs.xml" title="AI Testing Hub jobs (RSS)" />
      <JobList actions={<CreateAlertButton />} />
    </>
  );
}
