import { z } from 'zod';
import { keysOf } from './labels.ts';
import { type ExperienceLevel, experienceLabels, experienceLevels, jobTypes } from './catalog.ts';

export const alertFrequencyLabels = { instant: 'As soon as they are posted', daily: 'Once a day', weekly: 'Once a week' };
export const alertFrequencies = keysOf(alertFrequencyLabels);
export type AlertFrequency = (typeof alertFrequencies)[number];
export const MAX_ALERTS_PER_ADDRESS = 10;

export const alertMessages = {
  created: 'Job alert created. We will e-mail you new matching jobs.',
  checkInbox: 'Check your inbox: confirm the job alert with the link we sent you.',
  confirmed: 'Your job alert is confirmed. We will e-mail you new matching jobs.',
  invalidLink: 'This link is invalid or has expired.',
  unsubscribed: 'The job alert is deleted. You will get no more e-mails for it.',
  tooMany: `You can keep at most ${MAX_ALERTS_PER_ADDRESS} job alerts.`,
  emailRequired: 'Please enter your e-mail address',
  notFound: 'Job alert not found',
  rateLimited: 'Too many job alerts from this address. Please try again later.',
} as const;

const listOf = <T extends z.ZodType>(item: T) => z.array(item).max(10).default([]);

/** The saved search: the same filters as the jobs list (text, location, levels, types, salary, company). */
export const alertCriteria = z.object({
  search: z.string().trim().max(200).optional(),
  location: z.string().trim().max(200).optional(),
  experience: listOf(z.enum(experienceLevels)),
  jobType: listOf(z.enum(jobTypes)),
  salaryMin: z.number().int().min(0).max(1_000_000_000).optional(),
  salaryMax: z.number().int().min(0).max(1_000_000_000).optional(),
  vendor: z.string().max(100).optional(),
});
export type AlertCriteria = z.infer<typeof alertCriteria>;

export const createAlertRequest = z.object({
  criteria: alertCriteria,
  frequency: z.enum(alertFrequencies).default('daily'),
  /** Visitors only: where to send (confirmed by a link first). Members' alerts go to their account e-mail. */
  email: z.string().trim().toLowerCase().max(254).email('Please enter a valid e-mail address').optional(),
});

export const alertDto = z.object({
  id: z.string(),
  criteria: alertCriteria,
  summary: z.string(),
  frequency: z.enum(alertFrequencies),
  confirmed: z.boolean(),
  lastSentAt: z.string().nullable(),
  createdAt: z.string(),
});

export const createAlertResponse = z.object({ message: z.string(), alert: alertDto.nullable() });
export const updateAlertRequest = z.object({ frequency: z.enum(alertFrequencies) });
export const alertTokenRequest = z.object({ token: z.string().min(10).max(300) });
export const alertMessageResponse = z.object({ message: z.string(), summary: z.string().nullable() });
export const myAlertsResponse = z.object({ items: z.array(alertDto) });

/**
 * 'Jobs matching "playwright" · Senior, Lead · Remote · Bengaluru · salary from 50,000'. Without
 * `freeText` (an e-mail to an address nobody has confirmed yet), the typed words are not repeated:
 * a visitor must not be able to send text of their choosing to any inbox.
 */
export function describeCriteria(c: Partial<AlertCriteria>, vendorName?: string | null, opts: { freeText?: boolean } = {}): string {
  const freeText = opts.freeText ?? true;
  const parts: string[] = [];
  if (c.search) parts.push(freeText ? `"${c.search}"` : 'your search words');
  if (c.experience?.length) parts.push(c.experience.map((e) => experienceLabels[e as ExperienceLevel] ?? e).join(', '));
  if (c.jobType?.length) parts.push(c.jobType.map((t) => t.replace(/(^|-)([a-z])/g, (_, d, ch: string) => `${d}${ch.toUpperCase()}`)).join(', '));
  if (c.location) parts.push(freeText ? c.location : 'the location you entered');
  if (c.vendor) parts.push(`at ${vendorName ?? c.vendor}`);
  if (c.salaryMin !== undefined && c.salaryMax !== undefined)
    parts.push(`salary ${c.salaryMin.toLocaleString('en-US')}–${c.salaryMax.toLocaleString('en-US')}`);
  else if (c.salaryMin !== undefined) parts.push(`salary from ${c.salaryMin.toLocaleString('en-US')}`);
  else if (c.salaryMax !== undefined) parts.push(`salary up to ${c.salaryMax.toLocaleString('en-US')}`);
  return parts.length ? `Jobs matching ${parts.join(' · ')}` : 'All new jobs';
}
