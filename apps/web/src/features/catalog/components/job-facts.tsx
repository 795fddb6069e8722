import { formatLocation, formatSalary } from '@portal/shared/catalog';
import { Icon } from '../../../components/ui/icon.tsx';
import { DateText } from './date-text.tsx';

type JobFactsInput = Parameters<typeof formatLocation>[0] & {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  postedDate: string | null;
};

/** Location, salary (by the spec's display rules) and posted date: the same on the job card and the job page. */
export function JobFacts({ job, className = 'mt-3 mb-4' }: { job: JobFactsInput; className?: string }) {
  const salary = formatSalary(job.salaryMin, job.salaryMax, job.salaryCurrency);
  return (
    <div className={`${className} space-y-1 text-sm text-slate-600 dark:text-slate-300`}>
      <p className="flex items-center gap-1.5" data-testid="job-location">
        <Icon name="map-pin" className="h-4 w-4" /> {formatLocation(job)}
      </p>
      {salary && (
        <p className="flex items-center gap-1.5" data-testid="job-salary">
          <Icon name="wallet" className="h-4 w-4" /> {salary}
        </p>
      )}
      <p className="flex items-center gap-1.5">
        <Icon name="briefcase" className="h-4 w-4" /> Posted <DateText value={job.postedDate} />
      </p>
    </div>
  );
}
