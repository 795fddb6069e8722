import { deliver, WEBHOOK_JOB, webhookJobPayload } from '../../modules/leads/webhooks.service.ts';
import { defineJob } from '../job.ts';

/** One attempt of one lead webhook delivery; the queue retries with exponential back-off (docs/decisions/1801). */
export const leadWebhookJob = defineJob({
  id: WEBHOOK_JOB,
  payload: webhookJobPayload,
  handler: (deps, payload) => deliver(deps, payload.deliveryId),
});
