import { csvRow, type jobInput, jobCsvColumns } from '@portal/shared/admin';
import { formatLocation } from '@portal/shared/catalog';
import type { z } from 'zod';
import { jobs } from '../../db/schema/catalog.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { type Actor, assertVendor, bulkApply, createRow, deleteRow, type Entity, updateRow } from './admin-crud.service.ts';
import { type JobFilter, findJob, listJobs } from './admin-jobs.queries.ts';
import { loadTemplate, sendToRecipients, vendorSubscribers } from './admin-mail.service.ts';

export const jobEntity: Entity = { table: jobs, type: 'job', label: 'Job' };
type JobValues = z.output<typeof jobInput>;

const toRow = (v: JobValues) => ({
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
});

export async function createJob(deps: Deps, actor: Actor, v: JobValues) {
  await assertVendor(deps.db, v.vendorId);
  const row = await createRow(deps.db, actor, jobEntity, toRow(v));
  return { id: String(row.id) };
}

export async function updateJob(deps: Deps, actor: Actor, id: string, v: JobValues) {
  await assertVendor(deps.db, v.vendorId);
  await updateRow(deps.db, actor, jobEntity, id, toRow(v));
  return { id };
}

export const deleteJob = (deps: Deps, actor: Actor, id: string) => deleteRow(deps.db, actor, jobEntity, id);

export async function bulkJobs(deps: Deps, actor: Actor, ids: string[], action: 'activate' | 'deactivate' | 'delete') {
  const set = action === 'delete' ? null : { status: action === 'activate' ? 'active' : 'inactive' };
  return { updated: await bulkApply(deps.db, actor, jobEntity, ids, action, set) };
}

/** CSV lines for every job matching the filter, fetched in pages so memory stays flat. */
export async function* jobsCsv(deps: Deps, filter: JobFilter): AsyncGenerator<string> {
  yield csvRow([...jobCsvColumns]);
  const batch = 500;
  for (let offset = 0; ; offset += batch) {
    const { items } = await listJobs(deps.db, filter, { limit: batch, offset });
    for (const j of items) {
      yield csvRow([j.jobTitle, j.vendor?.name ?? '', formatLocation(j), j.experienceLevel, j.jobType, j.salaryMin, j.salaryMax, j.status, j.postedDate]);
    }
    if (items.length < batch) return;
  }
}

/** E-mails the 'New Job Alert' to members who follow the job's vendor and allow e-mail; once per member and job. */
export async function sendJobReminder(deps: Deps, actor: Actor, id: string) {
  const job = await findJob(deps.db, id);
  if (!job) throw new AppError('not_found', 'Job not found');
  if (job.status !== 'active') throw new AppError('unprocessable', 'Only active jobs can be sent to members');
  if (!job.vendorId) throw new AppError('unprocessable', 'This job has no vendor, so no member follows it');
  const recipients = await vendorSubscribers(deps, job.vendorId);
  const template = await loadTemplate(deps, 'New Job Alert', {
    subject: 'New job: {{job_title}} at {{company}}',
    content: 'Hi {{user_name}},\n\n{{company}} is hiring a {{job_title}} in {{location_city}}.\n\nApply: {{job_page_url}}',
  });
  return sendToRecipients(deps, actor, {
    recipients,
    template,
    vars: () => ({
      job_title: job.jobTitle,
      company: job.vendor?.name ?? '',
      location_city: job.jobType === 'remote' ? 'Remote' : job.locationCity,
      job_description: job.jobDescription,
      job_page_url: job.jobPageUrl,
      posted_date: job.postedDate,
    }),
    dedupeKey: (r) => `job-reminder:${id}:${r.user_id}`,
    action: { label: 'View the job', url: `${deps.env.APP_URL}/jobs` },
    audit: { action: 'send_job_reminder', entityType: 'job', entityId: id },
  });
}
