/** Admin console: jobs, webinars and product updates (spec part 2 sections 3-5). */
import { z } from 'zod';
import { paginated } from './api.ts';
import { jobFields, productUpdateFields, webinarFields } from './content-fields.ts';
import { currencies, experienceLevels, jobStatuses, jobTypes, webinarLevels, webinarStatuses } from './catalog.ts';

import {
  adminListQuery,
  adminMessages,
  bulkIds,
  dateOnly,
  dateTimeString,
  isoDateTime,
  isoDateTimeNullable,
  lines,
  optMoney,
  optText,
  optImageLink,
  optUrl,
  req,
  reqUrl,
  vendorFilter,
  vendorOwned,
  vendorRef,
} from './admin-fields.ts';

// ---------- Jobs ----------

export const jobSortKeys = ['jobTitle', 'company', 'location', 'status', 'postedDate', 'createdAt'] as const;
export type JobSortKey = (typeof jobSortKeys)[number];
export const adminJobsQuery = adminListQuery(jobSortKeys, 'createdAt', 'desc', {
  status: z.enum(['all', ...jobStatuses]).default('all'),
  vendorId: vendorFilter,
});

export const adminJob = vendorOwned.extend({
  ...jobFields,
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AdminJob = z.infer<typeof adminJob>;
export const adminJobList = paginated(adminJob);

export const jobInput = z
  .object({
    vendorId: vendorRef,
    jobTitle: req(adminMessages.jobTitleRequired, 1000).pipe(z.string().max(100, adminMessages.jobTitleMax)),
    jobDescription: req(adminMessages.jobDescriptionRequired, 20000),
    jobPageUrl: reqUrl(adminMessages.jobPageUrlRequired),
    locationCity: req(adminMessages.cityRequired, 200),
    locationState: req(adminMessages.stateRequired, 200),
    locationCountry: req(adminMessages.countryRequired, 200),
    experienceLevel: z.enum(experienceLevels, { message: 'Choose an experience level' }).default('mid'),
    jobType: z.enum(jobTypes, { message: 'Choose a job type' }).default('full-time'),
    salaryMin: optMoney,
    salaryMax: optMoney,
    salaryCurrency: z.enum(currencies, { message: 'Choose a currency' }).default('USD'),
    requirements: lines.default([]),
    postedDate: dateOnly(adminMessages.postedDateRequired),
    status: z.enum(jobStatuses, { message: 'Choose a status' }).default('active'),
  })
  .superRefine((v, ctx) => {
    if (v.salaryMin != null && v.salaryMax != null && v.salaryMax < v.salaryMin) {
      ctx.addIssue({ code: 'custom', message: adminMessages.salaryOrder, path: ['salaryMax'] });
    }
  });

export const jobBulkRequest = bulkIds.extend({ action: z.enum(['activate', 'deactivate', 'delete'], { message: 'Unknown bulk action' }) });

// ---------- Webinars ----------

export const webinarSortKeys = ['title', 'vendor', 'startTime', 'durationMinutes', 'status', 'participants', 'createdAt'] as const;
export const adminWebinarsQuery = adminListQuery(webinarSortKeys, 'startTime', 'desc', {
  status: z.enum(['all', ...webinarStatuses]).default('all'),
  vendorId: vendorFilter,
});

export const adminWebinar = vendorOwned.extend({
  ...webinarFields,
  startTime: isoDateTimeNullable,
  endTime: isoDateTimeNullable,
  videoUrl: z.string().nullable(),
  status: z.string(),
  participants: z.number().int(),
  createdAt: isoDateTime,
});
export type AdminWebinar = z.infer<typeof adminWebinar>;
export const adminWebinarList = paginated(adminWebinar);

export const webinarInput = z.object({
  vendorId: vendorRef,
  title: req(adminMessages.titleRequired, 300),
  description: optText(20000),
  startTime: dateTimeString(adminMessages.startTimeRequired),
  durationMinutes: z.coerce
    .number({ message: adminMessages.durationMin })
    .int()
    .min(1, adminMessages.durationMin)
    .max(1440, 'Duration must be 1440 minutes or less')
    .default(60),
  registrationUrl: optUrl,
  webinarUrl: optUrl,
  videoUrl: optUrl,
  recordingUrl: optUrl,
  thumbnailUrl: optImageLink,
  status: z.enum(webinarStatuses, { message: 'Choose a status' }).default('upcoming'),
  experienceLevel: z
    .enum(webinarLevels)
    .nullish()
    .or(z.literal(''))
    .transform((v) => (v ? v : null)),
});

/** Admins set upcoming, live or completed by hand. */
export const webinarStatusRequest = z.object({ status: z.enum(['upcoming', 'live', 'completed'], { message: 'Choose upcoming, live or completed' }) });

/** End time = start + duration. */
export function webinarEnd(startIso: string, durationMinutes: number): Date {
  return new Date(new Date(startIso).getTime() + durationMinutes * 60_000);
}

// ---------- Product updates ----------

export const updateSortKeys = ['productName', 'version', 'vendor', 'releaseDate', 'features', 'createdAt'] as const;
export const adminUpdatesQuery = adminListQuery(updateSortKeys, 'releaseDate', 'desc', { vendorId: vendorFilter });
export const adminUpdate = vendorOwned.extend({ ...productUpdateFields, createdAt: isoDateTime });
export type AdminUpdate = z.infer<typeof adminUpdate>;
export const adminUpdateList = paginated(adminUpdate);
export const updateInput = z.object({
  vendorId: vendorRef,
  productName: req(adminMessages.productNameRequired, 200),
  version: req(adminMessages.versionRequired, 50),
  releaseDate: dateOnly(adminMessages.releaseDateRequired),
  features: lines.pipe(z.array(z.string().max(500)).min(1, adminMessages.featuresRequired)),
  releaseNotesUrl: optUrl,
  demoVideoUrl: optUrl,
  videoUrl: optUrl,
});

/** Features column: 2 items then '+N more'. */
export function featurePreview(features: string[], shown = 2): { items: string[]; more: string | null } {
  const rest = features.length - shown;
  return { items: features.slice(0, shown), more: rest > 0 ? `+${rest} more` : null };
}
