import { expireSubscriptionsJob } from './definitions/expire-subscriptions.ts';
import { housekeepingJob } from './definitions/housekeeping.ts';
import { webinarStatusJob } from './definitions/webinar-status.ts';
import type { JobDefinition } from './job.ts';

/** Every job the server knows. Later features add theirs here. */
export const jobDefinitions: JobDefinition[] = [webinarStatusJob, expireSubscriptionsJob, housekeepingJob] as JobDefinition[];
