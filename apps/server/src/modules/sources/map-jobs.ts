import { currencies } from '@portal/shared/catalog';
import { isUrl } from '@portal/shared/admin-fields';
import { z } from 'zod';
import { cleanLine, clip, htmlToText } from './source-text.ts';
import { type Mapped, type Pace, SourceFormatError, slices } from './mapped.ts';

/**
 * Job boards' public JSON (Greenhouse job board API, Lever postings API, Ashby posting API) mapped
 * faithfully onto a job (docs/decisions/2211): title, location(s) and remote, employment type, salary
 * range and currency when given (yearly amounts in a currency the portal shows), apply URL, posted date.
 * Each job is checked on its own: one bad job is skipped with a reason, the others go through.
 */
export type JobValues = {
  jobTitle: string;
  jobDescription: string | null;
  jobType: 'full-time' | 'part-time' | 'contract' | 'remote';
  experienceLevel: 'entry' | 'mid' | 'senior' | 'lead';
  locationCity: string | null;
  locationState: string | null;
  locationCountry: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  postedDate: string | null;
  jobPageUrl: string | null;
  requirements: string[];
};

const US_STATE = /^[A-Z]{2}$/;

/** 'San Francisco, CA' → city + state (+ United States); 'London, United Kingdom' → city + country; three parts → all three. */
export function splitLocation(raw: string | null | undefined): Pick<JobValues, 'locationCity' | 'locationState' | 'locationCountry'> {
  const parts = cleanLine(raw)
    .split(',')
    .map((p) => clip(p.trim(), 200))
    .filter(Boolean);
  const none = { locationCity: null, locationState: null, locationCountry: null };
  if (!parts.length || (parts.length === 1 && /^remote$/i.test(parts[0] ?? ''))) return none;
  const [a, b, c] = parts;
  if (parts.length >= 3) return { locationCity: a ?? null, locationState: b ?? null, locationCountry: parts.slice(2).join(', ') || (c ?? null) };
  if (parts.length === 2)
    return US_STATE.test(b ?? '')
      ? { locationCity: a ?? null, locationState: b ?? null, locationCountry: 'United States' }
      : { ...none, locationCity: a ?? null, locationCountry: b ?? null };
  return { ...none, locationCity: a ?? null };
}

export function levelFromTitle(title: string): JobValues['experienceLevel'] {
  if (/\b(intern|internship|junior|jr\.?|graduate|entry[- ]level|trainee|apprentice)\b/i.test(title)) return 'entry';
  if (/\b(lead|principal|staff|head|director|manager|architect)\b/i.test(title)) return 'lead';
  if (/\b(senior|sr\.?)\b/i.test(title)) return 'senior';
  return 'mid';
}

