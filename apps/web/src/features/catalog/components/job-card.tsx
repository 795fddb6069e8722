import { experienceLabels, formatLocation, formatSalary, jobStatusLabels, jobTypeLabels, labelFor } from '@portal/shared/catalog';
import type { JobItem } from '@portal/shared/catalog-api';
import { Briefcase, MapPin, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useDateFormat } from './format.ts';
import { CardFooter, CardVendor } from './card-media.tsx';
import { LikeButton } from './like-button.tsx';
import { Badge, cardClass } from './list-parts.tsx';

export function JobCard({ job }: { job: JobItem }) {
  const { formatDate } = useDateFormat();
  const salary = formatSalary(job.salaryMin, job.salaryMax, job.salaryCurrency);
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
      <div className="mt-3 mb-4 space-y-1 text-sm text-slate-600 dark:text-slate-300">
        <p className="flex items-center gap-1.5">
          <MapPin className="h-4 w-4" aria-hidden="true" /> {formatLocation(job)}
        </p>
        {salary && (
          <p className="flex items-center gap-1.5" data-testid="job-salary">
            <Wallet className="h-4 w-4" aria-hidden="true" /> {salary}
          </p>
        )}
        <p className="flex items-center gap-1.5">
          <Briefcase className="h-4 w-4" aria-hidden="true" /> Posted {formatDate(job.postedDate)}
        </p>
      </div>
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
