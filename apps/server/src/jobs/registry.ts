import { adminFanoutJob } from './definitions/admin-fanout.ts';
import { digestFanoutJob, digestsJob } from './definitions/digests.ts';
import { expireSubscriptionsJob } from './definitions/expire-subscriptions.ts';
import { jobAlertsJob } from './definitions/job-alerts.ts';
import { housekeepingJob } from './definitions/housekeeping.ts';
import { leadWebhookJob } from './definitions/lead-webhook.ts';
import { sourceSyncJob, sourceSyncNowJob } from './definitions/source-sync.ts';
import { trialActivationsJob } from './definitions/trial-activations.ts';
import { webinarRemindersJob } from './definitions/webinar-reminders.ts';
import { webinarStatusJob } from './definitions/webinar-status.ts';
import type { JobDefinition } from './job.ts';

/** Every job the server knows. Later features add theirs here. */
export const jobDefinitions: JobDefinition[] = [
  webinarStatusJob,
  expireSubscriptionsJob,
  housekeepingJob,
  trialActivationsJob,
  webinarRemindersJob,
  digestsJob,
  digestFanoutJob,
  jobAlertsJob,
  adminFanoutJob,
  leadWebhookJob,
  sourceSyncJob,
  sourceSyncNowJob,
] as JobDefinition[];
