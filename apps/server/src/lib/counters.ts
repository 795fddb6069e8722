import type { Db } from '../db/client.ts';
import { catalogCounts, forumCounts } from './counters.queries.ts';
import type { CacheArea } from './versioned-cache.ts';

/**
 * Counters laid over cached content (docs/decisions/2002-counters-as-overlays.md). Likes, helpful votes, forum votes
 * and views change on a member's action, not on an edit, so they do not bump the content version that keys the
 * cache (their tables bump '<area>-counts'); a cached answer gets the current counts written over it by one query:
 *
 * - catalogue: every object with an `id` and a `likeCount` (items of any type: ids are unique uuids) and every
 *   object with an `id` and a `helpfulCount` (vendor reviews);
 * - forum: every object with an `id` and `upvotes` (topics and replies), with `views` where the object has it.
 *
 * `layCounts` returns a copy; the value given is not changed (it may be a shared, memoised answer).
 */
type Json = unknown;
type Node = Record<string, Json>;

const isNode = (v: Json): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

function collect(v: Json, found: (n: Node) => void) {
  if (Array.isArray(v)) for (const x of v) collect(x, found);
  else if (isNode(v)) {
    found(v);
    for (const k in v) {
      const x = v[k];
      if (typeof x === 'object' && x !== null) collect(x, found);
    }
  }
}

function rebuild(v: Json, patch: (n: Node) => Node | null): Json {
  if (Array.isArray(v)) return v.map((x) => rebuild(x, patch));
  if (!isNode(v)) return v;
  const out: Node = { ...v };
  for (const k in out) {
    const x = out[k];
    if (typeof x === 'object' && x !== null) out[k] = rebuild(x, patch);
  }
  const p = patch(v);
  return p ? Object.assign(out, p) : out;
}

const hasId = (n: Node): n is Node & { id: string } => typeof n.id === 'string';

async function catalogPatch(db: Db, value: Json) {
  const likeIds = new Set<string>();
  const helpfulIds = new Set<string>();
  collect(value, (n) => {
    if (!hasId(n)) return;
    if (typeof n.likeCount === 'number') likeIds.add(n.id);
    if (typeof n.helpfulCount === 'number') helpfulIds.add(n.id);
  });
  if (!likeIds.size && !helpfulIds.size) return null;
  const likes = new Map<string, number>();
  const helpful = new Map<string, number>();
  for (const r of await catalogCounts(db, [...likeIds], [...helpfulIds])) (r.kind === 'like' ? likes : helpful).set(r.id, r.n);
  return (n: Node): Node | null => {
    if (!hasId(n)) return null;
    const p: Node = {};
    if (typeof n.likeCount === 'number') p.likeCount = likes.get(n.id) ?? 0;
    if (typeof n.helpfulCount === 'number') p.helpfulCount = helpful.get(n.id) ?? 0;
    return p;
  };
}

async function forumPatch(db: Db, value: Json) {
  const ids = new Set<string>();
  collect(value, (n) => {
    if (hasId(n) && typeof n.upvotes === 'number') ids.add(n.id);
  });
  if (!ids.size) return null;
  const counts = new Map((await forumCounts(db, [...ids])).map((r) => [r.id, r]));
  return (n: Node): Node | null => {
    const c = hasId(n) && typeof n.upvotes === 'number' ? counts.get(n.id) : undefined;
    if (!c) return null;
    return { upvotes: c.upvotes, downvotes: c.downvotes, ...(typeof n.views === 'number' && c.views !== null ? { views: c.views } : {}) };
  };
}

/** `value` with the current counters of `area` laid over it (a copy; the same value when it holds no counters). */
export async function layCounts<T>(db: Db, area: CacheArea, value: T): Promise<T> {
  const patch = area === 'catalog' ? await catalogPatch(db, value) : await forumPatch(db, value);
  return patch ? (rebuild(value, patch) as T) : value;
}
