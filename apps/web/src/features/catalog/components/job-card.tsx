import { experienceLabels, jobStatusLabels, jobTypeLabels, labelFor } from '@portal/shared/catalog';
import type { JobItem } from '@portal/shared/catalog-api';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { CatalogCard } from './catalog-card.tsx';
import { JobFacts } from './job-facts.tsx';
import { LikeButton } from './like-button.tsx';
import { Badge } from './card-parts.tsx';

export function JobCard({ job }: { job: JobItem }) {
  return (
    <CatalogCard
      testId="job-card"
      head={{
        id: `j-${job.id}`,
        to: paths.job(job.id),
        title: job.jobTitle,
        vendor: job.vendor,
        linkClass: 'hover:text-brand-700 hover:underline dark:hover:text-white',
        badges: (
          <>
            <Badge tone={job.status === 'active' ? 'green' : job.status === 'inactive' ? 'red' : 'neutral'}>{labelFor(jobStatusLabels, job.status)}</Badge>
            <Badge>{labelFor(experienceLabels, job.experienceLevel)}</Badge>
            <Badge tone="blue">{labelFor(jobTypeLabels, job.jobType)}</Badge>
          </>
        ),
      }}
      actions={
        job.jobPageUrl && (
          <a href={job.jobPageUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
            Apply
          </a>
        )
      }
      social={<LikeButton type="job" id={job.id} count={job.likeCount} liked={job.likedByMe} label={job.jobTitle} />}
    >
      <JobFacts job={job} />
    </CatalogCard>
  );
}
