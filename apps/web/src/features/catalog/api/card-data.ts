import { SHIPPED } from '../../../lib/ssr-state.ts';

/**
 * Fields of a job or a webinar that only its detail page shows (job-detail.tsx, webinar-detail.tsx), never a card:
 * the landing's and the lists' server-rendered pages leave them out of the state they ship for hydration (the
 * cards hydrate without them; a detail page asks its own item). On /jobs they were a sixth of the page's
 * compressed bytes (docs/benchmarks/2026-11-27-pages.md). A card that starts showing one must take it off this list.
 */
export const DETAIL_ONLY_FIELDS = ['jobDescription', 'requirements', 'speakers', 'agenda'] as const;
const detailOnly = new Set<string>(DETAIL_ONLY_FIELDS);

/** `data` without the detail-only fields, at any depth (the landing's sections, a list's pages of rows). */
export function cardData(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(cardData);
  if (!data || typeof data !== 'object') return data;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) if (!detailOnly.has(k)) out[k] = cardData(v);
  return out;
}

/** A query's `meta` that ships only what the cards show (lib/ssr-state.ts, SHIPPED). */
export const shipsCards = { [SHIPPED]: cardData };
