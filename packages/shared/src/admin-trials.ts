/** Admin console: product trials (spec part 2 section 6). */
import { z } from 'zod';
import { intCounts, paginated } from './api.ts';

import { adminListQuery, adminMessages, bulkIds, dateTimeString, isoDateTime, req, reqUrl, vendorFilter, vendorOwned, vendorRef } from './admin-fields.ts';

// ---------- Product trials ----------

export const trialFilterStatuses = ['all', 'active', 'inactive', 'expired', 'upcoming', 'featured'] as const;
export const trialSortKeys = [
  'productName',
  'vendor',
  'status',
  'startDate',
  'endDate',
  'trialPeriodDays',
  'activations',
  'averageRating',
  'createdAt',
] as const;
export const adminTrialsQuery = adminListQuery(trialSortKeys, 'createdAt', 'desc', {
  vendorId: vendorFilter,
  status: z.enum(trialFilterStatuses).default('all'),
});
export const adminTrial = vendorOwned.extend({
  productName: z.string(),
  description: z.string(),
  accessLink: z.string(),
  startDate: isoDateTime,
  endDate: isoDateTime,
  trialPeriodDays: z.number().int(),
  status: z.string(),
  isFeatured: z.boolean(),
  activations: z.number().int(),
  averageRating: z.number().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AdminTrial = z.infer<typeof adminTrial>;
export const adminTrialList = paginated(adminTrial);
export const trialSummary = intCounts('totalActivations', 'active', 'completed', 'expired').extend({ averageRating: z.number().nullable() });
/** Average Rating card: 'N/A' when there is no rating. */
export function formatAverageRating(avg: number | null | undefined): string {
  return avg ? avg.toFixed(1) : 'N/A';
}

export const trialInput = z
  .object({
    vendorId: vendorRef,
    productName: req(adminMessages.productNameRequired, 200),
    description: req(adminMessages.descriptionRequired, 100_000).pipe(z.string().max(500, adminMessages.descriptionMax)),
    accessLink: reqUrl(adminMessages.accessLinkRequired),
    startDate: dateTimeString(adminMessages.startDateRequired),
    endDate: dateTimeString(adminMessages.endDateRequired),
    trialPeriodDays: z.union([z.number(), z.string().max(20)], { message: adminMessages.trialPeriodRequired }).transform((v, ctx) => {
      if (v === '') {
        ctx.addIssue({ code: 'custom', message: adminMessages.trialPeriodRequired });
        return z.NEVER;
      }
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1) {
        ctx.addIssue({ code: 'custom', message: adminMessages.trialPeriodMin });
        return z.NEVER;
      }
      return n;
    }),
    status: z.enum(['active', 'inactive'], { message: 'Choose a status' }).default('active'),
    isFeatured: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (new Date(v.endDate).getTime() <= new Date(v.startDate).getTime()) {
      ctx.addIssue({ code: 'custom', message: adminMessages.endAfterStart, path: ['endDate'] });
    }
  });

/** New-trial defaults: start today, end 90 days later, trial period 14, active, not featured. */
export function newTrialDefaults(now = new Date()) {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return {
    startDate: day(now),
    endDate: day(new Date(now.getTime() + 90 * 86_400_000)),
    trialPeriodDays: 14,
    status: 'active' as const,
    isFeatured: false,
  };
}

export const trialBulkRequest = bulkIds.extend({
  action: z.enum(['activate', 'deactivate', 'feature', 'unfeature', 'delete'], { message: 'Unknown bulk action' }),
});
export const reminderTypes = ['activation', 'start', 'feedback', 'expiry', 'completion'] as const;
export type ReminderType = (typeof reminderTypes)[number];
export const trialReminderRequest = z.object({ reminderType: z.enum(reminderTypes, { message: 'Unknown reminder type' }) });
export function reminderSentMessage(type: string, sent: number, failed: number): string {
  return `Trial ${type} reminders sent successfully! Sent: ${sent} Failed: ${failed}`;
}
