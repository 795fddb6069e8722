import { purgeUnconfirmedAlerts, runDueAlerts } from '../../modules/alerts/alerts.service.ts';
import { defineRecurringJob } from '../../lib/queue/job.ts';

/** Every minute: job alerts that are due get the new matching jobs (instant ones within five minutes); unconfirmed ones expire after 7 days. */
export const jobAlertsJob = defineRecurringJob({
  id: 'job-alerts',
  everySeconds: 60,
  run: async (deps) => {
    await purgeUnconfirmedAlerts(deps);
    return { queued: await runDueAlerts(deps) };
  },
  done: 'job alert e-mails queued',
});
