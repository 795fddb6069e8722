import { JobList } from '../../../features/catalog/components/job-list.tsx';

export default function JobsRoute() {
  return <JobList />;
}
