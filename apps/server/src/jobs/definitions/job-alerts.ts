import { z } from 'zod';
import { purgeUnconfirmedAlerts, runDueAlerts } from '../../modules/alerts/alerts.service.ts';
import { defineJob } from '../job.ts';

/** Every minute: job alerts that are due get the new matching jobs (instant ones within five minutes); unconfirmed ones expire after 7 days. */
export const jobAlertsJob = defineJob({
  id: 'job-alerts',
  payload: z.object({}).default({}),
  everySeconds: 60,
  handler: async (deps) => {
    await purgeUnconfirmedAlerts(deps);
    const queued = await runDueAlerts(deps);
    if (queued) deps.log.info({ queued }, 'job alert e-mails queued');
  },
});
