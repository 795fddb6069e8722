/** Pure domain rules shared by server and client (spec part 1 sections 4, 5 and decisions.md). */

export const webinarStatuses = ['upcoming', 'live', 'completed', 'cancelled'] as const;
type WebinarStatus = (typeof webinarStatuses)[number];
export const webinarLevels = ['beginner', 'intermediate', 'advanced', 'all-levels'] as const;
type WebinarLevel = (typeof webinarLevels)[number];
const DEFAULT_WEBINAR_DURATION = 60;

export const jobTypes = ['full-time', 'part-time', 'contract', 'remote'] as const;
type JobType = (typeof jobTypes)[number];
export const experienceLevels = ['entry', 'mid', 'senior', 'lead'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];
export const jobStatuses = ['active', 'inactive', 'closed'] as const;
type JobStatus = (typeof jobStatuses)[number];
export const currencies = ['USD', 'EUR', 'GBP', 'INR', 'CAD', 'AUD'] as const;
export type Currency = (typeof currencies)[number];

export const trialStatuses = ['active', 'inactive'] as const;

export const contentTypes = ['job', 'webinar', 'certification', 'product_update', 'product_trial', 'ai_course'] as const;
export type ContentType = (typeof contentTypes)[number];

/** Labels for the like/lead type column and filter (spec part 2, Vendor Leads) and search hits. */
export const contentTypeLabels: Record<ContentType, string> = {
  job: 'Job',
  webinar: 'Webinar',
  certification: 'Certification',
  product_update: 'Product Update',
  product_trial: 'Product Trial',
  ai_course: 'AI Course',
};
/** The type filters' plural labels ('Jobs', 'AI Courses'). */
export const contentTypeFilterLabels = Object.fromEntries(contentTypes.map((t) => [t, `${contentTypeLabels[t]}s`])) as Record<ContentType, string>;

export const experienceLabels: Record<ExperienceLevel, string> = { entry: 'Entry', mid: 'Mid-Level', senior: 'Senior', lead: 'Lead' };

/** Human labels for the chips on cards (never the stored lowercase value). */
export const jobTypeLabels: Record<JobType, string> = { 'full-time': 'Full-time', 'part-time': 'Part-time', contract: 'Contract', remote: 'Remote' };
export const webinarLevelLabels: Record<WebinarLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  'all-levels': 'All levels',
};
export const jobStatusLabels: Record<JobStatus, string> = { active: 'Active', inactive: 'Inactive', closed: 'Closed' };

/** A stored value's label from `labels`, else the value with its first letter capitalised and dashes as spaces. */
export function labelFor(labels: Record<string, string>, value: string | null | undefined): string {
  if (!value) return '';
  return labels[value] ?? `${value.charAt(0).toUpperCase()}${value.slice(1).replace(/[-_]/g, ' ')}`;
}

/** End time is start plus duration when no end is stored. */
export function webinarEndTime(w: { start_time: Date | string | null; end_time?: Date | string | null; duration_minutes?: number | null }): Date | null {
  if (w.end_time) return new Date(w.end_time);
  if (!w.start_time) return null;
  const start = new Date(w.start_time);
  return new Date(start.getTime() + (w.duration_minutes ?? DEFAULT_WEBINAR_DURATION) * 60_000);
}

/**
 * Displayed status: cancelled stays cancelled; no start or end gives upcoming; now between start
 * and end gives live; after end gives completed; otherwise upcoming.
 */
