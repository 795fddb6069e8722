import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/* The statements of the vendor console's review (vendor-review.service.ts holds the rules). */

export type SubmissionRow = {
  id: string;
  vendorId: string;
  vendorName: string;
  kind: string;
  contentId: string | null;
  values: Record<string, unknown>;
  state: string;
  reason: string | null;
  sourceId: string | null;
  externalId: string | null;
  submittedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  decidedAt: Date | null;
};

const cols = sql`s.id, s.vendor_id as "vendorId", v.name as "vendorName", s.kind, s.content_id as "contentId", s.values, s.state, s.reason,
  s.source_id as "sourceId", s.external_id as "externalId", u.email as "submittedBy",
  s.created_at as "createdAt", s.updated_at as "updatedAt", s.decided_at as "decidedAt"`;
const from = sql`vendor_submissions s join vendors v on v.id = s.vendor_id left join users u on u.id = s.submitted_by`;

export type NewSubmission = {
  vendorId: string;
  kind: string;
  contentId: string | null;
  values: Record<string, unknown>;
  state: 'pending' | 'approved';
  submittedBy: string | null;
  sourceId: string | null;
  externalId: string | null;
};

/**
 * Records a submission. A pending edit of the same live item, or a pending item of the same source and
 * external id, is replaced in place (one open submission each): the answer is its id.
 */
export async function upsertSubmission(db: Db, s: NewSubmission): Promise<string> {
  const values = JSON.stringify(s.values);
  if (s.state === 'pending') {
    const [same] = rowsOf<{ id: string }>(
      await db.execute(sql`
        select id from vendor_submissions
        where state = 'pending' and vendor_id = ${s.vendorId} and kind = ${s.kind}
          and ((${s.contentId}::text is not null and content_id = ${s.contentId})
            or (${s.sourceId}::text is not null and source_id = ${s.sourceId} and external_id = ${s.externalId}))
        limit 1 for update`),
    );
    if (same) {
      await db.execute(sql`update vendor_submissions set values = ${values}::jsonb, submitted_by = ${s.submittedBy}, updated_at = now()
        where id = ${same.id}`);
      return same.id;
    }
  }
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into vendor_submissions (vendor_id, kind, content_id, values, state, submitted_by, source_id, external_id, decided_at)
      values (${s.vendorId}, ${s.kind}, ${s.contentId}, ${values}::jsonb, ${s.state}, ${s.submittedBy}, ${s.sourceId}, ${s.externalId},
        ${s.state === 'approved' ? sql`now()` : sql`null`})
      returning id`),
  );
  return (row as { id: string }).id;
}

/**
 * Records many submissions of connected-source items at once (one statement). A pending item of the same
 * source and external id is replaced in place, as upsertSubmission does. Answers each row's id by external id.
 */
export async function upsertSourceSubmissions(
  db: Db,
  rows: (Omit<NewSubmission, 'sourceId' | 'externalId'> & { sourceId: string; externalId: string })[],
): Promise<{ id: string; externalId: string }[]> {
  if (!rows.length) return [];
  return rowsOf<{ id: string; externalId: string }>(
    await db.execute(sql`
      insert into vendor_submissions (vendor_id, kind, content_id, values, state, submitted_by, source_id, external_id, decided_at)
      select x."vendorId", x."kind", x."contentId", x."values", x."state", x."submittedBy", x."sourceId", x."externalId",
        case when x."state" = 'approved' then now() end
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x("vendorId" text, "kind" text, "contentId" text, "values" jsonb, "state" text,
        "submittedBy" uuid, "sourceId" text, "externalId" text)
      on conflict (source_id, external_id) where state = 'pending' and source_id is not null
        do update set values = excluded.values, submitted_by = excluded.submitted_by, updated_at = now()
      returning id, external_id as "externalId"`),
  );
}

/** One submission (of this vendor when given), locked for the rest of the transaction when `lock`. */
export async function findSubmission(db: Db, id: string, opts: { vendorId?: string; lock?: boolean } = {}): Promise<SubmissionRow | null> {
  const [row] = rowsOf<SubmissionRow>(
    await db.execute(sql`select ${cols} from ${from}
      where s.id = ${id}::uuid ${opts.vendorId ? sql`and s.vendor_id = ${opts.vendorId}` : sql``}
      ${opts.lock ? sql`for update of s` : sql``}`),
  );
  return row ?? null;
}

type ListFilter = { vendorId?: string; state: string; kind: string; limit: number; offset: number };

export async function listSubmissions(db: Db, f: ListFilter): Promise<{ items: SubmissionRow[]; total: number }> {
  const where = sql`true ${f.vendorId ? sql`and s.vendor_id = ${f.vendorId}` : sql``}
    ${f.state !== 'all' ? sql`and s.state = ${f.state}` : sql``} ${f.kind !== 'all' ? sql`and s.kind = ${f.kind}` : sql``}`;
  // The queue is oldest first (first come, first served); everything else newest first.
  const order = f.state === 'pending' ? sql`s.created_at asc, s.id` : sql`s.updated_at desc, s.id`;
  const items = rowsOf<SubmissionRow>(await db.execute(sql`select ${cols} from ${from} where ${where} order by ${order} limit ${f.limit} offset ${f.offset}`));
  const [n] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from vendor_submissions s where ${where}`));
  return { items, total: n?.n ?? 0 };
}

