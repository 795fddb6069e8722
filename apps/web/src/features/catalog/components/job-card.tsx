import { experienceLabels, jobStatusLabels, jobTypeLabels, labelFor } from '@portal/shared/catalog';
import type { JobItem } from '@portal/shared/catalog-api';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { CardFooter, CardVendor } from './card-media.tsx';
import { JobFacts } from './job-facts.tsx';
import { LikeButton } from './like-button.tsx';
import { Badge, cardClass } from './list-parts.tsx';

export function JobCard({ job }: { job: JobItem }) {
  return (
    <article className={cardClass} aria-labelledby={`j-${job.id}`} data-testid="job-card">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <Badge tone={job.status === 'active' ? 'green' : job.status === 'inactive' ? 'red' : 'neutral'}>{labelFor(jobStatusLabels, job.status)}</Badge>
        <Badge>{labelFor(experienceLabels, job.experienceLevel)}</Badge>
        <Badge tone="blue">{labelFor(jobTypeLabels, job.jobType)}</Badge>
      </div>
      <h3 id={`j-${job.id}`} className="font-semibold">
        <Link to={paths.job(job.id)} className="hover:text-brand-700 hover:underline dark:hover:text-white">
          {job.jobTitle}
        </Link>
      </h3>
      <CardVendor vendor={job.vendor} />
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
