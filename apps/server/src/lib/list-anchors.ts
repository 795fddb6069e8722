import type { Db } from '../db/client.ts';
import type { Deps } from './context.ts';
import { type AnchorList, readAnchors } from './list-anchors.queries.ts';

/*
 * Anchors behind page numbers (docs/decisions/2430-list-anchors.md): per database and list sort, the sort key of every
 * SPACING-th row, read in one walk of the sort's index together with the versions of the areas whose writes move rows
 * in that sort. A deep page starts from the anchor at or before its offset and skips fewer than SPACING rows; its
 * statement checks the versions in its own snapshot, so a page is the plain ORDER BY … OFFSET answer or, after a
 * write, nothing (and the caller reads the anchors again, or pages by OFFSET when the last read was too recent).
 */

const DEFAULT_SPACING = 1000;
let spacing = DEFAULT_SPACING;
/** After a read that took d ms, the same list's next read waits gap × d (a list written all the time is not re-read all the time). */
const REBUILD_GAP = 10;
let gap = REBUILD_GAP;

type Entry = { versions: string; anchors: (string | null)[][]; every: number };
type State = { entries: Map<string, Entry>; reading: Map<string, Promise<void>>; notBefore: Map<string, number> };
const states = new WeakMap<Db, State>();
const stateOf = (db: Db) => {
  const found = states.get(db);
  if (found) return found;
  const s: State = { entries: new Map(), reading: new Map(), notBefore: new Map() };
  states.set(db, s);
  return s;
};
const pending = new Set<Promise<void>>();

/** Rows between two anchors: a deep page skips fewer than this many. */
export const anchorSpacing = () => spacing;

/** The anchor at or before `offset` of a list, or null when there is none (not read yet, or offset < spacing). */
export function anchorAt(db: Db, name: string, offset: number) {
  const e = stateOf(db).entries.get(name);
  if (!e) return null;
  const i = Math.min(Math.floor(offset / e.every), e.anchors.length);
  if (i < 1) return null;
  return { key: e.anchors[i - 1] as (string | null)[], position: i * e.every, versions: e.versions };
}

/**
 * The list's anchors read again (or the read under way), to be awaited; null when the last read was too recent (the
 * caller pages by OFFSET). A failed read is passed to `onError` and leaves no anchors.
 */
export function readAnchorsOnce(db: Db, name: string, list: AnchorList, onError: (err: unknown) => void): Promise<void> | null {
  const s = stateOf(db);
  const under = s.reading.get(name);
  if (under) return under;
  if (Date.now() < (s.notBefore.get(name) ?? 0)) return null;
  const every = spacing;
  const started = Date.now();
  const p = readAnchors(db, list, every)
    .then((e) => {
      s.entries.set(name, { ...e, every });
    })
    .catch(onError)
    .finally(() => {
      s.reading.delete(name);
      pending.delete(p);
      s.notBefore.set(name, Date.now() + gap * Math.max(1, Date.now() - started));
    });
  s.reading.set(name, p);
  pending.add(p);
  return p;
}

/** Forgets a list's anchors (its statement found them stale). */
/** The lists' `onError`: a failed anchor read is logged (its pages are answered by OFFSET meanwhile). */
export const anchorsFailed = (deps: Pick<Deps, 'log'>, list: string) => (err: unknown) =>
  deps.log.warn({ err, list }, 'list anchors not read: deep pages by OFFSET until the next read');

export function dropAnchors(db: Db, name: string) {
  stateOf(db).entries.delete(name);
}

/** Tests: waits for the anchor reads under way. */
export async function anchorsRead() {
  while (pending.size) await Promise.all([...pending]);
}

/** Tests: another spacing and gap between reads for the reads to come (and this database's anchors and read gaps forgotten). */
export function setAnchorSpacing(db: Db, n = DEFAULT_SPACING, readGap = REBUILD_GAP) {
  spacing = n;
  gap = readGap;
  states.delete(db);
}
