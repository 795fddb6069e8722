import {
  adminJob,
  adminJobList,
  adminJobsQuery,
  countResponse,
  idResponse,
  jobBulkRequest,
  jobInput,
  jobsExportFilename,
  sendResult,
} from '@portal/shared/admin';
import { okResponse, uuidParam } from '@portal/shared/api';
import type { Hono } from 'hono';
import { stream } from 'hono/streaming';
import type { AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { paged, pageWindow } from '../../lib/paging.ts';
import { route } from '../../lib/route.ts';
import { findJob, listJobs } from './admin-jobs.queries.ts';
import * as service from './admin-jobs.service.ts';

const tags = ['admin'];

export function registerAdminJobRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/api/admin/jobs',
      summary: 'List jobs (search, status, company, sort, page)',
      tags,
      access: 'admin',
      query: adminJobsQuery,
      response: adminJobList,
    },
    async (c, { query }) => {
      const { items, total } = await listJobs(c.get('deps').db, query, pageWindow(query));
      return paged(items, total, query);
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/admin/jobs/export.csv',
      summary: 'Export the filtered jobs as CSV (streamed)',
      tags,
      access: 'admin',
      query: adminJobsQuery,
      produces: 'text/csv',
    },
    async (c, { query }) => {
      const deps = c.get('deps');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${jobsExportFilename()}"`);
      return stream(c, async (s) => {
        for await (const line of service.jobsCsv(deps, query)) await s.write(line);
      });
    },
  );

  route(
    app,
    { method: 'get', path: '/api/admin/jobs/{id}', summary: 'One job', tags, access: 'admin', params: uuidParam, response: adminJob },
    async (c, { params }) => {
      const job = await findJob(c.get('deps').db, params.id);
      if (!job) throw new AppError('not_found', 'Job not found');
      return job;
    },
  );

  route(
    app,
    { method: 'post', path: '/api/admin/jobs', summary: 'Create a job', tags, access: 'admin', body: jobInput, response: idResponse, status: 201 },
    (c, { body, user }) => service.createJob(c.get('deps'), user, body),
  );

  route(
    app,
    { method: 'put', path: '/api/admin/jobs/{id}', summary: 'Update a job', tags, access: 'admin', params: uuidParam, body: jobInput, response: idResponse },
    (c, { params, body, user }) => service.updateJob(c.get('deps'), user, params.id, body),
  );

  route(
    app,
    { method: 'delete', path: '/api/admin/jobs/{id}', summary: 'Delete a job', tags, access: 'admin', params: uuidParam, response: okResponse },
    async (c, { params, user }) => {
      await service.deleteJob(c.get('deps'), user, params.id);
      return { ok: true as const };
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/admin/jobs/bulk',
      summary: 'Activate, deactivate or delete several jobs in one transaction',
      tags,
      access: 'admin',
      body: jobBulkRequest,
      response: countResponse,
    },
    (c, { body, user }) => service.bulkJobs(c.get('deps'), user, body.ids, body.action),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/admin/jobs/{id}/reminder',
      summary: 'E-mail the job to members who follow its vendor',
      tags,
      access: 'admin',
      params: uuidParam,
      response: sendResult,
    },
    (c, { params, user }) => service.sendJobReminder(c.get('deps'), user, params.id),
  );
}
