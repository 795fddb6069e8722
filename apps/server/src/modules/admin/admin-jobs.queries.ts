import { sql } from 'drizzle-orm';
import { jobs, vendors } from '../../db/schema/catalog.ts';
import { byVendor, lower, statusIs, vendorContentQueries } from './admin-list.queries.ts';

export const jobQueries = vendorContentQueries({
  table: jobs,
  columns: [
    'jobTitle',
    'jobDescription',
    'jobPageUrl',
    'locationCity',
    'locationState',
    'locationCountry',
    'experienceLevel',
    'jobType',
    'salaryMin',
    'salaryMax',
    'salaryCurrency',
    'requirements',
    'postedDate',
    'status',
    'createdAt',
    'updatedAt',
  ],
  search: [jobs.jobTitle, vendors.name, jobs.locationCity, jobs.locationCountry],
  where: (f) => statusIs(jobs.status, f.status ?? 'all'),
  sort: {
    jobTitle: lower(jobs.jobTitle),
    company: byVendor,
    location: sql`case when ${jobs.jobType} = 'remote' then 'remote' else lower(coalesce(${jobs.locationCity}, '')) end`,
    status: 'status',
    postedDate: 'postedDate',
    createdAt: 'createdAt',
  },
});