export async function countPending(db: Db): Promise<number> {
  const [n] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from vendor_submissions where state = 'pending'`));
  return n?.n ?? 0;
}

/** The decision: state, reason, who and when, and the live item a new one became. */
export async function decide(db: Db, id: string, d: { state: string; reason: string | null; decidedBy: string | null; contentId: string | null }) {
  await db.execute(sql`update vendor_submissions set state = ${d.state}, reason = ${d.reason}, decided_by = ${d.decidedBy}, decided_at = now(),
    content_id = coalesce(${d.contentId}, content_id), updated_at = now() where id = ${id}::uuid`);
}

/** Replaces the values of a submission and sends it back to the queue (a rejected new item edited again). */
export async function resubmit(db: Db, id: string, values: Record<string, unknown>, submittedBy: string | null) {
  await db.execute(sql`update vendor_submissions set values = ${JSON.stringify(values)}::jsonb, state = 'pending', reason = null, decided_by = null,
    decided_at = null, submitted_by = ${submittedBy}, updated_at = now() where id = ${id}::uuid`);
}

/** The latest submission of each of these live items (their review state in the console). */
export async function latestFor(db: Db, kind: string, contentIds: string[]) {
  if (!contentIds.length) return [];
  return rowsOf<{ contentId: string; submissionId: string; state: string; reason: string | null; updatedAt: Date; values: Record<string, unknown> }>(
    await db.execute(sql`
      select distinct on (content_id) content_id as "contentId", id as "submissionId", state, reason, updated_at as "updatedAt", values
      from vendor_submissions where kind = ${kind} and content_id in (${sql.join(
        contentIds.map((c) => sql`${c}`),
        sql`, `,
      )})
      order by content_id, updated_at desc`),
  );
}

export async function vendorRow(db: Db, vendorId: string) {
  const [row] = rowsOf<{
    id: string;
    name: string;
    logoUrl: string | null;
    description: string | null;
    websiteUrl: string | null;
    trusted: boolean;
    managerEmail: string | null;
  }>(
    await db.execute(sql`select id, name, logo_url as "logoUrl", description, website_url as "websiteUrl", trusted,
      vendor_manager_email as "managerEmail" from vendors where id = ${vendorId}`),
  );
  return row ?? null;
}

export async function setTrusted(db: Db, vendorId: string, trusted: boolean): Promise<boolean> {
  return rowsOf(await db.execute(sql`update vendors set trusted = ${trusted}, updated_at = now() where id = ${vendorId} returning id`)).length > 0;
}

/** The accounts of the vendor's manager e-mail (they hear of decisions in the bell). */
export async function managerUserIds(db: Db, email: string): Promise<string[]> {
  return rowsOf<{ id: string }>(await db.execute(sql`select id from users where lower(email) = ${email.toLowerCase()}`)).map((r) => r.id);
}

/** Whether the live item of this table belongs to the vendor. */
export async function ownsItem(db: Db, table: string, id: string, vendorId: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from ${sql.identifier(table)} where id::text = ${id} and vendor_id = ${vendorId}`)).length > 0;
}

/**
 * Closes the pending edits of live items that are being deleted: rejected with `reason`, decided by `decidedBy`
 * (the admin). Answers the closed submissions' ids.
 */
export async function rejectPendingEdits(db: Db, kind: string, contentIds: string[], reason: string, decidedBy: string | null): Promise<string[]> {
  if (!contentIds.length) return [];
  return rowsOf<{ id: string }>(
    await db.execute(sql`update vendor_submissions set state = 'rejected', reason = ${reason}, decided_by = ${decidedBy}, decided_at = now(), updated_at = now()
      where state = 'pending' and kind = ${kind} and content_id = any(${sql.param(contentIds)}::text[]) returning id`),
  ).map((r) => r.id);
}

/** A pending edit of this live item follows the item's unpublished state: `patch` (e.g. {status: 'inactive'}) is laid over its values. */
export async function patchPendingEdit(db: Db, kind: string, contentId: string, patch: Record<string, unknown>) {
  await db.execute(sql`update vendor_submissions set values = values || ${JSON.stringify(patch)}::jsonb, updated_at = now()
    where state = 'pending' and kind = ${kind} and content_id = ${contentId}`);
}
