// The load generator's requests through nginx; every workload request is logged with its timing.
import { randomUUID } from 'node:crypto';
import { base, runId } from './soak-env.mjs';

export const log = []; // every workload request
export let seq = 0;
export const ip = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
let ipSeq = 1;
/** A new client address for each call that must not share a rate-limit bucket. */
export const nextIp = () => ip(ipSeq++);
/**
 * One request through nginx. `idempotent`: it carries a fresh Idempotency-Key (one per call: one user action),
 * so nginx passes it on when the process holding it dies (decision 2506) and a 502 on it is a failure.
 */
export async function call(kind, method, url, { token, body, from, expect = [200, 201, 204], record = true, idempotent = false } = {}) {
  const id = `${runId}-${++seq}`;
  const entry = { id, kind, method, url, keyed: idempotent, start: Date.now(), end: 0, status: 0, error: null, ok: false };
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        'x-soak-id': id,
        'x-forwarded-for': from ?? '192.0.2.1',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(idempotent ? { 'idempotency-key': randomUUID() } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    entry.status = res.status;
    const text = await res.text();
    entry.ok = expect.includes(res.status);
    if (!entry.ok) entry.error = text.replace(/\s+/g, ' ').slice(0, 200);
    entry.json = text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : null;
  } catch (err) {
    entry.error = String(err?.cause?.code ?? err?.message ?? err);
  }
  entry.end = Date.now();
  if (record) log.push(entry);
  return entry;
}
