import { z } from 'zod';
import { keysOf } from './labels.ts';

/** Each kind of bulk e-mail a member can switch off on its own (one preference each). */
export const emailListLabels = {
  digest_daily: 'the daily digest',
  digest_weekly: 'the weekly digest',
  digest_biweekly: 'the bi-weekly digest',
  digest_monthly: 'the monthly digest',
  notifications: 'e-mail notifications (vendor news, trial reminders, replies)',
  webinar_reminders: 'webinar reminders',
};
export const emailListKinds = keysOf(emailListLabels);
export type EmailListKind = (typeof emailListKinds)[number];

/** 'Send less often': the next rarer digest; other kinds have no frequency. */
export const lessOftenKind: Partial<Record<EmailListKind, EmailListKind>> = {
  digest_daily: 'digest_weekly',
  digest_weekly: 'digest_biweekly',
  digest_biweekly: 'digest_monthly',
};

export const emailTokenQuery = z.object({ token: z.string().min(10).max(300) });
export const emailSubscriptionAction = z.object({ action: z.enum(['unsubscribe', 'resubscribe', 'less_often']) });

export const emailSubscriptionState = z.object({
  kind: z.enum(emailListKinds),
  label: z.string(),
  subscribed: z.boolean(),
  /** The rarer kind 'Send less often' switches to, when this kind has one. */
  lessOften: z.object({ kind: z.enum(emailListKinds), label: z.string(), subscribed: z.boolean() }).nullable(),
});
export type EmailSubscriptionState = z.infer<typeof emailSubscriptionState>;
