import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { JobValues } from './map-jobs.ts';
import type { UpdateValues } from './map-feed.ts';
import type { WebinarValues } from './map-ical.ts';

export type SourceRow = {
  id: string;
  vendorId: string;
  kind: 'greenhouse' | 'lever' | 'ashby' | 'feed' | 'ical';
  ref: string;
  etag: string | null;
  lastModified: string | null;
  nextSyncAt: Date | string;
  claimedUntil: Date | string | null;
  requestedAt: Date | string | null;
  lastSyncAt: Date | string | null;
  lastSuccessAt: Date | string | null;
  status: 'new' | 'ok' | 'error';
  failures: number;
  lastError: string | null;
  warnings: string[];
  lastAdded: number;
  lastUpdated: number;
  lastClosed: number;
  lastSkipped: number;
  lastPending: number;
  createdAt: Date | string;
  createdBy: string | null;
  itemCount: number;
};

const columns = sql`s.id, s.vendor_id as "vendorId", s.kind, s.ref, s.etag, s.last_modified as "lastModified", s.next_sync_at as "nextSyncAt",
  s.claimed_until as "claimedUntil", s.requested_at as "requestedAt", s.last_sync_at as "lastSyncAt", s.last_success_at as "lastSuccessAt",
  s.status, s.failures, s.last_error as "lastError", s.warnings, s.last_added as "lastAdded", s.last_updated as "lastUpdated",
  s.last_closed as "lastClosed", s.last_skipped as "lastSkipped", s.last_pending as "lastPending", s.created_at as "createdAt",
  s.created_by as "createdBy", (select count(*)::int from source_items i where i.source_id = s.id) as "itemCount"`;

export async function listSources(db: Db, vendorId: string) {
  return rowsOf<SourceRow>(await db.execute(sql`select ${columns} from vendor_sources s where s.vendor_id = ${vendorId} order by s.created_at, s.id`));
}

export async function findSource(db: Db, id: string) {
  const [r] = rowsOf<SourceRow>(await db.execute(sql`select ${columns} from vendor_sources s where s.id = ${id}::uuid`));
  return r ?? null;
}

export async function countSources(db: Db, vendorId: string) {
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from vendor_sources where vendor_id = ${vendorId}`));
  return r?.n ?? 0;
}

export async function findVendor(db: Db, vendorId: string) {
  const [r] = rowsOf<{ id: string; name: string }>(await db.execute(sql`select id, name from vendors where id = ${vendorId}`));
  return r ?? null;
}

/** A new source, due at once. Null when the vendor already has it (unique vendor, kind, ref). */
export async function insertSource(db: Db, p: { vendorId: string; kind: string; ref: string; createdBy: string }) {
  const [r] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into vendor_sources (vendor_id, kind, ref, created_by) values (${p.vendorId}, ${p.kind}, ${p.ref}, ${p.createdBy}::uuid)
      on conflict (vendor_id, kind, ref) do nothing returning id`),
  );
  return r?.id ?? null;
}

export async function deleteSource(db: Db, id: string) {
  await db.execute(sql`delete from vendor_sources where id = ${id}::uuid`);
}

/** 'Sync now': due at once (a failing source's back-off is skipped); the queued job picks it up. */
export async function requestSync(db: Db, id: string) {
  await db.execute(sql`update vendor_sources set next_sync_at = now(), requested_at = now(), updated_at = now() where id = ${id}::uuid`);
}

const claimable = sql`(claimed_until is null or claimed_until < now())`;

/** Claims up to `limit` due sources for `leaseSeconds` (several processes never sync the same source at once). */
export async function claimDue(db: Db, limit: number, leaseSeconds: number) {
  return rowsOf<SourceRow>(
    await db.execute(sql`
      with due as (
        select id from vendor_sources where next_sync_at <= now() and ${claimable}
        order by next_sync_at limit ${limit} for update skip locked)
      update vendor_sources s set claimed_until = now() + make_interval(secs => ${leaseSeconds})
      from due where s.id = due.id returning ${columns}`),
  );
}

