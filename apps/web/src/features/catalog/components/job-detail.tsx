import { experienceLabels, type ExperienceLevel, jobTypeLabels, labelFor } from '@portal/shared/catalog';
import { catalogMessages, type JobDetailResponse } from '@portal/shared/catalog-api';
import { useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { MobileActionBar } from '../../../components/ui/mobile-action-bar.tsx';
import { paths } from '../../../config/paths.ts';
import { linkableImage, useHead } from '../../../lib/head.tsx';
import { useViewBeacon } from '../../../lib/view-beacon.ts';
import { useJob } from '../api/catalog-detail-queries.ts';
import { DetailPage, DetailSocial, VendorLink } from './detail-parts.tsx';
import { JobFacts } from './job-facts.tsx';

import { Badge } from './card-parts.tsx';

const employmentType: Record<string, string> = { 'full-time': 'FULL_TIME', 'part-time': 'PART_TIME', contract: 'CONTRACTOR', remote: 'FULL_TIME' };
/** Jobs carry no closing date: a posting is offered to search engines for 60 days after it was posted. */
const VALID_DAYS = 60;

function validThrough(postedDate: string | null): string | undefined {
  if (!postedDate) return undefined;
  const d = new Date(`${postedDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return undefined;
  d.setUTCDate(d.getUTCDate() + VALID_DAYS);
  return d.toISOString();
}

/** schema.org JobPosting for an open job (on its own page only, as Google's guidelines ask). */
function jobPostingLd(j: JobDetailResponse, url: string): Record<string, unknown> {
  const remote = j.jobType === 'remote';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: j.jobTitle,
    description: j.jobDescription ?? j.jobTitle,
    datePosted: j.postedDate ?? undefined,
    validThrough: validThrough(j.postedDate),
    employmentType: employmentType[j.jobType],
    hiringOrganization: j.vendor ? { '@type': 'Organization', name: j.vendor.name, logo: linkableImage(j.vendor.logoUrl) } : undefined,
    jobLocationType: remote ? 'TELECOMMUTE' : undefined,
    applicantLocationRequirements: remote && j.locationCountry ? { '@type': 'Country', name: j.locationCountry } : undefined,
    jobLocation:
      !remote && (j.locationCity || j.locationCountry)
        ? {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: j.locationCity ?? undefined,
              addressRegion: j.locationState ?? undefined,
              addressCountry: j.locationCountry ?? undefined,
            },
          }
        : undefined,
    baseSalary:
      j.salaryMin || j.salaryMax
        ? {
            '@type': 'MonetaryAmount',
            currency: j.salaryCurrency,
            value: { '@type': 'QuantitativeValue', minValue: j.salaryMin ?? undefined, maxValue: j.salaryMax ?? undefined, unitText: 'YEAR' },
          }
        : undefined,
    experienceRequirements: experienceLabels[j.experienceLevel as ExperienceLevel] ?? j.experienceLevel,
    qualifications: j.requirements.length ? j.requirements.join('\n') : undefined,
    url,
  };
}

/** /jobs/{id}: the job with Apply (the employer's page, in a new tab), like and share; a closed job says it is no longer open. */
export function JobDetail({ id }: { id: string }) {
  const q = useJob(id);
  // A view is counted only for an item that exists.
  useViewBeacon('job', q.data ? id : '');
  const j = q.data;
  const open = j?.status === 'active';
  // The API answers 410 for a closed or inactive job (without its details), like this page.
  const gone = (q.error as { status?: number } | null)?.status === 410;
  useHead({
    title: j ? j.jobTitle : gone ? catalogMessages.jobNoLongerOpen : q.isError ? catalogMessages.jobNotFound : 'Job',
    description: j ? (j.jobDescription ?? `${j.jobTitle}${j.vendor ? ` at ${j.vendor.name}` : ''}`).slice(0, 160) : undefined,
    image: j?.vendor?.logoUrl,
    status: gone || (j && !open) ? 410 : undefined,
    jsonLd: j && open ? ({ url }) => jobPostingLd(j, url) : undefined,
  });
  if (gone) {
    return (
      <div role="status" className="mx-auto max-w-md py-16 text-center">
        <h1 className="text-2xl font-semibold">{catalogMessages.jobNoLongerOpen}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">This position is not accepting applications any more.</p>
        <Link to={paths.jobs} className={buttonClass('secondary', 'mt-6 justify-center')}>
          Browse open jobs
        </Link>
      </div>
    );
  }
  return (
    <DetailPage q={q} notFound={catalogMessages.jobNotFound} back={{ to: paths.jobs, label: 'Back to Jobs' }}>
      {(j) => (
        <>
          <div>
            <div className="mb-3 flex flex-wrap items-center gap-2">
              <Badge tone="blue">{labelFor(jobTypeLabels, j.jobType)}</Badge>
              <Badge>{experienceLabels[j.experienceLevel as ExperienceLevel] ?? j.experienceLevel}</Badge>
            </div>
            <h1 className="text-3xl font-semibold tracking-tight">{j.jobTitle}</h1>
            {j.vendor && (
              <p className="mt-2">
                <VendorLink vendor={j.vendor} className="dark:text-brand-100" />
              </p>
            )}
            <JobFacts job={j} className="mt-3" />
            <DetailSocial type="job" item={j} title={j.jobTitle} path={paths.job(j.id)} />
            {j.jobDescription && (
              <section className="mt-6">
                <h2 className="text-lg font-semibold">Description</h2>
                <div className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-300">{j.jobDescription}</div>
              </section>
            )}
            {j.requirements.length > 0 && (
              <section className="mt-6">
                <h2 className="text-lg font-semibold">Requirements</h2>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
                  {j.requirements.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </section>
            )}
          </div>
          <aside className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            {open ? (
              <>
                <h2 className="font-semibold">Interested?</h2>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Apply on the employer's site.</p>
                {j.jobPageUrl ? (
                  <ApplyLink href={j.jobPageUrl} />
                ) : (
                  <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">No application link was given for this job.</p>
                )}
              </>
            ) : (
              <div role="status">
                <h2 className="font-semibold">{catalogMessages.jobNoLongerOpen}</h2>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">This position is not accepting applications any more.</p>
                <Link to={paths.jobs} className={buttonClass('secondary', 'mt-4 w-full justify-center')}>
                  Browse open jobs
                </Link>
              </div>
            )}
          </aside>
        </>
      )}
    </DetailPage>
  );
}

/** Apply (the employer's page, in a new tab), and the same link in the sticky bar of a phone's screen while it is off screen. */
function ApplyLink({ href }: { href: string }) {
  const main = useRef<HTMLDivElement>(null);
  const link = (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'w-full justify-center')}>
      Apply
    </a>
  );
  return (
    <div ref={main} className="mt-4">
      {link}
      <MobileActionBar watch={main} label="Apply for this job">
        {link}
      </MobileActionBar>
    </div>
  );
}
