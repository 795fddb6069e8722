import { z } from 'zod';
import { defineJob } from '../job.ts';
import { updateWebinarStatuses } from '../jobs.queries.ts';

export const webinarStatusJob = defineJob({
  id: 'webinar-status',
  payload: z.object({}).default({}),
  everySeconds: 60,
  handler: async (deps) => {
    const n = await updateWebinarStatuses(deps.db);
    if (n) deps.log.info({ updated: n }, 'webinar statuses updated');
  },
});
