import { z } from 'zod';

/** The signed webhook for new consenting leads (issue 13 item 7, docs/decisions/1801). */
export const WEBHOOK_SIGNATURE_HEADER = 'X-AITH-Signature';
export const WEBHOOK_MAX_ATTEMPTS = 6;

export const webhookMessages = {
  title: 'Lead webhook',
  intro:
    'When a member chooses to share their details with you, we send a POST with their name, e-mail, job title and company to this https URL, signed with HMAC-SHA256.',
  secretOnce: 'Copy this secret now: it will not be shown again.',
  saved: 'Webhook saved.',
  removed: 'Webhook removed.',
  noDeliveries: 'No deliveries yet.',
  loadError: 'Could not load the webhook settings.',
} as const;

export const webhookSaveRequest = z.object({
  url: z.string({ message: 'Enter a valid URL' }).trim().min(1, 'Enter a valid URL').max(2000, 'The URL is too long'),
});

const webhookDelivery = z.object({
  id: z.string(),
  event: z.string(),
  memberEmail: z.string().nullable(),
  status: z.enum(['pending', 'retrying', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

const webhookSettings = z.object({
  url: z.string(),
  /** The last four characters of the secret. */
  secretHint: z.string(),
  updatedAt: z.string(),
});

export const webhookResponse = z.object({ webhook: webhookSettings.nullable(), deliveries: z.array(webhookDelivery) });
/** After creating or rotating: the secret, shown once. */
export const webhookSaveResponse = z.object({ webhook: webhookSettings, secret: z.string().nullable() });
export const webhookDeleteResponse = z.object({ success: z.boolean() });