/** 'Full-time', 'FullTime', 'full_time', 'Contractor', 'Intern'… → the portal's job type (null when unknown). */
export function employmentType(raw: unknown): 'full-time' | 'part-time' | 'contract' | null {
  const v = String(raw ?? '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  if (!v) return null;
  if (v.includes('part')) return 'part-time';
  if (v.includes('contract') || v.includes('temporary') || v.includes('freelance') || v.includes('intern')) return 'contract';
  if (v.includes('full') || v.includes('permanent')) return 'full-time';
  return null;
}

const dateOf = (v: unknown): string | null => {
  if (v === null || v === undefined || v === '') return null;
  const d = new Date(typeof v === 'number' ? v : String(v));
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
};

const currency = (v: unknown) => {
  const c = String(v ?? '').toUpperCase();
  return (currencies as readonly string[]).includes(c) ? c : null;
};

type Salary = Pick<JobValues, 'salaryMin' | 'salaryMax' | 'salaryCurrency'>;
const noSalary: Salary = { salaryMin: null, salaryMax: null, salaryCurrency: 'USD' };

/** A yearly range in a currency the portal shows; anything else (hourly, unknown currency, min > max) is left out rather than guessed. */
function salary(min: unknown, max: unknown, cur: unknown): Salary {
  const c = currency(cur);
  const lo = typeof min === 'number' && Number.isFinite(min) && min >= 0 ? Math.round(min) : null;
  const hi = typeof max === 'number' && Number.isFinite(max) && max >= 0 ? Math.round(max) : null;
  if (!c || (lo === null && hi === null) || (lo !== null && hi !== null && hi < lo) || (hi ?? lo ?? 0) > 2_000_000_000) return noSalary;
  return { salaryMin: lo, salaryMax: hi, salaryCurrency: c };
}

function job(p: {
  title: unknown;
  html?: unknown;
  plain?: unknown;
  locations: string[];
  remote: boolean;
  employment: unknown;
  salary: Salary;
  url: unknown;
  posted: unknown;
  requirements?: string[];
}): JobValues {
  const title = cleanLine(String(p.title ?? ''));
  if (!title) throw new SourceFormatError('a job without a title');
  if (title.length > 100) throw new SourceFormatError(`'${clip(title, 60)}': the title is longer than 100 characters`);
  const url = cleanLine(String(p.url ?? ''));
  if (!isUrl(url)) throw new SourceFormatError(`'${title}': no valid apply URL`);
  const locations = [...new Set(p.locations.map((l) => cleanLine(l)).filter(Boolean))];
  const type = employmentType(p.employment);
  const head: string[] = [];
  if (locations.length > 1) head.push(`Locations: ${locations.join('; ')}`);
  if (p.remote && type) head.push(`Employment type: ${type === 'full-time' ? 'Full-time' : type === 'part-time' ? 'Part-time' : 'Contract'} (remote)`);
  const body = typeof p.html === 'string' && p.html ? htmlToText(p.html) : cleanLine(String(p.plain ?? '')) ? htmlToText(String(p.plain)) : '';
  const description = clip([head.join('\n'), body].filter(Boolean).join('\n\n'), 20_000);
  const firstPlace = locations.find((l) => !/^remote\b/i.test(l)) ?? null;
  return {
    jobTitle: title,
    jobDescription: description || null,
    jobType: p.remote ? 'remote' : (type ?? 'full-time'),
    experienceLevel: levelFromTitle(title),
    ...splitLocation(firstPlace),
    ...p.salary,
    postedDate: dateOf(p.posted),
    jobPageUrl: url.slice(0, 2000),
    requirements: (p.requirements ?? [])
      .map((r) => clip(cleanLine(r), 2000))
      .filter(Boolean)
      .slice(0, 200),
  };
}

const isRemoteText = (s: unknown) => /\bremote\b/i.test(String(s ?? ''));

/** Runs `map` on each raw item; a thrown SourceFormatError skips that item with its reason. */
async function each<T>(raw: unknown[], idOf: (r: Record<string, unknown>) => unknown, map: (r: Record<string, unknown>) => T, next: Pace): Promise<Mapped<T>> {
  const out: Mapped<T> = { items: [], warnings: [] };
  const seen = new Set<string>();
  for (const r of raw) {
    await next();
    if (!r || typeof r !== 'object') {
      out.warnings.push('An entry that is not an object was skipped');
      continue;
    }
    const rec = r as Record<string, unknown>;
    const id = idOf(rec);
    if ((typeof id !== 'string' && typeof id !== 'number') || String(id).length > 200 || String(id) === '') {
      out.warnings.push('An entry without an id was skipped');
      continue;
    }
    if (seen.has(String(id))) continue;
    seen.add(String(id));
    try {
      out.items.push({ externalId: String(id), values: map(rec) });
    } catch (err) {
      if (!(err instanceof SourceFormatError)) throw err;
      out.warnings.push(`Skipped ${err.message}`);
    }
  }
  return out;
}

function json(body: string, what: string): unknown {
  try {
    return JSON.parse(body);
  } catch (err) {
    throw new SourceFormatError(`${what} did not send valid JSON: ${clip((err as Error).message, 120)}`);
  }
}

const str = z.string();
const arr = (v: unknown) => (Array.isArray(v) ? v : []);
const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** GET {base}/{token}/jobs?content=true (Greenhouse's job board API). `content` is entity-escaped HTML. */
export async function mapGreenhouse(body: string, pace: Pace = slices()): Promise<Mapped<JobValues>> {
  const data = obj(json(body, 'Greenhouse'));
  if (!Array.isArray(data.jobs)) throw new SourceFormatError('Not a Greenhouse job board: no "jobs" list');
  return each(
    data.jobs,
    (r) => r.id,
    (r) => {
      const offices = arr(r.offices).map((o) => String(obj(o).location ?? obj(o).name ?? ''));
      const place = String(obj(r.location).name ?? '');
      const meta = arr(r.metadata).map(obj);
      const employment = meta.find((m) => /employment|commitment|job type/i.test(String(m.name ?? '')))?.value;
      const pay = arr(r.pay_input_ranges).map(obj)[0];
      const decoded = typeof r.content === 'string' ? htmlToText(r.content) : '';
      return job({
        title: r.title,
        // Greenhouse escapes the HTML once more: decoding gives the markup, which is then sanitised like any other.
        html: decoded,
        // Offices are the structured list; the location's display name may join several with ';'.
        locations: offices.some(Boolean) ? offices : place.split(';'),
        remote: isRemoteText(place) && !offices.some((o) => o && !isRemoteText(o)),
        employment,
        salary: pay ? salary(Number(pay.min_cents) / 100, Number(pay.max_cents) / 100, pay.currency_type) : noSalary,
        url: r.absolute_url,
        posted: r.first_published ?? r.updated_at,
      });
    },
    pace,
  );
}

/** GET {base}/{company}?mode=json (Lever's postings API): a list of postings. */
export async function mapLever(body: string, pace: Pace = slices()): Promise<Mapped<JobValues>> {
  const data = json(body, 'Lever');
  if (!Array.isArray(data)) throw new SourceFormatError('Not a Lever postings list: expected a list of postings');
  return each(
    data,
    (r) => r.id,
    (r) => {
      const cat = obj(r.categories);
      const all = arr(cat.allLocations).filter((l): l is string => str.safeParse(l).success);
      const range = obj(r.salaryRange);
      const yearly = !range.interval || /year|annual/i.test(String(range.interval));
      const lists = arr(r.lists).map(obj);
      const reqList = lists.find((l) => /requirement|qualification|what you|you have|about you/i.test(String(l.text ?? '')));
      const reqs = reqList
        ? htmlToText(String(reqList.content ?? ''))
            .split('\n')
            .map((l) => l.replace(/^• /, ''))
        : [];
      const html = [r.description, ...lists.map((l) => `<h3>${sanitizeHeading(l.text)}</h3><ul>${String(l.content ?? '')}</ul>`), r.additional]
        .filter((x) => typeof x === 'string' && x)
        .join('');
      return job({
        title: r.text,
        html: html || undefined,
        plain: r.descriptionPlain,
        locations: all.length ? all : [String(cat.location ?? '')],
        remote: String(r.workplaceType ?? '').toLowerCase() === 'remote' || (all.length ? all.every(isRemoteText) : isRemoteText(cat.location)),
        employment: cat.commitment,
        salary: yearly && range.currency ? salary(range.min, range.max, range.currency) : noSalary,
        url: r.applyUrl ?? r.hostedUrl,
        posted: typeof r.createdAt === 'number' ? r.createdAt : null,
        requirements: reqs,
      });
    },
    pace,
  );
}

/** A list heading is text: escaped before it joins the HTML that is sanitised next. */
function sanitizeHeading(v: unknown): string {
  return String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** GET {base}/{organisation}?includeCompensation=true (Ashby's posting API). Unlisted postings are left out. */
export async function mapAshby(body: string, pace: Pace = slices()): Promise<Mapped<JobValues>> {
  const data = obj(json(body, 'Ashby'));
  if (!Array.isArray(data.jobs)) throw new SourceFormatError('Not an Ashby job board: no "jobs" list');
  const listed = data.jobs.filter((j) => obj(j).isListed !== false);
  return each(
    listed,
    (r) => r.id,
    (r) => {
      const secondary = arr(r.secondaryLocations).map((l) => String(obj(l).location ?? ''));
      const addr = obj(obj(r.address).postalAddress);
      const primary =
        [addr.addressLocality, addr.addressRegion, addr.addressCountry].filter((x) => typeof x === 'string' && x).join(', ') || String(r.location ?? '');
      const comp = obj(r.compensation);
      const components = [...arr(comp.summaryComponents), ...arr(comp.compensationTiers).flatMap((t) => arr(obj(t).components))].map(obj);
      const pay = components.find((c) => /salary/i.test(String(c.compensationType ?? '')) && /year/i.test(String(c.interval ?? '')));
      const workplace = String(r.workplaceType ?? '').toLowerCase();
      const mapped = job({
        title: r.title,
        html: r.descriptionHtml,
        plain: r.descriptionPlain,
        locations: [String(r.location ?? ''), ...secondary],
        remote: workplace ? workplace === 'remote' : r.isRemote === true,
        employment: r.employmentType,
        salary: pay ? salary(pay.minValue, pay.maxValue, pay.currencyCode) : noSalary,
        url: r.applyUrl ?? r.jobUrl,
        posted: r.publishedAt,
      });
      // The structured address, when given, is more exact than the location's display name.
      return primary && mapped.jobType !== 'remote' && addr.addressLocality ? { ...mapped, ...splitLocation(primary) } : mapped;
    },
    pace,
  );
}
