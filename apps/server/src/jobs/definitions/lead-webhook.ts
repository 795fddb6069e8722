import { defineJob } from '../../lib/queue/job.ts';
import { deliver, webhookJob } from '../../modules/leads/webhooks.service.ts';

/** One attempt of one lead webhook delivery; the queue retries with exponential back-off (docs/decisions/1801). */
export const leadWebhookJob = defineJob(webhookJob, (deps, payload) => deliver(deps, payload.deliveryId));
