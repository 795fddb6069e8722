/** Display helpers of lists and errors, without zod: the browser's first load imports these (api.ts re-exports them). */
/** Lists count matching rows up to this many (an exact count of 100k rows on every page view is too slow). */
export const TOTAL_CAP = 1_000;

/** A list total for display: '1,234', or '1,000+' when the count stopped at the cap. */
export function formatTotal(total: number, capped?: boolean): string {
  return `${total.toLocaleString('en-US')}${capped ? '+' : ''}`;
}

/**
 * The words of a search text, lower-cased (letters and digits only), at most 8: what full-text search
 * matches and what the UI highlights.
 */
export function searchTerms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** Generic error text (spec part 1 section 8). */
export function errorText(err: unknown): string {
  if (err === undefined || err === null) return 'An unknown error occurred';
  if (typeof err === 'string') return err;
  if (typeof err === 'object') {
    const e = err as { message?: unknown; error?: unknown };
    if (typeof e.message === 'string' && e.message) return e.message;
    if (typeof e.error === 'string' && e.error) return e.error;
    if (e.error && typeof e.error === 'object' && typeof (e.error as { message?: unknown }).message === 'string') {
      return (e.error as { message: string }).message;
    }
  }
  return 'An unexpected error occurred';
}

/**
 * A text split into plain and highlighted parts for a search: the whole search text, and words that
 * start with one of its words or their stem (a 3+ letter prefix without -ing/-ed/-es/-s/-er), so
 * 'testing' marks 'tests'. Case-insensitive; the parts join back to the text.
 */
export function highlightParts(text: string, query: string): { text: string; mark: boolean }[] {
  const stems = searchTerms(query).map((w) => {
    const stem = w.replace(/(ing|ed|es|er|s)$/, '');
    return stem.length >= 3 ? stem : w;
  });
  const whole = query.trim().toLowerCase();
  const marks: [number, number][] = [];
  const lower = text.toLowerCase();
  if (whole.length >= 2) for (let i = lower.indexOf(whole); i >= 0; i = lower.indexOf(whole, i + whole.length)) marks.push([i, i + whole.length]);
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = m[0].toLowerCase();
    if (stems.some((s) => word.startsWith(s))) marks.push([m.index, m.index + m[0].length]);
  }
  marks.sort((a, b) => a[0] - b[0]);
  const parts: { text: string; mark: boolean }[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    if (from > at) parts.push({ text: text.slice(at, from), mark: false });
    parts.push({ text: text.slice(from, end), mark: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return parts;
}
