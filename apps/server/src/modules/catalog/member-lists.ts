import type { ContentType } from '@portal/shared/catalog';
import type { Deps } from '../../lib/context.ts';
import { layCounts } from '../../lib/counters.ts';
import { versioned } from '../../lib/versioned-cache.ts';
import { memberFlags } from './catalog.queries.ts';

type Flagged = { id: string; likedByMe: boolean; registeredByMe?: boolean };

/**
 * A signed-in member's list answer: the visitors' answer for the same query (computed once per catalogue version
 * and query in this process, as the visitors' cached answers are) with the member's own flags laid over it by one
 * statement on the likes' and registrations' unique indexes (docs/benchmarks/1301-scale-measurements.md, Session 2026-11-23 night),
 * and the current like counts laid over it (lib/counters.ts): a like does not bump the catalogue version
 * (docs/decisions/2002-counters-as-overlays.md), so the shared answer's counts may be older than the like.
 */
export async function memberList<T extends { items: Flagged[] }>(
  deps: Pick<Deps, 'db' | 'env'>,
  userId: string | null,
  type: ContentType,
  query: object,
  list: (userId: string | null) => Promise<T>,
): Promise<T> {
  if (!userId) return list(null);
  const shared = await layCounts(deps.db, 'catalog', await versioned(deps, 'catalog', `member-list:${type}:${JSON.stringify(query)}`, () => list(null)));
  const mine = await memberFlags(
    deps.db,
    userId,
    type,
    shared.items.map((i) => i.id),
  );
  return {
    ...shared,
    items: shared.items.map((i) => ({
      ...i,
      likedByMe: mine.liked.has(i.id),
      ...(type === 'webinar' ? { registeredByMe: mine.registered.has(i.id) } : {}),
    })),
  };
}
