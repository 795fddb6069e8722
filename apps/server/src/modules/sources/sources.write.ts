import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { submitVendorItems, withdraw } from '../admin/vendor-review.service.ts';
import type { UpdateValues } from './map-feed.ts';
import type { WebinarValues } from './map-ical.ts';
import type { JobValues } from './map-jobs.ts';
import * as q from './sources.queries.ts';

/**
 * The one place where a sync writes the catalogue (docs/decisions/2211). A new item goes through the
 * vendor review (submitVendorItem, docs/decisions/2201): pending until an admin approves it, published at
 * once for a trusted vendor. An item that is live already is updated in place with the source's values;
 * one gone from the source is closed.
 */
export type ValuesOf = { job: JobValues; webinar: WebinarValues; product_update: UpdateValues };

type Writer<V> = { update: (tx: Db, rows: (V & { id: string })[]) => Promise<number> };
const writers: { [K in q.ItemType]: Writer<ValuesOf[K]> } = {
  job: { update: q.updateJobs },
  webinar: { update: q.updateWebinars },
  product_update: { update: q.updateUpdates },
};

const NOT_GIVEN = 'Not specified';

/**
 * The admin form's body for the mapped values. The form requires some fields a source may not give
 * (a remote job's city, a state outside the US, a description): they are filled with 'Remote' or 'Not
 * specified' (the description with the title) so the reviewer sees what is missing; once the item is
 * live the next sync writes the source's own values (empty parts stay empty).
 */
export function formBody<T extends q.ItemType>(type: T, values: ValuesOf[T]): Record<string, unknown> {
  if (type === 'job') {
    const v = values as JobValues;
    return {
      jobTitle: v.jobTitle,
      jobDescription: v.jobDescription ?? v.jobTitle,
      jobPageUrl: v.jobPageUrl,
      locationCity: v.locationCity ?? (v.jobType === 'remote' ? 'Remote' : NOT_GIVEN),
      locationState: v.locationState ?? NOT_GIVEN,
      locationCountry: v.locationCountry ?? NOT_GIVEN,
      experienceLevel: v.experienceLevel,
      jobType: v.jobType,
      salaryMin: v.salaryMin,
      salaryMax: v.salaryMax,
      salaryCurrency: v.salaryCurrency,
      requirements: v.requirements,
      postedDate: v.postedDate ?? new Date().toISOString().slice(0, 10),
      status: 'active',
    };
  }
  if (type === 'webinar') {
    const v = values as WebinarValues;
    return {
      title: v.title,
      description: v.description,
      startTime: v.startTime,
      durationMinutes: v.durationMinutes,
      registrationUrl: v.registrationUrl,
      status: 'upcoming',
    };
  }
  return { ...(values as UpdateValues) };
}

export function titleOf(type: q.ItemType, values: ValuesOf[q.ItemType]): string {
  const v = values as Partial<JobValues & WebinarValues & UpdateValues>;
  return (type === 'job' ? v.jobTitle : type === 'webinar' ? v.title : v.productName) ?? '';
}

export async function updateItems<T extends q.ItemType>(tx: Db, type: T, rows: (ValuesOf[T] & { id: string })[]): Promise<number> {
  const w: Writer<ValuesOf[T]> = writers[type];
  return w.update(tx, rows);
}

/**
 * Submits new (or changed, not yet live) items for review, in `tx`, as one batch (submitVendorItems): a
 * value the form refuses skips that item only (answered `{ refused }`). A trusted vendor's items are live
 * at once and get the source's full values (end time, time zone) the form does not carry, in one update.
 */
export async function submitItems<T extends q.ItemType>(
  tx: Db,
  p: { type: T; vendorId: string; sourceId: string; items: { externalId: string; values: ValuesOf[T] }[]; actor: Actor },
): Promise<({ contentId: string | null; submissionId: string } | { refused: string })[]> {
  const results = await submitVendorItems(tx, {
    vendorId: p.vendorId,
    kind: p.type,
    actor: p.actor,
    items: p.items.map((item) => ({ values: formBody(p.type, item.values), source: { sourceId: p.sourceId, externalId: item.externalId } })),
  });
  const live = results.flatMap((r, i) =>
    'state' in r && r.state === 'approved' && r.id ? [{ ...(p.items[i] as { values: ValuesOf[T] }).values, id: r.id }] : [],
  );
  if (live.length) await updateItems(tx, p.type, live);
  return results.map((r) => ('refused' in r ? r : { contentId: r.state === 'approved' ? r.id : null, submissionId: r.submissionId }));
}

/** Jobs close, future webinars are cancelled; product updates stay (a feed is a window on the latest entries). */
export async function closeItems(tx: Db, type: q.ItemType, ids: string[]): Promise<string[]> {
  if (type === 'job') return q.closeJobs(tx, ids);
  if (type === 'webinar') return q.cancelWebinars(tx, ids);
  return [];
}

/** Items gone from the source before anyone approved them: their pending submissions are withdrawn. */
export async function withdrawPending(deps: Pick<Deps, 'db'>, actor: Actor, vendorId: string, submissionIds: string[]) {
  for (const id of submissionIds) {
    try {
      await withdraw(deps, actor, vendorId, id);
    } catch (err) {
      // Decided meanwhile (approved or rejected): nothing to withdraw.
      if (!(err instanceof AppError)) throw err;
    }
  }
}
