/** What a mapper makes of a source's answer: items by external id, and why some were skipped. */
export type Mapped<T> = { items: { externalId: string; values: T }[]; warnings: string[] };

/** The source's answer (or one item of it) is not what its format says: the message is shown to the vendor. */
export class SourceFormatError extends Error {}

/** Gives the event loop a turn (public requests keep being answered while a large source is mapped). */
export const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** A mapper or a sync gives the event loop a turn once it has run this long (ms) since its last turn. */
export const TURN_MS = 2;

/** Awaited between pieces of sync work: returns at once, or gives the event loop a turn and rests (see paced()). */
export type Pace = () => Promise<void>;

type Clock = { now: () => number; rest: (ms: number) => Promise<void> };
const realClock: Clock = {
  now: () => performance.now(),
  rest: (ms) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : yieldTurn()),
};

/**
 * Paced work: `await pace()` in a loop returns at once until the loop has been busy for `turnMs` since its last rest
 * (time waiting for the database included), then rests `busy × (1 / duty − 1)` ms, so the work takes about `duty` of
 * the time (1: only a turn of the event loop). Counting items instead (every 25) let one slice run 5-30 ms when items
 * were large (a job ad through the HTML sanitiser), and every public request in flight waited that long; an unpaced
 * sync on a two-core machine also takes a whole core from the reads (docs/benchmarks/sync.md, decision 2202).
 */
export function paced(duty = 1, turnMs = TURN_MS, clock: Clock = realClock): Pace {
  const d = Math.min(1, Math.max(0.05, duty));
  let since = clock.now();
  return async () => {
    const busy = clock.now() - since;
    if (busy < turnMs) return;
    await clock.rest(d >= 1 ? 0 : busy * (1 / d - 1));
    since = clock.now();
  };
}

/** A time slice at full speed: paced(1). */
export const slices = (ms = TURN_MS): Pace => paced(1, ms);
