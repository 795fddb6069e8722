import { z } from 'zod';
import { intCounts, pageQuery, paginated } from './api.ts';

import { type ContentType, contentTypes } from './catalog.ts';

export { contentTypeFilterLabels, contentTypeLabels } from './catalog.ts';
/** Likes (and so leads) are of the catalogue's content types. */
export const likeContentTypes = contentTypes;
export type LikeContentType = ContentType;

export const leadsMessages = {
  accessDenied: 'Access Denied',
  notManager: 'You are not registered as a vendor manager. Your email is not associated with any vendor.',
  contactSupport: 'Contact support if you believe this is an error.',
  vendorError: 'Error Loading Vendor Information',
  likesError: 'Error Loading User Likes',
} as const;

export const leadsQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  contentType: z.enum(['all', ...likeContentTypes]).default('all'),
});
export type LeadsQuery = z.input<typeof leadsQuery>;

const leadRow = z.object({
  id: z.string(),
  userId: z.string(),
  contentType: z.enum(likeContentTypes),
  contentId: z.string(),
  createdAt: z.string(),
  userEmail: z.string(),
  userName: z.string().nullable(),
  userCompany: z.string().nullable(),
  userJobTitle: z.string().nullable(),
  contentTitle: z.string(),
  contentUrl: z.string().nullable(),
});
export type LeadRow = z.infer<typeof leadRow>;

/** The CSV export's filters: the list's without the page. */
export const leadsCsvQuery = leadsQuery.omit({ page: true, pageSize: true });

export const leadStats = intCounts('total', 'job', 'webinar', 'certification', 'product_update', 'product_trial', 'ai_course');
export type LeadStats = z.infer<typeof leadStats>;

const leadsVendor = z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable(), managerEmail: z.string() });
/** The screen's header: the vendor the signed-in manager manages. */
export const leadsVendorResponse = z.object({ vendor: leadsVendor });

/**
 * Rows are members who chose Share for this vendor; `notShared` counts the likes (of the type filter)
 * from everyone else, who appear as a number only. The stats stay totals of all likes.
 */
export const leadsResponse = paginated(leadRow).extend({ vendor: leadsVendor, stats: leadStats, notShared: z.number().int() });
export type LeadsResponse = z.infer<typeof leadsResponse>;

/** 'Job Details' column: job title and company, or 'Not specified'. */
export function leadJobDetails(l: Pick<LeadRow, 'userJobTitle' | 'userCompany'>): string {
  const parts = [l.userJobTitle?.trim(), l.userCompany?.trim()].filter(Boolean);
  return parts.length ? parts.join(' at ') : 'Not specified';
}

/** The Contact mailto link with a prefilled thank-you subject and body. */
export function leadMailto(l: Pick<LeadRow, 'userEmail' | 'userName' | 'contentTitle'>, vendorName: string): string {
  const greeting = l.userName?.trim() ? `Hi ${l.userName.trim()},` : 'Hi,';
  const subject = `Thank you for your interest in ${l.contentTitle}`;
  const body = `${greeting}\n\nThank you for liking "${l.contentTitle}" on AI Testing Hub. We'd love to hear what caught your interest and answer any questions you have.\n\nBest regards,\nThe ${vendorName} team`;
  return `mailto:${l.userEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** One CSV cell: quoted, quotes doubled, formula-leading characters neutralised. */
export function csvCell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export const leadsCsvHeader = ['Email', 'Name', 'Company', 'Job Title', 'Content Type', 'Content Liked', 'Content URL', 'Date Liked'];
