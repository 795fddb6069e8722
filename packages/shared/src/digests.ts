import { z } from 'zod';
import { pageQuery, paginated } from './api.ts';

/** Digest kinds (spec part 2: daily is Pro only; weekly on Mondays; biweekly on the 1st and 15th; monthly on the 1st). */
export const digestTypes = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export type DigestType = (typeof digestTypes)[number];

export const digestTypeLabels: Record<DigestType, string> = {
  daily: 'Daily (Pro only)',
  weekly: 'Weekly',
  biweekly: 'Biweekly',
  monthly: 'Monthly',
};

const digestRunStatuses = ['completed', 'in_progress', 'failed'] as const;

/** Schedule constants: the UTC weekday / days of month on which each digest goes out. */
const DIGEST_WEEKLY_WEEKDAY = 1; // Monday (Date#getUTCDay)
const DIGEST_BIWEEKLY_DAYS = [1, 15] as const;
const DIGEST_MONTHLY_DAY = 1;

/** Word-for-word texts (spec part 2 section 7 and the error list). */
export const digestMessages = {
  triggered: (type: DigestType, forUser: boolean) => `${type} digest triggered successfully${forUser ? ' for selected user' : ''}`,
  triggerError: (message: string) => `Error triggering digest: ${message}`,
  userNotFound: 'User not found',
  title: 'Email Digests',
} as const;

const DAY = 86_400_000;
const utcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** Is `type` scheduled to go out on the UTC day of `now`? */
export function isDigestDue(type: DigestType, now: Date): boolean {
  switch (type) {
    case 'daily':
      return true;
    case 'weekly':
      return now.getUTCDay() === DIGEST_WEEKLY_WEEKDAY;
    case 'biweekly':
      return (DIGEST_BIWEEKLY_DAYS as readonly number[]).includes(now.getUTCDate());
    case 'monthly':
      return now.getUTCDate() === DIGEST_MONTHLY_DAY;
  }
}

/**
 * Start (UTC midnight) of the period that contains `now`: the day, the Monday of the week, the 1st or
 * 15th of the month, or the 1st. A digest is sent at most once per period.
 */
export function digestPeriodStart(type: DigestType, now: Date): Date {
  const day = utcDay(now);
  switch (type) {
    case 'daily':
      return day;
    case 'weekly': {
      const back = (day.getUTCDay() + 6) % 7; // days since Monday
      return new Date(day.getTime() - back * DAY);
    }
    case 'biweekly':
      return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() >= 15 ? 15 : 1));
    case 'monthly':
      return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  }
}

/** The period as text, e.g. '2026-11-16'; part of the dedupe key `digest:{type}:{period}:{userId}`. */
export function digestPeriodKey(type: DigestType, now: Date): string {
  return digestPeriodStart(type, now).toISOString().slice(0, 10);
}

export function digestDedupeKey(type: DigestType, now: Date, userId: string): string {
  return `digest:${type}:${digestPeriodKey(type, now)}:${userId}`;
}

/** The content window: items new since this moment (1, 7 or 14 days, or one calendar month back). */
export function digestWindowStart(type: DigestType, now: Date): Date {
  switch (type) {
    case 'daily':
      return new Date(now.getTime() - DAY);
    case 'weekly':
      return new Date(now.getTime() - 7 * DAY);
    case 'biweekly':
      return new Date(now.getTime() - 14 * DAY);
    case 'monthly': {
      const d = new Date(now.getTime());
      d.setUTCMonth(d.getUTCMonth() - 1);
      return d;
    }
  }
}

export const triggerDigestInput = z.object({
  digestType: z.enum(digestTypes, { message: 'Choose a digest type' }),
  userId: z.uuid({ message: 'Invalid user' }).optional(),
});
export type TriggerDigestInput = z.input<typeof triggerDigestInput>;

const digestRun = z.object({
  id: z.string(),
  digestType: z.enum(digestTypes),
  sentAt: z.string(),
  finishedAt: z.string().nullable(),
  recipientCount: z.number().int(),
  successCount: z.number().int(),
  failureCount: z.number().int(),
  status: z.enum(digestRunStatuses),
  testUserEmail: z.string().nullable(),
});
export type DigestRun = z.infer<typeof digestRun>;

export const triggerDigestResponse = z.object({
  message: z.string(),
  run: digestRun,
});

export const digestHistoryQuery = pageQuery;
export const digestHistory = paginated(digestRun);
export type DigestHistory = z.infer<typeof digestHistory>;

export const digestUsersQuery = z.object({
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
const digestUser = z.object({ id: z.string(), email: z.string(), fullName: z.string().nullable() });
export const digestUsers = z.object({ items: z.array(digestUser) });
