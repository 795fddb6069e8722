import { searchTerms } from '@portal/shared/api';
import type { SearchHit, SearchType } from '@portal/shared/catalog-api';
import { contentUrl } from '../../lib/content-url.ts';
import { paged } from '../../lib/paging.ts';
import { fromWindow } from '../../lib/search-windows.ts';
import type { CacheDeps } from '../../lib/versioned-cache.ts';
import * as sq from './search.queries.ts';

// ---- Global search ----

/** A search hit's or a like's link (jobs link to the filtered list). */
export const hitUrl = (type: SearchType, id: string, title: string) => contentUrl(type, id, title, 'search');

/**
 * At most 200 characters of a hit's text, around the first place where the search text or one of its
 * words occurs (so the highlighted words are in view); '...' marks a cut.
 */
function snippetAround(text: string, q: string, max = 200): string {
  if (text.length <= max) return text;
  const lower = text.toLowerCase();
  const needles = [q.toLowerCase(), ...searchTerms(q).map((w) => w.slice(0, Math.max(3, w.length - 3)))];
  const at = needles.map((n) => (n ? lower.indexOf(n) : -1)).find((i) => i >= 0) ?? 0;
  if (at < max - 60) return `${text.slice(0, max - 3)}...`;
  const start = Math.min(at - 40, text.length - (max - 6));
  const end = Math.min(text.length, start + max - 6);
  return `...${text.slice(start, end)}${end < text.length ? '...' : ''}`;
}

/** Global search keeps a window of this many ranked hits per search text (pages 1-5 at the default page size, decision 2450). */
export const GLOBAL_WINDOW = 60;

export async function search(deps: CacheDeps, query: { q: string; page: number; pageSize: number }) {
  const { db } = deps;
  const offset = (query.page - 1) * query.pageSize;
  const hits = (found: Awaited<ReturnType<typeof sq.searchAll>>) => ({ rows: found.rows.map((r) => hitOf(r, query.q)), total: found.total });
  // A page of a search text already ranked is cut from its window; past the window, the SQL page (decision 2450). The hits
  // read the catalogue only: its content and background versions decide them.
  let found =
    (await fromWindow(
      deps,
      { key: `search|${query.q}`, areas: ['catalog', 'catalog-sync'], size: GLOBAL_WINDOW, offset, limit: query.pageSize },
      async (n) => hits(await sq.searchAll(db, query.q, n, 0)),
      (w) => JSON.stringify(w.rows).length,
    )) ?? hits(await sq.searchAll(db, query.q, query.pageSize, offset));
  // Nothing as typed: try near spellings of titles and names (lib/search-match.queries.ts).
  if (found.rows.length === 0 && offset === 0 && query.q.length >= 4) found = hits(await sq.searchAll(db, query.q, query.pageSize, offset, true));
  return paged(found.rows, found.total, query);
}

function hitOf(r: Awaited<ReturnType<typeof sq.searchAll>>['rows'][number], q: string): SearchHit {
  return {
    type: r.type as SearchType,
    id: r.id,
    title: r.title,
    snippet: r.snippet ? snippetAround(r.snippet, q) : null,
    vendorName: r.vendor_name,
    url: hitUrl(r.type as SearchType, r.id, r.title),
    rank: Number(r.rank),
  };
}
