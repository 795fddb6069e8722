/**
 * The messages between the serving thread and the database thread (docs/decisions/2209): db/pglite-thread.ts sends
 * `ToDbThread`, db/pglite-thread-entry.ts answers each with a `FromDbThread` of the same id.
 */

/** What a statement may ask of PGlite across the thread: the row mode, and the types whose text is kept as it is (drizzle's parsers). */
export type WireQueryOptions = { rowMode?: 'array' | 'object'; rawTypes?: number[]; paramTypes?: number[] };

export type ToDbThread =
  /** A statement, alone or (with `tx`) inside the open transaction of that id. */
  | { type: 'query'; id: number; sql: string; params: unknown[]; options: WireQueryOptions; tx?: number }
  /** Several statements in one text (PGlite's exec), alone or inside a transaction. */
  | { type: 'exec'; id: number; sql: string; tx?: number }
  /** Opens a transaction (it waits for the one before, as in PGlite); the answer carries nothing, its id is the transaction's. */
  | { type: 'begin'; id: number }
  /** Ends the transaction `tx`: COMMIT, or ROLLBACK when `commit` is false. */
  | { type: 'end'; id: number; tx: number; commit: boolean }
  /** Closes the database; the thread ends after answering. */
  | { type: 'close'; id: number };

/** An error as it crossed: its message and name, and PostgreSQL's fields (code, detail, constraint…). */
export type WireError = { message: string; name: string; fields: Record<string, unknown> };

export type FromDbThread =
  | { type: 'ready' }
  | { type: 'failed'; error: WireError }
  | { type: 'done'; id: number; result?: unknown }
  | { type: 'error'; id: number; error: WireError };

/** An error as plain data (a structured clone keeps only message and name of an Error). */
export function errorToWire(err: unknown): WireError {
  if (!(err instanceof Error)) return { message: String(err), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(err)) {
    if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) fields[k] = v;
  }
  return { message: err.message, name: err.name, fields };
}

/** The error again, with the same message, name and fields (so `code` reaches errors.ts' mapping). */
export function errorFromWire(w: WireError): Error {
  const err = Object.assign(new Error(w.message), w.fields);
  err.name = w.name;
  return err;
}
