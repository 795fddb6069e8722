import type { AlertFrequency } from '@portal/shared/alerts';

/** A job alert being saved, kept through sign-in (lib/pending-form.ts): the list's search (its URL's) and the frequency. */
export const PENDING_ALERT = 'job-alert';
export type PendingAlert = { search: string; frequency: AlertFrequency };
