import { purgeUnconfirmedAlerts, runDueAlerts } from '../../modules/alerts/alerts.service.ts';
import { defineRecurringJob } from '../../lib/queue/job.ts';

/**
 * Every minute (JOB_ALERTS_CHECK_SECONDS): job alerts that are due get the new matching jobs (instant ones within
 * five minutes); unconfirmed ones expire after 7 days. Only how often due alerts are looked for follows the
 * setting: when an alert is due (a new one after a minute, an instant one every five) does not.
 */
export const jobAlertsJob = defineRecurringJob({
  id: 'job-alerts',
  everySeconds: (env) => env.JOB_ALERTS_CHECK_SECONDS,
  run: async (deps) => {
    await purgeUnconfirmedAlerts(deps);
    return { queued: await runDueAlerts(deps) };
  },
  done: 'job alert e-mails queued',
});
