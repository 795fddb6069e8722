import { experienceLabels, jobStatusLabels, jobTypeLabels, labelFor } from '@portal/shared/catalog';
import type { JobItem } from '@portal/shared/catalog-api';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { CardFooter, CardHead } from './card-media.tsx';
import { JobFacts } from './job-facts.tsx';
import { LikeButton } from './like-button.tsx';
import { Badge, cardClass } from './list-parts.tsx';

export function JobCard({ job }: { job: JobItem }) {
  return (
    <article className={cardClass} aria-labelledby={`j-${job.id}`} data-testid="job-card">
      <CardHead
        id={`j-${job.id}`}
        to={paths.job(job.id)}
        title={job.jobTitle}
        vendor={job.vendor}
        linkClass="hover:text-brand-700 hover:underline dark:hover:text-white"
        badges={
          <>
            <Badge tone={job.status === 'active' ? 'green' : job.status === 'inactive' ? 'red' : 'neutral'}>{labelFor(jobStatusLabels, job.status)}</Badge>
            <Badge>{labelFor(experienceLabels, job.experienceLevel)}</Badge>
            <Badge tone="blue">{labelFor(jobTypeLabels, job.jobType)}</Badge>
          </>
        }
      />
      <JobFacts job={job} />
      <CardFooter
        actions={
          job.jobPageUrl && (
            <a href={job.jobPageUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
              Apply
            </a>
          )
        }
        social={<LikeButton type="job" id={job.id} count={job.likeCount} liked={job.likedByMe} label={job.jobTitle} />}
      />
    </article>
  );
}
