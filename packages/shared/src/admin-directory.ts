/** Admin console: certifications, AI courses, vendors and the dashboard (spec part 2 sections 7-9). */
import { z } from 'zod';
import { intCounts, pageQuery, paginated } from './api.ts';
import { isValidDomain } from './catalog.ts';
import { certificationFields, courseFields, vendorItemFields } from './content-fields.ts';

import {
  adminListQuery,
  adminMessages,
  domainFormatMessage,
  isoDateTime,
  isSitePath,
  isUrl,
  namedInput,
  optText,
  optUrl,
  req,
  reqUrl,
  searchParam,
  vendorFilter,
  vendorOwned,
} from './admin-fields.ts';

// ---------- Certifications and AI courses ----------

export const certSortKeys = ['name', 'vendor', 'description', 'certificationLink', 'createdAt', 'updatedAt'] as const;
export const adminCertsQuery = adminListQuery(certSortKeys, 'createdAt', 'desc', { vendorId: vendorFilter });
export const adminCert = vendorOwned.extend({ ...certificationFields, createdAt: isoDateTime, updatedAt: isoDateTime });
export type AdminCert = z.infer<typeof adminCert>;
export const adminCertList = paginated(adminCert);
/** Pro only, level and duration: optional in the form (an older client that leaves them out keeps the defaults). */
const linkedInput = { isPremium: z.boolean().default(false), level: optText(40), duration: optText(40) };
export const certInput = z.object({ ...namedInput, certificationLink: reqUrl(adminMessages.linkRequired), videoUrl: optUrl, ...linkedInput });

export const adminCoursesQuery = pageQuery.extend({ search: searchParam, vendorId: vendorFilter });
export const adminCourse = vendorOwned.extend({ ...courseFields, createdAt: isoDateTime });
export type AdminCourse = z.infer<typeof adminCourse>;
export const adminCourseList = paginated(adminCourse);
export const courseInput = z.object({ ...namedInput, courseLink: reqUrl(adminMessages.linkRequired), videoUrl: optUrl, ...linkedInput });
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
export const adminVendorsQuery = adminListQuery(vendorSortKeys, 'name', 'asc', {}).extend({ pageSize: z.coerce.number().int().min(1).max(100).default(50) });
export const adminVendor = z.object({
  ...vendorItemFields,
  domainName: z.string().nullable(),
  vendorManagerEmail: z.string().nullable(),
  /** Its managers' submissions publish without review (issue 22). */
  trusted: z.boolean(),
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

/** One line of the dashboard's search card: how often the words were searched in the week (no personal data). */
const searchCount = z.object({ kind: z.string(), term: z.string(), searches: z.number().int(), lastTotal: z.number().int().nullable() });

export const adminDashboard = z.object({
  /** The week's top searches and the searches whose latest answer found nothing (issue 24, item 7). */
  searches: z.object({ top: z.array(searchCount), zeroResults: z.array(searchCount) }),
  stats: intCounts('users', 'proMembers', 'activeJobs', 'upcomingWebinars', 'trialActivations', 'likesThisWeek'),
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