export function deriveWebinarStatus(
  w: { status: string; start_time: Date | string | null; end_time?: Date | string | null; duration_minutes?: number | null },
  now: Date = new Date(),
): WebinarStatus {
  if (w.status === 'cancelled') return 'cancelled';
  if (!w.start_time) return 'upcoming';
  const start = new Date(w.start_time);
  const end = webinarEndTime(w);
  if (!end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return 'upcoming';
  const t = now.getTime();
  if (t >= start.getTime() && t < end.getTime()) return 'live';
  if (t >= end.getTime()) return 'completed';
  return 'upcoming';
}

const currencySymbols: Record<Currency, string> = { USD: '$', EUR: '€', GBP: '£', CAD: 'CA$', AUD: 'A$', INR: '₹' };

/** One amount: INR in lakhs with one decimal and L; others in thousands with K and their symbol. */
function formatSalaryAmount(amount: number, currency: string): string {
  const cur = (currencies as readonly string[]).includes(currency) ? (currency as Currency) : 'USD';
  const sym = currencySymbols[cur];
  if (cur === 'INR') return `${sym}${(amount / 100_000).toFixed(1)}L`;
  const k = amount / 1000;
  return `${sym}${Number.isInteger(k) ? k : Math.round(k * 10) / 10}K`;
}

/** Range, 'N+', 'Up to N', or null when no salary is given. */
export function formatSalary(min: number | null | undefined, max: number | null | undefined, currency: string | null | undefined): string | null {
  const c = currency ?? 'USD';
  const hasMin = min !== null && min !== undefined && min > 0;
  const hasMax = max !== null && max !== undefined && max > 0;
  if (hasMin && hasMax) return `${formatSalaryAmount(min, c)} - ${formatSalaryAmount(max, c)}`;
  if (hasMin) return `${formatSalaryAmount(min, c)}+`;
  if (hasMax) return `Up to ${formatSalaryAmount(max, c)}`;
  return null;
}

const US = new Set(['us', 'usa', 'united states', 'united states of america']);

/** 'Remote' if remote; US: city and state; elsewhere city and country; else 'Location not specified'. */
export function formatLocation(j: {
  jobType?: string | null;
  locationCity?: string | null;
  locationState?: string | null;
  locationCountry?: string | null;
}): string {
  if (j.jobType === 'remote') return 'Remote';
  const city = j.locationCity?.trim();
  const state = j.locationState?.trim();
  const country = j.locationCountry?.trim();
  const isUs = country ? US.has(country.toLowerCase()) : false;
  const parts = isUs ? [city, state] : [city, country];
  const shown = parts.filter(Boolean);
  return shown.length ? shown.join(', ') : 'Location not specified';
}

/** A job is excluded if its maximum is below the minimum filter or its minimum above the maximum filter. */
export function salaryMatches(job: { salary_min: number | null; salary_max: number | null }, filter: { min?: number | null; max?: number | null }): boolean {
  if (filter.min != null && job.salary_max != null && job.salary_max < filter.min) return false;
  if (filter.max != null && job.salary_min != null && job.salary_min > filter.max) return false;
  return true;
}

/**
 * Domain check: starts and ends with a letter or digit, labels may contain hyphens, the first
 * label is at most 63 characters, and a top-level part of at least 2 letters.
 */
const DOMAIN_RE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.[a-z]{2,}$/i;
export function isValidDomain(domain: string): boolean {
  return domain.length <= 253 && DOMAIN_RE.test(domain.trim());
}

/** YouTube watch, short or embed links: returns the video id, else null. */
export function youTubeId(url: string | null | undefined): string | null {
  if (!url) return null;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  const host = u.hostname.replace(/^www\.|^m\./, '');
  const idRe = /^[A-Za-z0-9_-]{6,20}$/;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (u.pathname === '/watch') {
      const v = u.searchParams.get('v');
      return v && idRe.test(v) ? v : null;
    }
    const m = u.pathname.match(/^\/(?:embed|shorts)\/([^/?#]+)/);
    return m?.[1] && idRe.test(m[1]) ? m[1] : null;
  }
  if (host === 'youtu.be') {
    const id = u.pathname.slice(1).split('/')[0];
    return id && idRe.test(id) ? id : null;
  }
  return null;
}

type VideoProvider = 'youtube' | 'vimeo' | 'wistia';
/** Video preview is offered only for YouTube, Vimeo or Wistia links. */
export function videoProvider(url: string | null | undefined): VideoProvider | null {
  if (!url) return null;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (/(^|\.)youtube\.com$|(^|\.)youtu\.be$/.test(host)) return 'youtube';
  if (/(^|\.)vimeo\.com$/.test(host)) return 'vimeo';
  if (/(^|\.)wistia\.(com|net)$|(^|\.)wi\.st$/.test(host)) return 'wistia';
  return null;
}

/** Embed URL for a recognised preview link, or null. */
export function videoEmbedUrl(url: string | null | undefined): string | null {
  const yt = youTubeId(url);
  if (yt) return `https://www.youtube-nocookie.com/embed/${yt}`;
  if (!url) return null;
  const p = videoProvider(url);
  if (p === 'vimeo') {
    const m = new URL(url).pathname.match(/\/(\d+)/);
    return m ? `https://player.vimeo.com/video/${m[1]}` : null;
  }
  if (p === 'wistia') {
    const m = new URL(url).pathname.match(/\/(?:medias|iframe)\/([A-Za-z0-9]+)/);
    return m ? `https://fast.wistia.net/embed/iframe/${m[1]}` : null;
  }
  return null;
}

/** Compare dot-separated numeric version parts ('1.10.0' > '1.9.2'). */
export function compareVersions(a: string, b: string): number {
  const pa = a.replace(/^v/i, '').split('.');
  const pb = b.replace(/^v/i, '').split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = Number.parseInt(pa[i] ?? '0', 10);
    const y = Number.parseInt(pb[i] ?? '0', 10);
    const nx = Number.isNaN(x) ? 0 : x;
    const ny = Number.isNaN(y) ? 0 : y;
    if (nx !== ny) return nx - ny;
  }
  return 0;
}

/** Trial activatable: status active and now within start..end. */
export function isTrialActivatable(t: { status: string; start_date: Date | string; end_date: Date | string }, now = new Date()): boolean {
  const s = new Date(t.start_date).getTime();
  const e = new Date(t.end_date).getTime();
  return t.status === 'active' && now.getTime() >= s && now.getTime() <= e;
}
