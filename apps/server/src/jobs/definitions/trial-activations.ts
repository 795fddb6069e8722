import { z } from 'zod';
import { notifyExpiringTrials } from '../../modules/notifications/notifications.service.ts';
import { expireActivations } from '../../modules/trials/trials.queries.ts';
import { defineJob } from '../job.ts';

/** Daily: activations past expiry_date become expired; trials expiring within 3 days notify their member once. */
export const trialActivationsJob = defineJob({
  id: 'trial-activations',
  payload: z.object({}).default({}),
  everySeconds: 86_400,
  handler: async (deps) => {
    const expired = await expireActivations(deps.db);
    const notified = await notifyExpiringTrials(deps.db);
    if (expired || notified) deps.log.info({ expired, notified }, 'trial activations maintained');
  },
});
