import { notifyExpiringTrials } from '../../modules/notifications/notifications.service.ts';
import { expireActivations } from '../../modules/trials/trials.queries.ts';
import { defineRecurringJob } from '../../lib/queue/job.ts';

/** Daily: activations past expiry_date become expired; trials expiring within 3 days notify their member once. */
export const trialActivationsJob = defineRecurringJob({
  id: 'trial-activations',
  everySeconds: 86_400,
  run: async (deps) => ({ expired: await expireActivations(deps.db), notified: await notifyExpiringTrials(deps.db) }),
  done: 'trial activations maintained',
});
