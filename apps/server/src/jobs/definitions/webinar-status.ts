import { defineRecurringJob } from '../../lib/queue/job.ts';
import { updateWebinarStatuses } from '../jobs.queries.ts';

export const webinarStatusJob = defineRecurringJob({
  id: 'webinar-status',
  everySeconds: 60,
  run: async (deps) => ({ updated: await updateWebinarStatuses(deps.db) }),
  done: 'webinar statuses updated',
});
