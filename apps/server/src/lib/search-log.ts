import type { Db } from '../db/client.ts';
import { deleteSearchLogBefore, topSearches, upsertSearchCounts, type SearchCount } from './search-log.queries.ts';

/**
 * What people search for (issue 24, item 7; docs/decisions/2402-search-log.md): counts per day, kind and
 * normalised words, and whether the last computed answer found anything. No user, address or time of day is
 * kept. Requests are counted where they are answered (the fast path included) into a per-process buffer that is
 * added to the database every few seconds, so the hot path does one Map update and no write.
 */

/** The searchable lists: the request path (page or API) and its search parameter. */
const KINDS: Record<string, { kind: string; param: string }> = {
  '/search': { kind: 'all', param: 'q' },
  '/api/search': { kind: 'all', param: 'q' },
  '/jobs': { kind: 'jobs', param: 'search' },
  '/api/jobs': { kind: 'jobs', param: 'search' },
  '/forum': { kind: 'forum', param: 'search' },
  '/api/forum/topics': { kind: 'forum', param: 'search' },
  '/webinars': { kind: 'webinars', param: 'search' },
  '/api/webinars': { kind: 'webinars', param: 'search' },
  '/ai-courses': { kind: 'courses', param: 'search' },
  '/api/ai-courses': { kind: 'courses', param: 'search' },
  '/certifications': { kind: 'certifications', param: 'search' },
  '/api/certifications': { kind: 'certifications', param: 'search' },
  '/product-updates': { kind: 'updates', param: 'search' },
  '/api/product-updates': { kind: 'updates', param: 'search' },
  '/product-trials': { kind: 'trials', param: 'search' },
  '/api/product-trials': { kind: 'trials', param: 'search' },
  '/vendors': { kind: 'vendors', param: 'search' },
  '/api/vendors': { kind: 'vendors', param: 'search' },
};

const MAX_TERM = 80;

/**
 * The words as counted: lower case, single spaces, at most 80 characters; null for what is not a search worth
 * counting (shorter than 2 characters) or may be personal (an e-mail address, a long number).
 */
export function normaliseTerm(raw: string): string | null {
  const term = raw.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, MAX_TERM).trim();
  if (term.length < 2) return null;
  if (/\S@\S/.test(term) || /\d{6,}/.test(term)) return null;
  return term;
}

type Pending = { kind: string; term: string; searches: number; lastTotal: number | null };
let pending = new Map<string, Pending>();

function add(kind: string, term: string, searches: number, lastTotal: number | null) {
  const key = `${kind}\u0000${term}`;
  const was = pending.get(key);
  if (was) {
    was.searches += searches;
    if (lastTotal !== null) was.lastTotal = lastTotal;
  } else pending.set(key, { kind, term, searches, lastTotal });
}

/**
 * Counts one answered search request (a page or a browser's API call; the server renderer's own in-process API
 * calls carry no User-Agent and are not counted again). Cheap for every other request: one substring test.
 */
export function noteSearchRequest(pathAndQuery: string, fromBrowser: boolean) {
  const at = pathAndQuery.indexOf('?');
  if (at < 0 || !pathAndQuery.includes('=', at)) return;
  const path = pathAndQuery.slice(0, at);
  const spec = KINDS[path];
  if (!spec || (path.startsWith('/api/') && !fromBrowser)) return;
  const raw = new URLSearchParams(pathAndQuery.slice(at + 1)).get(spec.param);
  // Later pages of the same search are not new searches.
  const page = new URLSearchParams(pathAndQuery.slice(at + 1)).get('page');
  const term = raw ? normaliseTerm(raw) : null;
  if (term && (!page || page === '1')) add(spec.kind, term, 1, null);
}

/**
 * The number of results a computed (not cached) list or search answer had for its search text (route() calls it
 * for every GET answer; only the searchable lists are looked at): 0 marks a search that finds nothing.
 */
export function noteSearchAnswer(path: string, query: unknown, answer: unknown) {
  const spec = KINDS[path];
  if (!spec || !query || !answer || typeof query !== 'object' || typeof answer !== 'object') return;
  const raw = (query as Record<string, unknown>)[spec.param];
  const total = (answer as { total?: unknown }).total;
  const term = typeof raw === 'string' ? normaliseTerm(raw) : null;
  if (term && typeof total === 'number') add(spec.kind, term, 0, total);
}

let lastPrune = 0;
const KEEP_DAYS = 90;

/** Adds the buffered counts to today's rows (one statement) and, once an hour, forgets days older than 90. */
export async function flushSearchLog(db: Db, now = new Date()) {
  if (pending.size) {
    const batch = [...pending.values()];
    pending = new Map();
    try {
      await upsertSearchCounts(db, now.toISOString().slice(0, 10), batch);
    } catch (err) {
      // The database is away: keep the counts for the next flush (bounded: searches are few kinds x words).
      for (const p of batch) add(p.kind, p.term, p.searches, p.lastTotal);
      if (pending.size > 50_000) pending = new Map();
      throw err;
    }
  }
  if (now.getTime() - lastPrune > 3_600_000) {
    lastPrune = now.getTime();
    await deleteSearchLogBefore(db, new Date(now.getTime() - KEEP_DAYS * 86_400_000).toISOString().slice(0, 10));
  }
}

/**
 * A term that begins a longer term of the same kind searched at least as often is that search half typed (the
 * lists search while the user types): it is left out of the report.
 */
function withoutHalfTyped(rows: SearchCount[]): SearchCount[] {
  return rows.filter(
    (r) => !rows.some((o) => o !== r && o.kind === r.kind && o.term.length > r.term.length && o.term.startsWith(r.term) && o.searches >= r.searches),
  );
}

/** The admin dashboard's card: the week's top searches and the searches whose last answer found nothing. */
export async function searchReport(db: Db, days = 7, limit = 10, now = new Date()) {
  const since = new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const rows = withoutHalfTyped(await topSearches(db, since, 200));
  return {
    top: rows.slice(0, limit),
    zeroResults: rows.filter((r) => r.lastTotal === 0).slice(0, limit),
  };
}
