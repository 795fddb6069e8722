/** Admin console: request/response schemas, messages and pure rules (spec part 2 sections 2-9). */
import { z } from 'zod';
import { pageQuery, paginated } from './api.ts';
import { currencies, experienceLevels, isValidDomain, jobStatuses, jobTypes, webinarLevels, webinarStatuses } from './catalog.ts';

export const adminMessages = {
  vendorRequired: 'Vendor is required',
  urlInvalid: 'Please enter a valid URL',
  jobTitleRequired: 'Job title is required',
  jobTitleMax: 'Job title must be 100 characters or less',
  jobPageUrlRequired: 'Job page URL is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  countryRequired: 'Country is required',
  jobDescriptionRequired: 'Job description is required',
  postedDateRequired: 'Posted date is required',
  salaryOrder: 'Maximum salary must be greater than minimum salary',
  productNameRequired: 'Product name is required',
  descriptionRequired: 'Description is required',
  descriptionMax: 'Description must be 500 characters or less',
  accessLinkRequired: 'Access link is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endAfterStart: 'End date must be after start date',
  trialPeriodRequired: 'Trial period is required',
  trialPeriodMin: 'Trial period must be greater than 0',
  versionRequired: 'Version is required',
  releaseDateRequired: 'Release date is required',
  featuresRequired: 'At least one feature is required',
  nameRequired: 'Name is required',
  linkRequired: 'Link is required',
  titleRequired: 'Title is required',
  startTimeRequired: 'Start time is required',
  durationMin: 'Duration must be at least 1 minute',
  vendorIdRequired: 'Vendor ID is required',
  vendorIdFormat: 'Vendor ID must use lowercase letters, numbers and hyphens (e.g. my-vendor)',
  vendorNameRequired: 'Vendor name is required',
  emailInvalid: 'Please enter a valid email address',
  selectItems: 'Select at least one item',
  bulkMissing: 'Some selected items no longer exist. Nothing was changed.',
} as const;

/** 'Invalid domain format. Please enter a valid domain (e.g., {host})'. */
function domainFormatMessage(host = 'example.com'): string {
  return `Invalid domain format. Please enter a valid domain (e.g., ${host})`;
}

// ---------- field helpers ----------

/** Timestamps leave the server as ISO strings; accepts a Date (server) or a string (client). */
export const isoDateTime = z.union([z.date(), z.string()]).transform((v) => new Date(v).toISOString());
const isoDateTimeNullable = isoDateTime.nullable();

function isUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A path on this site (`/vendor-logos/x.svg`): one leading '/', never `//` or `/\\` (another host), no spaces or control characters. */
export function isSitePath(v: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  return /^\/(?![/\\])[^\s\\]*$/.test(v) && !/[\u0000-\u001f\u007f]/.test(v);
}

/** Required trimmed text. */
const req = (msg: string, max = 5000) => z.string({ message: msg }).trim().min(1, msg).max(max, `Must be ${max} characters or less`);
/** Required http(s) URL. */
const reqUrl = (msg: string) => req(msg, 2000).refine(isUrl, adminMessages.urlInvalid);
/** Optional http(s) URL: empty or absent becomes null. */
const optUrl = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isUrl(v), adminMessages.urlInvalid);
const optText = (max = 5000) =>
  z
    .string()
    .trim()
    .max(max, `Must be ${max} characters or less`)
    .nullish()
    .transform((v) => (v ? v : null));
const dateOnly = (msg: string) => req(msg, 10).refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), msg);
const dateTimeString = (msg: string) => req(msg, 40).refine((v) => !Number.isNaN(Date.parse(v)), msg);
const vendorRef = req(adminMessages.vendorRequired, 100);

/** Lines of a textarea: split, trimmed, blank lines dropped. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}
const lines = z
  .union([z.array(z.string().max(2000, 'Must be 2000 characters or less')).max(200), z.string().max(20_000, 'Must be 20000 characters or less')])
  .transform((v) => (Array.isArray(v) ? v.map((s) => s.trim()).filter(Boolean) : splitLines(v)));

const optMoney = z
  .union([z.number(), z.string().max(30), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return null;
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isInteger(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message: 'Salary must be a whole number of 0 or more' });
      return z.NEVER;
    }
    return n;
  });

export const sortDir = z.enum(['asc', 'desc']);

const searchParam = z.string().trim().max(200).optional();
const vendorFilter = z.string().trim().max(100).optional();

const vendorRefDto = z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() }).nullable();

export const idResponse = z.object({ id: z.string() });
export const countResponse = z.object({ updated: z.number().int() });

const bulkIds = z.object({
  ids: z
    .array(z.uuid({ message: 'Invalid id' }))
    .min(1, adminMessages.selectItems)
    .max(500, 'Select at most 500 items'),
});

/** Notify subscribers / job reminder result. */
export const sendResult = z.object({ success: z.boolean(), sent: z.number().int(), failed: z.number().int(), skipped: z.number().int() });
export type SendResult = z.infer<typeof sendResult>;

