import { searchTerms } from '@portal/shared/api';
import { likePattern } from '@portal/shared/catalog-api';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Search rules shared by the lists, the forum and global search (docs/decisions/1302):
 * - the spec's rule still holds: the text as typed, case-insensitive, anywhere in each listed field
 *   (ILIKE, served by trigram GIN indexes on the large tables; on the long texts of the tables that grow, a stored
 *   lower-cased copy tested with LIKE lower(text): the same rows, decision 2465);
 * - plus full-text search with English stemming ('testing' finds 'tests'), every word required, the
 *   last one as a prefix (while typing);
 * - when that finds nothing, typo tolerance on titles and names (pg_trgm word similarity, texts of
 *   4+ characters): 'playwrite' finds Playwright. Only as a fallback: similarity is computed per row and
 *   would make every search as slow as a scan.
 */

/** A to_tsquery text: the words ANDed, the last one a prefix, each only in `weight` when given; null when the text has no words. */
function tsQueryText(text: string, weight = ''): string | null {
  const words = searchTerms(text);
  if (words.length === 0) return null;
  return words.map((w, i) => `'${w}'${i === words.length - 1 ? `:*${weight}` : weight ? `:${weight}` : ''}`).join(' & ');
}

/** The full-text query of a search text; with `weight` 'A', its words in a row's title only (stored documents weigh titles A). */
export function tsQuery(text: string, weight?: 'A'): SQL | null {
  const q = tsQueryText(text, weight);
  return q ? sql`to_tsquery('english', ${q})` : null;
}

export type LikeColumn = SQL | { lowered: SQL };

/** The spec's case-insensitive 'contains' test of one column against an escaped LIKE pattern (likePattern). */
export function contains(c: LikeColumn, pattern: string): SQL {
  return 'lowered' in c ? sql`${c.lowered} like lower(${pattern})` : sql`${c} ilike ${pattern}`;
}

type TextMatch = {
  /** The row's stored tsvector column (title weighed A, body B). */
  doc: SQL;
  /**
   * Columns matched with the spec's case-insensitive 'contains' rule: `col ILIKE p`; or `{ lowered }`, a stored
   * `lower(col)` column, tested `lowered LIKE lower(p)`: exactly ILIKE's rows (in a multi-byte database ILIKE is
   * lower() of both sides, then LIKE), without lowering the whole text of every row tested (docs/decisions/2465).
   */
  like: LikeColumn[];
  /** Title or name column for typo matching. */
  title?: SQL;
  /** The row's vendor_id column: matches when the vendor's name contains the text. */
  vendorId?: SQL;
};

/**
 * The WHERE part for a search text, or null for no text. Each alternative can use an index (BitmapOr).
 * `typos`: true adds near spellings of the title to the text as typed; 'only' is near spellings alone, for the typo
 * fallback's second pass of a list whose first pass, with the same other filters, matched no row at all (page 1 empty):
 * then no row passes the text as typed, so 'only' gives the same rows as true without testing every candidate of the
 * trigram index again (a word whose trigrams are in most descriptions, 'hand': the whole table rechecked twice,
 * the ILIKE and the word similarity per row; docs/decisions/2455). Not for facet counts that leave a filter out
 * (vendor finder): there the text as typed may match rows the first pass filtered out.
 */
export function matchText(text: string | undefined, m: TextMatch, typos: boolean | 'only' = false): SQL | null {
  if (!text) return null;
  if (typos === 'only') return m.title && text.length >= 4 ? sql`(${m.title} %> ${text}::text)` : sql`false`;
  const p = likePattern(text);
  // The stored/indexed tsvector test first: it is the cheapest per row and usually decides a match.
  const q = tsQuery(text);
  const parts: SQL[] = q ? [sql`${m.doc} @@ ${q}`] : [];
  for (const c of m.like) parts.push(contains(c, p));
  if (typos && m.title && text.length >= 4) parts.push(sql`${m.title} %> ${text}::text`);
  if (m.vendorId) parts.push(sql`${m.vendorId} = any(array(select vv.id from vendors vv where vv.name ilike ${p}))`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * Runs a list query with the search as typed; when its first page is empty and the text is long
 * enough, again with typo tolerance. Returns the rows and the WHERE parts that produced them (for the count).
 */
export async function withTypoFallback<R>(
  search: string | undefined,
  page: { offset: number },
  where: (typos: boolean) => SQL[],
  run: (where: SQL[]) => Promise<R[]>,
): Promise<{ rows: R[]; where: SQL[] }> {
  const exact = where(false);
  const rows = await run(exact);
  if (rows.length > 0 || page.offset > 0 || !search || search.length < 4) return { rows, where: exact };
  const fuzzy = where(true);
  return { rows: await run(fuzzy), where: fuzzy };
}