/** Claims one source whatever its due time (the 'Sync now' job); null when another worker holds it. */
export async function claimOne(db: Db, id: string, leaseSeconds: number) {
  const [r] = rowsOf<SourceRow>(
    await db.execute(sql`update vendor_sources s set claimed_until = now() + make_interval(secs => ${leaseSeconds})
      where s.id = ${id}::uuid and ${claimable} returning ${columns}`),
  );
  return r ?? null;
}

export type SyncOutcome = {
  ok: boolean;
  etag: string | null;
  lastModified: string | null;
  nextInSeconds: number;
  error: string | null;
  warnings: string[];
  added: number;
  updated: number;
  closed: number;
  skipped: number;
  pending: number;
};

/** Records the outcome of a sync and frees the claim. A failure counts towards the back-off; the counts of the last good sync stay. */
export async function finishSync(db: Db, id: string, o: SyncOutcome) {
  await db.execute(
    o.ok
      ? sql`update vendor_sources set status = 'ok', failures = 0, last_error = null, etag = ${o.etag}, last_modified = ${o.lastModified},
          warnings = ${JSON.stringify(o.warnings)}::jsonb, last_added = ${o.added}, last_updated = ${o.updated}, last_closed = ${o.closed}, last_skipped = ${o.skipped}, last_pending = ${o.pending},
          last_sync_at = now(), last_success_at = now(), next_sync_at = now() + make_interval(secs => ${o.nextInSeconds}),
          claimed_until = null, requested_at = null, updated_at = now()
        where id = ${id}::uuid`
      : sql`update vendor_sources set status = 'error', failures = failures + 1, last_error = ${o.error},
          last_sync_at = now(), next_sync_at = now() + make_interval(secs => ${o.nextInSeconds}),
          claimed_until = null, requested_at = null, updated_at = now()
        where id = ${id}::uuid`,
  );
}

export async function failureCount(db: Db, id: string) {
  const [r] = rowsOf<{ failures: number }>(await db.execute(sql`select failures from vendor_sources where id = ${id}::uuid`));
  return r?.failures ?? 0;
}

// ---------- items ----------

export type ItemType = 'job' | 'webinar' | 'product_update';
/** A source's item: live (contentId) or waiting for review (submissionId, its state). */
export type ItemRow = {
  externalId: string;
  contentId: string | null;
  submissionId: string | null;
  submissionState: string | null;
  hash: string;
  closed: boolean;
};

/**
 * The source's items. Items whose submission an admin approved since the last sync first take the live
 * id it became, with the hash cleared so this sync writes the source's full values over the form's.
 */
export async function itemsOf(db: Db, sourceId: string) {
  await db.execute(sql`
    update source_items i set content_id = s.content_id::uuid, hash = '', updated_at = now()
    from vendor_submissions s
    where i.source_id = ${sourceId}::uuid and i.content_id is null and s.id = i.submission_id and s.state = 'approved' and s.content_id is not null`);
  return rowsOf<ItemRow>(
    await db.execute(sql`
      select i.external_id as "externalId", i.content_id as "contentId", i.submission_id as "submissionId", s.state as "submissionState",
        i.hash, i.closed_at is not null as closed
      from source_items i left join vendor_submissions s on s.id = i.submission_id
      where i.source_id = ${sourceId}::uuid`),
  );
}

export type Link = { externalId: string; contentId: string | null; submissionId: string | null; hash: string };

/** New links, or a link's new state after a (re)submission or an update (reopened when it had closed). */
export async function saveLinks(db: Db, sourceId: string, type: ItemType, links: Link[]) {
  if (!links.length) return;
  await db.execute(sql`
    insert into source_items (source_id, external_id, content_type, content_id, submission_id, hash)
    select ${sourceId}::uuid, x.external_id, ${type}, x.content_id, x.submission_id, x.hash
    from jsonb_to_recordset(${JSON.stringify(links.map((l) => ({ external_id: l.externalId, content_id: l.contentId, submission_id: l.submissionId, hash: l.hash })))}::jsonb)
      as x(external_id text, content_id uuid, submission_id uuid, hash text)
    on conflict (source_id, external_id) do update set content_id = coalesce(excluded.content_id, source_items.content_id),
      submission_id = coalesce(excluded.submission_id, source_items.submission_id), hash = excluded.hash, closed_at = null, updated_at = now()`);
}

