import { adminJob, adminJobList, adminJobsQuery, jobBulkRequest, jobCsvColumns, jobInput, jobsExportFilename, sendResult } from '@portal/shared/admin';
import { uuidParam } from '@portal/shared/api';
import { formatLocation } from '@portal/shared/catalog';
import type { Hono } from 'hono';
import { jobs } from '../../db/schema/catalog.ts';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { assertVendor } from './admin-crud.service.ts';
import { findJob, listJobs } from './admin-jobs.queries.ts';
import { sendJobReminder } from './admin-jobs.service.ts';
import { registerAdminResource } from './admin-resource.ts';

type Job = NonNullable<Awaited<ReturnType<typeof findJob>>>;

export function registerAdminJobRoutes(app: Hono<AppEnv>) {
  registerAdminResource(app, {
    path: '/api/admin/jobs',
    entity: { table: jobs, type: 'job', label: 'Job' },
    topics: 'job',
    plural: 'jobs',
    query: adminJobsQuery,
    list: adminJobList,
    item: adminJob,
    rows: listJobs,
    find: findJob,
    input: jobInput,
    check: (db, v) => assertVendor(db, v.vendorId),
    toRow: (v) => ({
      vendorId: v.vendorId,
      jobTitle: v.jobTitle,
      jobDescription: v.jobDescription,
      jobPageUrl: v.jobPageUrl,
      locationCity: v.locationCity,
      locationState: v.locationState,
      locationCountry: v.locationCountry,
      experienceLevel: v.experienceLevel,
      jobType: v.jobType,
      salaryMin: v.salaryMin,
      salaryMax: v.salaryMax,
      salaryCurrency: v.salaryCurrency,
      requirements: v.requirements,
      postedDate: v.postedDate,
      status: v.status,
    }),
    bulk: {
      request: jobBulkRequest,
      summary: 'Activate, deactivate or delete several jobs in one transaction',
      set: (action) => (action === 'delete' ? null : { status: action === 'activate' ? 'active' : 'inactive' }),
    },
    csv: {
      filename: jobsExportFilename,
      header: jobCsvColumns,
      row: (j: Job) => [j.jobTitle, j.vendor?.name ?? '', formatLocation(j), j.experienceLevel, j.jobType, j.salaryMin, j.salaryMax, j.status, j.postedDate],
    },
  });

  route(
    app,
    {
      method: 'post',
      path: '/api/admin/jobs/{id}/reminder',
      summary: 'E-mail the job to members who follow its vendor',
      tags: ['admin'],
      access: 'admin',
      params: uuidParam,
      response: sendResult,
    },
    (c, { params, user }) => sendJobReminder(c.get('deps'), user, params.id),
  );
}
