import { createHash } from 'node:crypto';
import type { SourceKind } from '@portal/shared/sources';
import { type JobValues, mapAshby, mapGreenhouse, mapLever } from './map-jobs.ts';
import { mapFeed, type UpdateValues } from './map-feed.ts';
import { mapIcal, type WebinarValues } from './map-ical.ts';
import { type Mapped, type Pace, SourceFormatError } from './mapped.ts';
import { type FetchOptions, politeGet, SourceFetchError } from './source-fetch.ts';

/**
 * The CPU-heavy half of a source's sync, which needs no database: the polite GET, the parse, the sanitising
 * mapping and each item's hash. It runs in the source thread (sources.thread.ts, docs/decisions/2206) or, where
 * that thread is off or cannot start, in the calling thread; both give the same items, warnings and errors.
 */
export type AnyValues = JobValues | WebinarValues | UpdateValues;
/** A mapped item with the hash of its values: a re-sync compares hashes to find what changed. */
export type HashedItem = { externalId: string; values: AnyValues; hash: string };

export type FetchMapRequest = { kind: SourceKind; url: string; what: string; fetch: FetchOptions };
export type FetchMapResult =
  | { notModified: true; etag: string | null; lastModified: string | null }
  | { notModified: false; etag: string | null; lastModified: string | null; mapped: Mapped<AnyValues> & { items: HashedItem[] } };

/** The hash of mapped values (JSON of the values; a structured clone keeps the key order, so a copy hashes the same). */
export const hashOf = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('base64url');

async function mapBody(kind: SourceKind, body: string, pace: Pace): Promise<Mapped<AnyValues>> {
  if (kind === 'greenhouse') return mapGreenhouse(body, pace);
  if (kind === 'lever') return mapLever(body, pace);
  if (kind === 'ashby') return mapAshby(body, pace);
  if (kind === 'feed') return mapFeed(body, pace);
  return mapIcal(body, new Date(), pace);
}

/** Fetches and maps a source; `pace` is awaited between pieces of work. Throws SourceFetchError / SourceFormatError for the source's own faults. */
export async function fetchAndMap(r: FetchMapRequest, pace: Pace): Promise<FetchMapResult> {
  const res = await politeGet(r.url, r.fetch, r.what);
  if (res.notModified) return { notModified: true, etag: res.etag, lastModified: res.lastModified };
  const mapped = await mapBody(r.kind, res.body, pace);
  const items: HashedItem[] = [];
  for (const item of mapped.items) {
    await pace();
    items.push({ ...item, hash: hashOf(item.values) });
  }
  return { notModified: false, etag: res.etag, lastModified: res.lastModified, mapped: { items, warnings: mapped.warnings } };
}

/** An error as it crosses the thread boundary, and back into the same class. */
export type WireError = { kind: 'fetch' | 'format' | 'other'; message: string; stack?: string };
export const toWire = (err: unknown): WireError => ({
  kind: err instanceof SourceFetchError ? 'fetch' : err instanceof SourceFormatError ? 'format' : 'other',
  message: err instanceof Error ? err.message : String(err),
  stack: err instanceof Error ? err.stack : undefined,
});
export function fromWire(e: WireError): Error {
  const err = e.kind === 'fetch' ? new SourceFetchError(e.message) : e.kind === 'format' ? new SourceFormatError(e.message) : new Error(e.message);
  if (e.stack && e.kind === 'other') err.stack = e.stack;
  return err;
}
