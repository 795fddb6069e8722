import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { fetchAndMap, type FetchMapRequest, type HashedItem, toWire, type WireError } from './fetch-map.ts';
import { paced } from './mapped.ts';

/**
 * The source thread (docs/decisions/2206): fetches and maps sources for the sync, which writes what it takes back.
 * Started by sources.thread.ts; never touches the database. Its OS thread is reniced alone where the system allows it
 * (Linux: /proc/thread-self names the thread), so the serving thread comes first on a busy machine.
 */
export const THREAD_NICE = 10;
/** Items per part: a part is decoded on the serving thread in one stretch, so it stays small. */
export const ITEMS_PER_PART = 100;

export type ToThread = { type: 'sync'; id: number; req: FetchMapRequest; duty: number } | { type: 'next'; id: number } | { type: 'drop'; id: number };
export type FromThread =
  | { type: 'ready'; niced: boolean }
  | { id: number; type: 'head'; notModified: boolean; etag: string | null; lastModified: string | null; warnings: string[]; total: number }
  | { id: number; type: 'part'; items: HashedItem[] }
  | { id: number; type: 'error'; error: WireError };

/** Lowers this OS thread's priority; false where that is not possible (not Linux, no /proc, not permitted). */
function renice(): boolean {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    if (getPriority(tid) < THREAD_NICE) setPriority(tid, THREAD_NICE);
    return getPriority(tid) >= THREAD_NICE;
  } catch {
    return false;
  }
}

const port = parentPort;
if (port) {
  const niced = renice();
  const send = (m: FromThread) => port.postMessage(m);
  /** Mapped items not yet taken by the serving thread, per sync; it takes them a part at a time, when it is ready. */
  const held = new Map<number, HashedItem[]>();
  port.on('message', async (m: ToThread) => {
    if (m.type === 'drop') return void held.delete(m.id);
    if (m.type === 'next') {
      const items = held.get(m.id) ?? [];
      const part = items.splice(0, ITEMS_PER_PART);
      if (!items.length) held.delete(m.id);
      return send({ id: m.id, type: 'part', items: part });
    }
    // Reniced, the thread takes the CPU the serving thread leaves and the scheduler paces it; elsewhere it keeps the duty share.
    const pace = paced(niced ? 1 : m.duty);
    try {
      const res = await fetchAndMap(m.req, pace);
      if (res.notModified) return send({ id: m.id, type: 'head', notModified: true, etag: res.etag, lastModified: res.lastModified, warnings: [], total: 0 });
      const items = res.mapped.items;
      if (items.length) held.set(m.id, items);
      send({ id: m.id, type: 'head', notModified: false, etag: res.etag, lastModified: res.lastModified, warnings: res.mapped.warnings, total: items.length });
    } catch (err) {
      send({ id: m.id, type: 'error', error: toWire(err) });
    }
  });
  send({ type: 'ready', niced });
}
