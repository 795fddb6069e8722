import type { JobItem } from '@portal/shared/catalog-api';
import { JsonLd } from './json-ld.tsx';

/** schema.org JobPosting for each job shown (jobs have no page of their own). */
export function JobPostingLd({ jobs }: { jobs: JobItem[] }) {
  if (!jobs.length) return null;
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@graph': jobs.map((j) => ({
          '@type': 'JobPosting',
          title: j.jobTitle,
          description: j.jobDescription ?? j.jobTitle,
          datePosted: j.postedDate ?? undefined,
          employmentType: { 'full-time': 'FULL_TIME', 'part-time': 'PART_TIME', contract: 'CONTRACTOR', remote: 'FULL_TIME' }[j.jobType] ?? undefined,
          hiringOrganization: j.vendor ? { '@type': 'Organization', name: j.vendor.name } : undefined,
          jobLocationType: j.jobType === 'remote' ? 'TELECOMMUTE' : undefined,
          jobLocation:
            j.jobType !== 'remote' && (j.locationCity || j.locationCountry)
              ? {
                  '@type': 'Place',
                  address: { '@type': 'PostalAddress', addressLocality: j.locationCity, addressRegion: j.locationState, addressCountry: j.locationCountry },
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
          url: j.jobPageUrl ?? undefined,
        })),
      }}
    />
  );
}
