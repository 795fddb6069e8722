/** What a mapper makes of a source's answer: items by external id, and why some were skipped. */
export type Mapped<T> = { items: { externalId: string; values: T }[]; warnings: string[] };

/** The source's answer (or one item of it) is not what its format says: the message is shown to the vendor. */
export class SourceFormatError extends Error {}

/** Gives the event loop a turn (public requests keep being answered while a large source is mapped). */
export const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** A mapper or a sync gives the event loop a turn once it has run this long (ms) since its last turn. */
export const TURN_MS = 2;

/**
 * A time slice: `await next()` in a loop yields when the loop has held the thread for TURN_MS. Counting items
 * instead (every 25) let one slice run 5-30 ms when items were large (a job ad through the HTML sanitiser), and
 * every public request in flight waited that long (docs/benchmarks/sync.md, 2026-11-27).
 */
export function slices(ms = TURN_MS) {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < ms) return;
    await yieldTurn();
    since = performance.now();
  };
}
