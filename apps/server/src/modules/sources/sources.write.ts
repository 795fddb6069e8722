import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { UpdateValues } from './map-feed.ts';
import type { WebinarValues } from './map-ical.ts';
import type { JobValues } from './map-jobs.ts';
import * as q from './sources.queries.ts';

/**
 * The one place where a sync writes catalogue rows. New items are created here (with the ids the links
 * point at); items the source changed are updated in place; items gone from the source are closed.
 */
export type ValuesOf = { job: JobValues; webinar: WebinarValues; product_update: UpdateValues };

type Writer<V> = {
  insert: (tx: Db, vendorId: string, rows: (V & { id: string })[]) => Promise<void>;
  update: (tx: Db, rows: (V & { id: string })[]) => Promise<number>;
};
const writers: { [K in q.ItemType]: Writer<ValuesOf[K]> } = {
  job: { insert: q.insertJobs, update: q.updateJobs },
  webinar: { insert: q.insertWebinars, update: q.updateWebinars },
  product_update: { insert: q.insertUpdates, update: q.updateUpdates },
};

export async function createItems<T extends q.ItemType>(tx: Db, type: T, vendorId: string, values: ValuesOf[T][]): Promise<string[]> {
  const rows = values.map((v) => ({ ...v, id: randomUUID() as string }));
  const w: Writer<ValuesOf[T]> = writers[type];
  await w.insert(tx, vendorId, rows);
  return rows.map((r) => r.id);
}

export async function updateItems<T extends q.ItemType>(tx: Db, type: T, rows: (ValuesOf[T] & { id: string })[]): Promise<number> {
  const w: Writer<ValuesOf[T]> = writers[type];
  return w.update(tx, rows);
}

/** Jobs close, future webinars are cancelled; product updates stay (a feed is a window on the latest entries, docs/decisions/2211). */
export async function closeItems(tx: Db, type: q.ItemType, ids: string[]): Promise<string[]> {
  if (type === 'job') return q.closeJobs(tx, ids);
  if (type === 'webinar') return q.cancelWebinars(tx, ids);
  return [];
}
