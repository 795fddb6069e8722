import { deliverFanout, fanoutJob } from '../../modules/admin/admin-mail.service.ts';
import { defineJob } from '../../lib/queue/job.ts';

/** 'Notify subscribers', job and trial reminders: the e-mails an admin asked for, queued in batches outside the request. */
export const adminFanoutJob = defineJob(fanoutJob, async (deps, payload) => {
  const n = await deliverFanout(deps, payload);
  if (n) deps.log.info({ queued: n }, 'admin e-mails queued');
});