export async function closeLinks(db: Db, sourceId: string, externalIds: string[]) {
  if (!externalIds.length) return;
  await db.execute(sql`update source_items set closed_at = now(), updated_at = now()
    where source_id = ${sourceId}::uuid and external_id = any(${sql.param(externalIds)}::text[])`);
}

/** Who a sync acts as (audit, submissions): the person who connected the source, else the vendor's manager. */
export async function syncActor(db: Db, p: { createdBy: string | null; vendorId: string }) {
  const [r] = rowsOf<{ id: string; email: string }>(
    await db.execute(sql`
      select u.id, u.email from users u where u.id = ${p.createdBy}::uuid
      union all
      select u.id, u.email from users u join vendors v on lower(v.vendor_manager_email) = u.email where v.id = ${p.vendorId}
      limit 1`),
  );
  return r ?? null;
}

const recordset = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

export async function insertJobs(db: Db, vendorId: string, rows: (JobValues & { id: string })[]) {
  if (!rows.length) return;
  await db.execute(sql`
    insert into jobs (id, vendor_id, job_title, job_description, job_type, experience_level, location_city, location_state, location_country,
      salary_min, salary_max, salary_currency, posted_date, job_page_url, requirements, status)
    select x."id", ${vendorId}, x."jobTitle", x."jobDescription", x."jobType", x."experienceLevel", x."locationCity", x."locationState", x."locationCountry",
      x."salaryMin", x."salaryMax", x."salaryCurrency", x."postedDate"::date, x."jobPageUrl", array(select jsonb_array_elements_text(x."requirements")), 'active'
    from jsonb_to_recordset(${recordset(rows)}) as x("id" uuid, "jobTitle" text, "jobDescription" text, "jobType" text, "experienceLevel" text,
      "locationCity" text, "locationState" text, "locationCountry" text, "salaryMin" int, "salaryMax" int, "salaryCurrency" text, "postedDate" text,
      "jobPageUrl" text, "requirements" jsonb)`);
}

/** Source fields only: the status an admin set (inactive) stays; a closed job that came back reopens. */
export async function updateJobs(db: Db, rows: (JobValues & { id: string })[]) {
  if (!rows.length) return 0;
  const done = rowsOf<{ id: string }>(
    await db.execute(sql`
    update jobs j set job_title = x."jobTitle", job_description = x."jobDescription", job_type = x."jobType", experience_level = x."experienceLevel",
      location_city = x."locationCity", location_state = x."locationState", location_country = x."locationCountry",
      salary_min = x."salaryMin", salary_max = x."salaryMax", salary_currency = x."salaryCurrency", posted_date = x."postedDate"::date,
      job_page_url = x."jobPageUrl", requirements = array(select jsonb_array_elements_text(x."requirements")),
      status = case when j.status = 'closed' then 'active' else j.status end, updated_at = now()
    from jsonb_to_recordset(${recordset(rows)}) as x("id" uuid, "jobTitle" text, "jobDescription" text, "jobType" text, "experienceLevel" text,
      "locationCity" text, "locationState" text, "locationCountry" text, "salaryMin" int, "salaryMax" int, "salaryCurrency" text, "postedDate" text,
      "jobPageUrl" text, "requirements" jsonb)
    where j.id = x."id" returning j.id`),
  );
  return done.length;
}

