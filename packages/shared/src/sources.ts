/**
 * Connected sources (issue 22 items 3-4, docs/decisions/2211): per vendor, a job board (Greenhouse, Lever,
 * Ashby), a product-update feed (RSS 2.0 or Atom) or a webinar calendar (iCalendar) that a scheduled job
 * reads and turns into catalogue items.
 */
import { z } from 'zod';

export const sourceKinds = ['greenhouse', 'lever', 'ashby', 'feed', 'ical'] as const;
export type SourceKind = (typeof sourceKinds)[number];

/** What each kind of source fills. */
export const sourceContent = { greenhouse: 'job', lever: 'job', ashby: 'job', feed: 'product_update', ical: 'webinar' } as const satisfies Record<
  SourceKind,
  'job' | 'product_update' | 'webinar'
>;

export const sourceKindLabels: Record<SourceKind, string> = {
  greenhouse: 'Greenhouse job board',
  lever: 'Lever postings',
  ashby: 'Ashby job board',
  feed: 'Product updates feed (RSS or Atom)',
  ical: 'Webinar calendar (iCalendar)',
};

/** What the one text box asks for, per kind. */
export const sourceRefLabels: Record<SourceKind, string> = {
  greenhouse: 'Board token',
  lever: 'Company slug',
  ashby: 'Organisation name',
  feed: 'Feed URL',
  ical: 'Calendar URL',
};

export const sourceMessages = {
  title: 'Connected sources',
  intro:
    'We read these sources every hour and keep your jobs, product updates and webinars in step with them: new items are added, changed ones updated in place, and jobs or webinars that disappear are closed.',
  refRequired: 'Enter the board token, company slug, organisation name or URL',
  tokenFormat: 'Use only letters, numbers, dots, hyphens and underscores',
  urlInvalid: 'Enter a valid http(s) URL',
  urlCredentials: 'The URL must not contain a user name or password',
  privateAddress: 'The URL must not point to a private, loopback or reserved address',
  duplicate: 'This source is already connected',
  tooMany: 'A vendor can connect at most 20 sources',
  notFound: 'Source not found',
  removed: 'Source removed. Items it brought in stay; edit or unpublish them as usual.',
  syncQueued: 'Sync started. This page updates when it is done.',
  none: 'No sources yet.',
  loadError: 'Could not load the sources.',
} as const;

export const MAX_SOURCES_PER_VENDOR = 20;

const token = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** True for an http(s) URL without credentials (the address rules are checked on the server). */
function httpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password;
  } catch {
    return false;
  }
}

export const sourceCreateRequest = z
  .object({
    kind: z.enum(sourceKinds, { message: 'Choose a kind of source' }),
    ref: z.string({ message: sourceMessages.refRequired }).trim().min(1, sourceMessages.refRequired).max(2000, 'Must be 2000 characters or less'),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'feed' || v.kind === 'ical') {
      if (!httpUrl(v.ref)) ctx.addIssue({ code: 'custom', path: ['ref'], message: sourceMessages.urlInvalid });
    } else if (!token.test(v.ref)) ctx.addIssue({ code: 'custom', path: ['ref'], message: sourceMessages.tokenFormat });
  });
export type SourceCreateRequest = z.infer<typeof sourceCreateRequest>;

export const sourceStatuses = ['new', 'ok', 'error'] as const;

export const sourceDto = z.object({
  id: z.string(),
  vendorId: z.string(),
  kind: z.enum(sourceKinds),
  ref: z.string(),
  status: z.enum(sourceStatuses),
  /** A sync was asked for ('Sync now') or is running. */
  pending: z.boolean(),
  lastSyncAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  nextSyncAt: z.string(),
  lastAdded: z.number().int(),
  lastUpdated: z.number().int(),
  lastClosed: z.number().int(),
  lastSkipped: z.number().int(),
  /** New items of the last sync waiting for an admin's review. */
  lastPending: z.number().int(),
  /** Items this source keeps (open and closed). */
  itemCount: z.number().int(),
  lastError: z.string().nullable(),
  /** Items the last sync could not take, with why (at most 5). */
  warnings: z.array(z.string()),
  failures: z.number().int(),
  createdAt: z.string(),
});
export type SourceDto = z.infer<typeof sourceDto>;

export const sourceListResponse = z.object({ vendor: z.object({ id: z.string(), name: z.string() }), sources: z.array(sourceDto) });
export const sourceResponse = z.object({ source: sourceDto });
export const sourceDeleteResponse = z.object({ success: z.boolean() });

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** 'Greenhouse job board “acme”'. */
export function sourceTitle(s: Pick<SourceDto, 'kind' | 'ref'>): string {
  return s.kind === 'feed' || s.kind === 'ical' ? `${sourceKindLabels[s.kind]}: ${s.ref}` : `${sourceKindLabels[s.kind]} “${s.ref}”`;
}

/** How long ago, in words: 'just now', '5 minutes ago', '3 hours ago', '2 days ago'. */
export function agoText(iso: string, now = new Date()): string {
  const s = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 1000));
  if (s < 60) return 'just now';
  if (s < 3600) return `${plural(Math.floor(s / 60), 'minute')} ago`;
  if (s < 86400) return `${plural(Math.floor(s / 3600), 'hour')} ago`;
  return `${plural(Math.floor(s / 86400), 'day')} ago`;
}

/** How long until, in words: 'in a minute', 'in 30 minutes', 'in 2 hours'. */
export function inText(iso: string, now = new Date()): string {
  const s = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  if (s < 90) return 'in a minute';
  if (s < 3600) return `in ${plural(Math.round(s / 60), 'minute')}`;
  if (s < 86400) return `in ${plural(Math.round(s / 3600), 'hour')}`;
  return `in ${plural(Math.round(s / 86400), 'day')}`;
}

/** The state of a source in plain words, one line each (the console and the admin vendor screen). */
export function sourceStateLines(s: SourceDto, now = new Date()): string[] {
  const lines: string[] = [];
  if (s.pending) lines.push('Sync waiting to run…');
  if (!s.lastSyncAt) {
    if (!s.pending) lines.push('Not synced yet.');
    return lines;
  }
  if (s.status === 'error') {
    lines.push(`Last sync ${agoText(s.lastSyncAt, now)} failed: ${s.lastError ?? 'unknown error'}`);
    const last = s.lastSuccessAt ? `; last good sync ${agoText(s.lastSuccessAt, now)}` : '';
    lines.push(`${plural(s.failures, 'failure')} in a row; next try ${inText(s.nextSyncAt, now)}${last}.`);
  } else {
    lines.push(
      `Last synced ${agoText(s.lastSyncAt, now)}: ${s.lastAdded} added, ${s.lastUpdated} updated, ${s.lastClosed} closed${s.lastPending ? `, ${s.lastPending} sent for review` : ''}${s.lastSkipped ? `, ${s.lastSkipped} skipped` : ''}.`,
    );
  }
  lines.push(`${plural(s.itemCount, 'item')} from this source.`);
  return lines;
}

/** A source's id in the path (`/api/vendor/sources/{id}`). */
export const sourceParam = z.object({ id: z.uuid({ message: 'Source not found' }) });
/** The vendor in an admin's path (`/api/admin/vendors/{vendorId}/sources`). */
export const sourceVendorParam = z.object({
  vendorId: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Vendor not found')
    .max(100),
});
export const sourceVendorSourceParam = sourceVendorParam.extend(sourceParam.shape);
