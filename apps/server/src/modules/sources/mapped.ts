/** What a mapper makes of a source's answer: items by external id, and why some were skipped. */
export type Mapped<T> = { items: { externalId: string; values: T }[]; warnings: string[] };

/** The source's answer (or one item of it) is not what its format says: the message is shown to the vendor. */
export class SourceFormatError extends Error {}

/** Gives the event loop a turn (public requests keep being answered while a large source is mapped). */
export const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Mappers yield after this many items. */
export const YIELD_EVERY = 25;