// ---------- CSV ----------

/** Escapes one CSV cell: quotes when needed and defuses formulas (cells starting with = + - @, tab or CR). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  if (/[",\r\n]/.test(s) || s !== s.trim()) s = `"${s.replace(/"/g, '""')}"`;
  return s;
}
export function csvRow(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
export const jobCsvColumns = ['Title', 'Company', 'Location', 'Experience Level', 'Job Type', 'Salary Min', 'Salary Max', 'Status', 'Posted Date'] as const;
export function jobsExportFilename(now = new Date()): string {
  return `jobs-export-${now.toISOString().slice(0, 10)}.csv`;
}

// ---------- Jobs ----------

export const jobSortKeys = ['jobTitle', 'company', 'location', 'status', 'postedDate', 'createdAt'] as const;
export type JobSortKey = (typeof jobSortKeys)[number];
export const adminJobsQuery = pageQuery.extend({
  search: searchParam,
  status: z.enum(['all', ...jobStatuses]).default('all'),
  vendorId: vendorFilter,
  sort: z.enum(jobSortKeys).default('createdAt'),
  dir: sortDir.default('desc'),
});

export const adminJob = z.object({
  id: z.string(),
  vendorId: z.string().nullable(),
  vendor: vendorRefDto,
  jobTitle: z.string(),
  jobDescription: z.string().nullable(),
  jobPageUrl: z.string().nullable(),
  locationCity: z.string().nullable(),
  locationState: z.string().nullable(),
  locationCountry: z.string().nullable(),
  experienceLevel: z.string(),
  jobType: z.string(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  salaryCurrency: z.string(),
  requirements: z.array(z.string()),
  postedDate: z.string().nullable(),
  status: z.string(),
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
export const adminWebinarsQuery = pageQuery.extend({
  search: searchParam,
  status: z.enum(['all', ...webinarStatuses]).default('all'),
  vendorId: vendorFilter,
  sort: z.enum(webinarSortKeys).default('startTime'),
  dir: sortDir.default('desc'),
});

export const adminWebinar = z.object({
  id: z.string(),
  vendorId: z.string().nullable(),
  vendor: vendorRefDto,
  title: z.string(),
  description: z.string().nullable(),
  startTime: isoDateTimeNullable,
  endTime: isoDateTimeNullable,
  durationMinutes: z.number().int(),
  registrationUrl: z.string().nullable(),
  webinarUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  status: z.string(),
  experienceLevel: z.string().nullable(),
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
  thumbnailUrl: optUrl,
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
export const adminUpdatesQuery = pageQuery.extend({
  search: searchParam,
  vendorId: vendorFilter,
  sort: z.enum(updateSortKeys).default('releaseDate'),
  dir: sortDir.default('desc'),
});
export const adminUpdate = z.object({
  id: z.string(),
  vendorId: z.string().nullable(),
  vendor: vendorRefDto,
  productName: z.string(),
  version: z.string(),
  releaseDate: z.string(),
  features: z.array(z.string()),
  releaseNotesUrl: z.string().nullable(),
  demoVideoUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  createdAt: isoDateTime,
});
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
export const adminTrialsQuery = pageQuery.extend({
  search: searchParam,
  vendorId: vendorFilter,
  status: z.enum(trialFilterStatuses).default('all'),
  sort: z.enum(trialSortKeys).default('createdAt'),
  dir: sortDir.default('desc'),
});
export const adminTrial = z.object({
  id: z.string(),
  vendorId: z.string().nullable(),
  vendor: vendorRefDto,
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
export const trialSummary = z.object({
  totalActivations: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
  expired: z.number().int(),
  averageRating: z.number().nullable(),
});
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

// ---------- Certifications and AI courses ----------

export const certSortKeys = ['name', 'vendor', 'description', 'certificationLink', 'createdAt', 'updatedAt'] as const;
export const adminCertsQuery = pageQuery.extend({
  search: searchParam,
  vendorId: vendorFilter,
  sort: z.enum(certSortKeys).default('createdAt'),
  dir: sortDir.default('desc'),
});
export const adminCert = z.object({
  id: z.string(),
  vendorId: z.string().nullable(),
  vendor: vendorRefDto,
  name: z.string(),
  description: z.string().nullable(),
  certificationLink: z.string().nullable(),
  videoUrl: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AdminCert = z.infer<typeof adminCert>;
export const adminCertList = paginated(adminCert);
export const certInput = z.object({
  vendorId: vendorRef,
  name: req(adminMessages.nameRequired, 300),
  description: req(adminMessages.descriptionRequired, 20000),
  certificationLink: reqUrl(adminMessages.linkRequired),
  videoUrl: optUrl,
});

export const adminCoursesQuery = pageQuery.extend({ search: searchParam, vendorId: vendorFilter });
export const adminCourse = z.object({
  id: z.string(),
  vendorId: z.string().nullable(),
  vendor: vendorRefDto,
  name: z.string(),
  description: z.string().nullable(),
  courseLink: z.string().nullable(),
  videoUrl: z.string().nullable(),
  createdAt: isoDateTime,
});
export type AdminCourse = z.infer<typeof adminCourse>;
export const adminCourseList = paginated(adminCourse);
export const courseInput = z.object({
  vendorId: vendorRef,
  name: req(adminMessages.nameRequired, 300),
  description: req(adminMessages.descriptionRequired, 20000),
  courseLink: reqUrl(adminMessages.linkRequired),
  videoUrl: optUrl,
});
export const suggestionsQuery = z.object({ q: z.string().trim().max(100).default('') });
export const suggestionsResponse = z.object({ suggestions: z.array(z.string()) });
export const SUGGESTION_LIMIT = 5;
/** Suggestions only for words longer than 2 characters. */
export function suggestionWord(text: string): string | null {
  const last = text.trim().split(/\s+/).at(-1) ?? '';
  return last.length > 2 ? last : null;
}

