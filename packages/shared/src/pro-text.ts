/**
 * The Pro plan's terms as rules (spec part 1: Free has limited webinars and recordings kept 7 days; Pro has
 * unlimited webinars, premium courses, priority support, exclusive content and daily digests). Zod-free, so
 * public pages can import it. The server enforces each rule; the screens say the same numbers
 * (docs/decisions/2101-honest-pro.md).
 */

/** Webinar registrations a Free member may make per calendar month (UTC). Pro: unlimited. */
export const FREE_WEBINAR_LIMIT = 3;

/** A completed webinar's recording is open to everyone for this many days after it ends; after that, Pro only. */
export const RECORDING_FREE_DAYS = 7;

const DAY_MS = 86_400_000;

/** True when the recording of a webinar that ended at `endTime` is for Pro members only. */
export function recordingProOnly(endTime: string | Date | null, now: Date = new Date()): boolean {
  if (!endTime) return false;
  const end = new Date(endTime).getTime();
  return Number.isFinite(end) && now.getTime() - end > RECORDING_FREE_DAYS * DAY_MS;
}

/** The plan card's wording of the Free plan's limits, with their numbers. */
export const freePlanTerms = [`Limited webinars (${FREE_WEBINAR_LIMIT} registrations a month)`, `Recordings kept ${RECORDING_FREE_DAYS} days`] as const;

export const proMessages = {
  webinarLimit: `Free members can register for ${FREE_WEBINAR_LIMIT} webinars a month. Upgrade to Pro for unlimited webinars.`,
  proOnly: 'This is for Pro members. Upgrade to Pro to open it.',
  recordingProOnly: `Recordings older than ${RECORDING_FREE_DAYS} days are for Pro members.`,
  premiumLocked: 'Pro members only',
} as const;

/** The first instant of the calendar month (UTC) that contains `now`: the Free webinar limit counts from here. */
export function monthStart(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
