import { adminJob, adminJobsQuery, jobBulkRequest, jobCsvColumns, jobInput, jobsExportFilename, sendResult } from '@portal/shared/admin';
import { uuidParam } from '@portal/shared/api';
import { formatLocation } from '@portal/shared/catalog';
import * as ops from '@portal/shared/admin-ops-contracts';
import * as resources from '@portal/shared/admin-resources';
import type { Hono } from 'hono';
import { jobs } from '../../db/schema/catalog.ts';
import type { AppEnv } from '../../lib/context.ts';
import { bindContract, route } from '../../lib/route.ts';
import { jobQueries } from './admin-jobs.queries.ts';
import { sendJobReminder } from './admin-jobs.service.ts';
import { adminResource, type ItemOf, registerAdminResource, vendorContent } from './admin-resource.ts';

type Job = ItemOf<typeof jobQueries>;

/** The jobs resource (admin screens, vendor console, and the vendor review's publisher: registerResourcePublisher). */
export const jobResource = adminResource({
  ...vendorContent(jobs, 'job', 'Job', jobQueries),
  // The vendor console's Unpublish: the job leaves the public catalogue (only active jobs are public).
  unpublish: { status: 'inactive' },
  declared: resources.jobs,
  schemas: { query: adminJobsQuery, item: adminJob, input: jobInput },
  bulk: {
    request: jobBulkRequest,
    set: (action) => (action === 'delete' ? null : { status: action === 'activate' ? 'active' : 'inactive' }),
  },
  csv: {
    filename: jobsExportFilename,
    header: jobCsvColumns,
    row: (j: Job) => [j.jobTitle, j.vendor?.name ?? '', formatLocation(j), j.experienceLevel, j.jobType, j.salaryMin, j.salaryMax, j.status, j.postedDate],
  },
});

export function registerAdminJobRoutes(app: Hono<AppEnv>) {
  registerAdminResource(app, jobResource);

  route(app, bindContract(ops.jobReminder, { params: uuidParam, answer: sendResult }), (c, { params, user }) =>
    sendJobReminder(c.get('deps'), user, params.id),
  );
}
