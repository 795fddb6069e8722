import { isIP } from 'node:net';
import { lookup } from 'node:dns/promises';
import { MAX_SOURCES_PER_VENDOR, type SourceCreateRequest, type SourceDto, sourceMessages } from '@portal/shared/sources';
import { z } from 'zod';
import { writeAudit } from '../../lib/audit.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enqueue, jobType } from '../../lib/queue/job.ts';
import { addressAllowed } from '../leads/webhook-url.ts';
import { vendorOf } from '../leads/leads.service.ts';
import * as q from './sources.queries.ts';
import { syncOneNow } from './sources.sync.ts';

/** 'Sync now' on one source: tried once (the hourly tick retries a failing source with its own back-off). */
export const syncNowJob = jobType('source-sync-now', z.object({ sourceId: z.uuid() }), { maxAttempts: 1 }, { lane: 'sources' });

const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);

const dto = (r: q.SourceRow): SourceDto => ({
  id: r.id,
  vendorId: r.vendorId,
  kind: r.kind,
  ref: r.ref,
  status: r.status,
  pending: Boolean(r.requestedAt) || (r.status === 'new' && !r.lastSyncAt),
  lastSyncAt: iso(r.lastSyncAt),
  lastSuccessAt: iso(r.lastSuccessAt),
  nextSyncAt: iso(r.nextSyncAt) as string,
  lastAdded: r.lastAdded,
  lastUpdated: r.lastUpdated,
  lastClosed: r.lastClosed,
  lastSkipped: r.lastSkipped,
  lastPending: r.lastPending,
  itemCount: r.itemCount,
  lastError: r.lastError,
  warnings: Array.isArray(r.warnings) ? r.warnings.slice(0, 5) : [],
  failures: r.failures,
  createdAt: iso(r.createdAt) as string,
});

const refused = (message: string) => new AppError('validation_error', message, { ref: message });

/** A feed or calendar URL must point at a public address now (and is checked again on every connection). */
async function checkFeedUrl(deps: Deps, raw: string) {
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allow = deps.env.WEBHOOK_ALLOW_LOOPBACK;
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true, verbatim: true }).then(
        (l) => l.map((a) => a.address),
        () => null,
      );
  if (addresses === null) throw refused(`The host ${host} could not be found`);
  if (!addresses.length || addresses.some((a) => !addressAllowed(a, allow))) throw refused(sourceMessages.privateAddress);
}

async function vendorRow(deps: Deps, vendorId: string) {
  const v = await q.findVendor(deps.db, vendorId);
  if (!v) throw notFound('Vendor not found');
  return v;
}

/** The manager's own vendor (403 for anyone who manages none). */
export async function managerVendor(deps: Deps, user: AuthUser) {
  const v = await vendorOf(deps, user);
  return { id: v.id, name: v.name };
}

export async function list(deps: Deps, vendorId: string) {
  const vendor = await vendorRow(deps, vendorId);
  return { vendor, sources: (await q.listSources(deps.db, vendorId)).map(dto) };
}

/** A source of this vendor (another vendor's id answers 404, like a missing one). */
async function own(deps: Deps, vendorId: string, id: string) {
  const s = await q.findSource(deps.db, id);
  if (!s || s.vendorId !== vendorId) throw notFound(sourceMessages.notFound);
  return s;
}

async function queueSync(deps: Deps, id: string) {
  await enqueue(deps.db, syncNowJob, { sourceId: id });
  deps.nudge();
}

export async function add(deps: Deps, user: AuthUser, vendorId: string, body: SourceCreateRequest) {
  await vendorRow(deps, vendorId);
  if (body.kind === 'feed' || body.kind === 'ical') await checkFeedUrl(deps, body.ref);
  if ((await q.countSources(deps.db, vendorId)) >= MAX_SOURCES_PER_VENDOR) throw new AppError('validation_error', sourceMessages.tooMany);
  const id = await deps.db.transaction(async (tx) => {
    const created = await q.insertSource(tx, { vendorId, kind: body.kind, ref: body.ref, createdBy: user.id });
    if (!created) throw new AppError('conflict', sourceMessages.duplicate, { ref: sourceMessages.duplicate });
    await writeAudit(tx, user, [{ action: 'source.add', entityType: 'vendor_source', entityId: created, after: { vendorId, kind: body.kind, ref: body.ref } }]);
    return created;
  });
  await queueSync(deps, id);
  return { source: dto((await q.findSource(deps.db, id)) as q.SourceRow) };
}

/** Removes the source; the items it brought in stay as they are (they are the vendor's content now). */
export async function remove(deps: Deps, user: AuthUser, vendorId: string, id: string) {
  const s = await own(deps, vendorId, id);
  await deps.db.transaction(async (tx) => {
    await q.deleteSource(tx, id);
    await writeAudit(tx, user, [{ action: 'source.remove', entityType: 'vendor_source', entityId: id, before: { vendorId, kind: s.kind, ref: s.ref } }]);
  });
  return { success: true };
}

export async function syncNow(deps: Deps, vendorId: string, id: string) {
  await own(deps, vendorId, id);
  await q.requestSync(deps.db, id);
  await queueSync(deps, id);
  return { source: dto((await q.findSource(deps.db, id)) as q.SourceRow) };
}

/** The 'Sync now' job's handler. */
export async function runSyncNow(deps: Deps, sourceId: string) {
  await syncOneNow(deps, sourceId);
}