export async function insertWebinars(db: Db, vendorId: string, rows: (WebinarValues & { id: string })[]) {
  if (!rows.length) return;
  await db.execute(sql`
    insert into webinars (id, vendor_id, title, description, start_time, end_time, duration_minutes, registration_url, status, metadata)
    select x."id", ${vendorId}, x."title", x."description", x."startTime", x."endTime", x."durationMinutes", x."registrationUrl", x."status", x."metadata"
    from jsonb_to_recordset(${recordset(rows)}) as x("id" uuid, "title" text, "description" text, "startTime" timestamptz, "endTime" timestamptz,
      "durationMinutes" int, "registrationUrl" text, "status" text, "metadata" jsonb)`);
}

/** Cancelled follows the calendar; otherwise the status the status job keeps (live, completed) stays, and a cancelled one that came back is upcoming again. */
export async function updateWebinars(db: Db, rows: (WebinarValues & { id: string })[]) {
  if (!rows.length) return 0;
  const done = rowsOf<{ id: string }>(
    await db.execute(sql`
    update webinars w set title = x."title", description = x."description", start_time = x."startTime", end_time = x."endTime",
      duration_minutes = x."durationMinutes", registration_url = x."registrationUrl", metadata = w.metadata || x."metadata",
      status = case when x."status" = 'cancelled' then 'cancelled' when w.status = 'cancelled' then 'upcoming' else w.status end, updated_at = now()
    from jsonb_to_recordset(${recordset(rows)}) as x("id" uuid, "title" text, "description" text, "startTime" timestamptz, "endTime" timestamptz,
      "durationMinutes" int, "registrationUrl" text, "status" text, "metadata" jsonb)
    where w.id = x."id" returning w.id`),
  );
  return done.length;
}

export async function insertUpdates(db: Db, vendorId: string, rows: (UpdateValues & { id: string })[]) {
  if (!rows.length) return;
  await db.execute(sql`
    insert into product_updates (id, vendor_id, product_name, version, release_date, features, release_notes_url)
    select x."id", ${vendorId}, x."productName", x."version", x."releaseDate"::date, array(select jsonb_array_elements_text(x."features")), x."releaseNotesUrl"
    from jsonb_to_recordset(${recordset(rows)}) as x("id" uuid, "productName" text, "version" text, "releaseDate" text, "features" jsonb, "releaseNotesUrl" text)`);
}

export async function updateUpdates(db: Db, rows: (UpdateValues & { id: string })[]) {
  if (!rows.length) return 0;
  const done = rowsOf<{ id: string }>(
    await db.execute(sql`
    update product_updates u set product_name = x."productName", version = x."version", release_date = x."releaseDate"::date,
      features = array(select jsonb_array_elements_text(x."features")), release_notes_url = x."releaseNotesUrl", updated_at = now()
    from jsonb_to_recordset(${recordset(rows)}) as x("id" uuid, "productName" text, "version" text, "releaseDate" text, "features" jsonb, "releaseNotesUrl" text)
    where u.id = x."id" returning u.id`),
  );
  return done.length;
}

/** Jobs gone from their board: closed (their page answers 410). Returns the ids that changed. */
export async function closeJobs(db: Db, ids: string[]) {
  if (!ids.length) return [];
  const open = rowsOf<{ id: string }>(await db.execute(sql`select id from jobs where id = any(${sql.param(ids)}::uuid[]) and status <> 'closed'`));
  if (!open.length) return [];
  const where: SQL = sql`id = any(${sql.param(open.map((r) => r.id))}::uuid[])`;
  await db.execute(sql`update jobs set status = 'closed', updated_at = now() where ${where}`);
  return open.map((r) => r.id);
}

/** Webinars gone from their calendar: the ones still to come are cancelled (past ones are history and stay). */
export async function cancelWebinars(db: Db, ids: string[]) {
  if (!ids.length) return [];
  const future = rowsOf<{ id: string }>(
    await db.execute(sql`select id from webinars where id = any(${sql.param(ids)}::uuid[]) and status <> 'cancelled' and start_time > now()`),
  );
  if (!future.length) return [];
  await db.execute(sql`update webinars set status = 'cancelled', updated_at = now() where id = any(${sql.param(future.map((r) => r.id))}::uuid[])`);
  return future.map((r) => r.id);
}
