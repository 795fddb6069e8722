import { FeedLink } from '../../../components/calendar-subscribe.tsx';
import { CreateAlertButton } from '../../../features/alerts/components/create-alert.tsx';
import { JobList } from '../../../features/catalog/components/job-list.tsx';

export default function JobsRoute() {
  return (
    <>
      <FeedLink path="/rss/jobs.xml" title="AI Testing Hub jobs (RSS)" />
      <JobList actions={<CreateAlertButton />} />
    </>
  );
}
