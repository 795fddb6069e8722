import type { Job } from '../lib/queue/job.ts';
import { adminFanoutJob } from './definitions/admin-fanout.ts';
import { backupNowJob, dailyBackupJob } from './definitions/backup.ts';
import { digestFanoutJob, digestsJob } from './definitions/digests.ts';
import { expireSubscriptionsJob } from './definitions/expire-subscriptions.ts';
import { housekeepingJob } from './definitions/housekeeping.ts';
import { jobAlertsJob } from './definitions/job-alerts.ts';
import { leadWebhookJob } from './definitions/lead-webhook.ts';
import { sourceSyncJob, sourceSyncNowJob } from './definitions/source-sync.ts';
import { trialActivationsJob } from './definitions/trial-activations.ts';
import { webinarRemindersJob } from './definitions/webinar-reminders.ts';
import { webinarStatusJob } from './definitions/webinar-status.ts';

/** Every job the server knows (each a contract from lib/queue/job.ts bound to its handler). Later features add theirs here. */
export const jobDefinitions: Job[] = [
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
  backupNowJob,
  dailyBackupJob,
];
