import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Actor } from '../../lib/audit.ts';
import { jobQueries } from './admin-jobs.queries.ts';
import { queueFanout } from './admin-mail.service.ts';

/** E-mails the 'New Job Alert' to members who follow the job's vendor and allow e-mail; once per member and job. */
export async function sendJobReminder(deps: Deps, actor: Actor, id: string) {
  const job = await jobQueries.find(deps.db, id);
  if (!job) throw new AppError('not_found', 'Job not found');
  if (job.status !== 'active') throw new AppError('unprocessable', 'Only active jobs can be sent to members');
  if (!job.vendorId) throw new AppError('unprocessable', 'This job has no vendor, so no member follows it');
  return queueFanout(
    deps,
    actor,
    {
      audience: { kind: 'vendor', vendorId: job.vendorId },
      templateName: 'New Job Alert',
      template: {
        subject: 'New job: {{job_title}} at {{company}}',
        content: 'Hi {{user_name}},\n\n{{company}} is hiring a {{job_title}} in {{location_city}}.\n\nApply: {{job_page_url}}',
      },
      vars: {
        job_title: job.jobTitle,
        company: job.vendor?.name ?? '',
        location_city: job.jobType === 'remote' ? 'Remote' : job.locationCity,
        job_description: job.jobDescription,
        job_page_url: job.jobPageUrl,
        posted_date: job.postedDate,
      },
      dedupe: { prefix: `job-reminder:${id}:` },
      action: { label: 'View the job', url: `${deps.env.APP_URL}/jobs` },
    },
    { action: 'send_job_reminder', entityType: 'job', entityId: id },
  );
}
