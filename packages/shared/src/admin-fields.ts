/** Admin console: messages, field rules, CSV and shared pieces of the resource schemas (spec part 2). */
import { z } from 'zod';
import { pageQuery } from './api.ts';
import { vendorRef as catalogVendorRef, namedItem } from './content-fields.ts';

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
export function domainFormatMessage(host = 'example.com'): string {
  return `Invalid domain format. Please enter a valid domain (e.g., ${host})`;
}

// ---------- field helpers ----------

/** Timestamps leave the server as ISO strings; accepts a Date (server) or a string (client). */
export const isoDateTime = z.union([z.date(), z.string()]).transform((v) => new Date(v).toISOString());
export const isoDateTimeNullable = isoDateTime.nullable();

export function isUrl(v: string): boolean {
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
export const req = (msg: string, max = 5000) => z.string({ message: msg }).trim().min(1, msg).max(max, `Must be ${max} characters or less`);
/** Required http(s) URL. */
export const reqUrl = (msg: string) => req(msg, 2000).refine(isUrl, adminMessages.urlInvalid);
/** An optional link that `valid` accepts: empty or absent becomes null. */
const optLink = (valid: (v: string) => boolean) =>
  z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || valid(v), adminMessages.urlInvalid);
/** Optional http(s) URL: empty or absent becomes null. */
export const optUrl = optLink(isUrl);
/** Optional image link: an http(s) URL or a path on this site (the demo thumbnails in apps/web/public). */
export const optImageLink = optLink((v) => isUrl(v) || isSitePath(v));
export const optText = (max = 5000) =>
  z
    .string()
    .trim()
    .max(max, `Must be ${max} characters or less`)
    .nullish()
    .transform((v) => (v ? v : null));
export const dateOnly = (msg: string) => req(msg, 10).refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), msg);
export const dateTimeString = (msg: string) => req(msg, 40).refine((v) => !Number.isNaN(Date.parse(v)), msg);
export const vendorRef = req(adminMessages.vendorRequired, 100);

/** Lines of a textarea: split, trimmed, blank lines dropped. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}
export const lines = z
  .union([z.array(z.string().max(2000, 'Must be 2000 characters or less')).max(200), z.string().max(20_000, 'Must be 20000 characters or less')])
  .transform((v) => (Array.isArray(v) ? v.map((s) => s.trim()).filter(Boolean) : splitLines(v)));

export const optMoney = z
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

export const searchParam = z.string().trim().max(200).optional();
export const vendorFilter = z.string().trim().max(100).optional();

export const vendorRefDto = catalogVendorRef;
/** An admin item that belongs to a vendor: its id, the vendor's id and the vendor (null once deleted). */
export const vendorOwned = z.object({ id: z.string(), vendorId: z.string().nullable(), vendor: vendorRefDto });
/** Name and description of a certification or AI course, in their item and in their form. */
export { namedItem };
export const namedInput = { vendorId: vendorRef, name: req(adminMessages.nameRequired, 300), description: req(adminMessages.descriptionRequired, 20000) };

/** An admin list's query: page, search, the screen's filters, then sort (one of `keys`) and direction with the screen's defaults. */
export function adminListQuery<K extends string, X extends z.ZodRawShape>(keys: readonly [K, ...K[]], sort: NoInfer<K>, dir: 'asc' | 'desc', filters: X) {
  return pageQuery.extend({ search: searchParam, ...filters, sort: z.enum(keys).default(sort as never), dir: sortDir.default(dir) });
}

export const idResponse = z.object({ id: z.string() });
export const countResponse = z.object({ updated: z.number().int() });

export const bulkIds = z.object({
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