// ---------- Vendors ----------

export const vendorSortKeys = ['name', 'domainName', 'adminCount'] as const;
export const adminVendorsQuery = pageQuery.extend({
  search: searchParam,
  sort: z.enum(vendorSortKeys).default('name'),
  dir: sortDir.default('asc'),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export const adminVendor = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  description: z.string().nullable(),
  domainName: z.string().nullable(),
  vendorManagerEmail: z.string().nullable(),
  adminCount: z.number().int(),
});
export type AdminVendor = z.infer<typeof adminVendor>;
export const adminVendorList = paginated(adminVendor);
export const vendorOptions = z.object({ vendors: z.array(z.object({ id: z.string(), name: z.string() })) });

/**
 * Optional image URL: http(s) or a path on this site (the demo logos). Absent stays absent, so an
 * update that does not send it (the vendor form has no logo field) keeps the stored logo; empty is null.
 */
const optImageUrl = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v ? v : null))
  .refine((v) => v == null || isUrl(v) || isSitePath(v), adminMessages.urlInvalid);

const vendorFields = {
  name: req(adminMessages.vendorNameRequired, 200),
  websiteUrl: optUrl,
  description: optText(2000),
  logoUrl: optImageUrl,
  domainName: optText(253).transform((v) => (v ? v.toLowerCase() : null)),
  vendorManagerEmail: optText(254)
    .transform((v) => (v ? v.toLowerCase() : null))
    .refine((v) => v === null || z.email().safeParse(v).success, adminMessages.emailInvalid),
};
function domainCheck(v: { domainName: string | null; websiteUrl: string | null }, ctx: z.RefinementCtx) {
  if (v.domainName && !isValidDomain(v.domainName)) {
    let host = 'example.com';
    try {
      if (v.websiteUrl) host = new URL(v.websiteUrl).hostname.replace(/^www\./, '');
    } catch {
      // keep the default example
    }
    ctx.addIssue({ code: 'custom', message: domainFormatMessage(host), path: ['domainName'] });
  }
}
export const vendorCreateInput = z
  .object({
    id: req(adminMessages.vendorIdRequired, 100).pipe(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, adminMessages.vendorIdFormat)),
    ...vendorFields,
  })
  .superRefine(domainCheck);
/** The id is immutable after creation: the update body has no id. */
export const vendorUpdateInput = z.object(vendorFields).superRefine(domainCheck);
export const vendorIdParam = z.object({ id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Vendor not found') });

/** Website shown without protocol and www. */
export function displayWebsite(url: string | null | undefined): string {
  if (!url) return 'Not set';
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

// ---------- Dashboard ----------

export const adminDashboard = z.object({
  stats: z.object({
    users: z.number().int(),
    proMembers: z.number().int(),
    activeJobs: z.number().int(),
    upcomingWebinars: z.number().int(),
    trialActivations: z.number().int(),
    likesThisWeek: z.number().int(),
  }),
  recentSignups: z.array(z.object({ id: z.string(), email: z.string(), fullName: z.string().nullable(), createdAt: isoDateTime })),
  recentActivity: z.array(
    z.object({
      id: z.string(),
      actorEmail: z.string().nullable(),
      action: z.string(),
      entityType: z.string(),
      entityId: z.string().nullable(),
      createdAt: isoDateTime,
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
