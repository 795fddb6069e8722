import type { DigestType } from '@portal/shared/digests';
import { and, count, desc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { digestRuns } from '../../db/schema/system.ts';

type DigestRecipient = { userId: string; email: string; fullName: string | null; preferredVendors: string[]; preferredTopics: string[] };

const prefColumn: Record<DigestType, ReturnType<typeof sql.identifier>> = {
  daily: sql.identifier('daily_digest'),
  weekly: sql.identifier('weekly_digest'),
  biweekly: sql.identifier('biweekly_digest'),
  monthly: sql.identifier('monthly_digest'),
};

/**
 * Confirmed members who switched this digest on; daily only for Pro; optionally one user only (same rules).
 * One batch at a time: ordered by user id, those after `after` (keyset), at most `limit`.
 */
export async function digestRecipients(
  db: Db,
  p: { digestType: DigestType; userId?: string; after?: string | null; limit: number },
): Promise<DigestRecipient[]> {
  return rowsOf<DigestRecipient>(
    await db.execute(sql`
      select u.id as "userId", u.email, p.full_name as "fullName", d.preferred_vendors as "preferredVendors",
        d.preferred_topics::text[] as "preferredTopics"
      from digest_preferences d
      join users u on u.id = d.user_id
      join profiles p on p.id = u.id
      where d.${prefColumn[p.digestType]} = true
        and u.email_confirmed_at is not null
        ${p.digestType === 'daily' ? sql`and p.is_pro = true` : sql``}
        ${p.userId ? sql`and u.id = ${p.userId}` : sql``}
        ${p.after ? sql`and u.id > ${p.after}::uuid` : sql``}
      order by u.id
      limit ${p.limit}`),
  );
}

export type DigestItemKind = 'webinar' | 'job' | 'product_update' | 'certification' | 'ai_course' | 'product_trial';
export type DigestItem = {
  kind: DigestItemKind;
  id: string;
  title: string;
  vendorId: string | null;
  vendorName: string | null;
  at: string | null;
  /** The item's topics (content_topics primary key), for members who prefer topics. */
  topicIds: string[];
};

/** Per section at most this many candidates are read (newest first); each member sees up to DIGEST_ITEMS_PER_SECTION. */
const CANDIDATES_PER_SECTION = 200;

/**
 * Every candidate item of the window in ONE query, with its topics (the member-specific vendor and topic filter runs in memory):
 * webinars starting between now and one window length ahead, and items created since `since`:
 * active jobs, product updates, certifications, AI courses, and featured active trials that have not ended.
 */
export async function digestCandidates(db: Db, p: { since: Date; now: Date }): Promise<DigestItem[]> {
  const since = p.since.toISOString();
  const now = p.now.toISOString();
  const ahead = new Date(p.now.getTime() + (p.now.getTime() - p.since.getTime())).toISOString();
  const lim = CANDIDATES_PER_SECTION;
  return rowsOf<DigestItem>(
    await db.execute(sql`
      select x.kind, x.id, x.title, x.vendor_id as "vendorId", v.name as "vendorName", x.at,
        array(select ct.topic_id::text from content_topics ct where ct.content_type = x.kind and ct.content_id = x.id::uuid) as "topicIds"
      from (
        (select 'webinar' as kind, w.id::text as id, w.title as title, w.vendor_id, w.start_time::text as at
           from webinars w
          where w.status = 'upcoming' and w.start_time >= ${now}::timestamptz and w.start_time < ${ahead}::timestamptz
          order by w.start_time limit ${lim})
        union all
        (select 'job', j.id::text, j.job_title, j.vendor_id, j.created_at::text
           from jobs j where j.status = 'active' and j.created_at >= ${since}::timestamptz
          order by j.created_at desc limit ${lim})
        union all
        (select 'product_update', pu.id::text, pu.product_name || ' v' || pu.version, pu.vendor_id, pu.created_at::text
           from product_updates pu where pu.created_at >= ${since}::timestamptz
          order by pu.created_at desc limit ${lim})
        union all
        (select 'certification', c.id::text, c.name, c.vendor_id, c.created_at::text
           from certifications c where c.created_at >= ${since}::timestamptz
          order by c.created_at desc limit ${lim})
        union all
        (select 'ai_course', a.id::text, a.name, a.vendor_id, a.created_at::text
           from ai_courses a where a.created_at >= ${since}::timestamptz
          order by a.created_at desc limit ${lim})
        union all
        (select 'product_trial', t.id::text, t.product_name, t.vendor_id, t.created_at::text
           from product_trials t
          where t.is_featured = true and t.status = 'active' and t.end_date > ${now}::timestamptz
            and t.created_at >= ${since}::timestamptz
          order by t.created_at desc limit ${lim})
      ) x
      left join vendors v on v.id = x.vendor_id`),
  );
}

export async function templateByName(db: Db, name: string) {
  const r = rowsOf<{ subject: string; content: string }>(await db.execute(sql`select subject, content from email_templates where name = ${name}`));
  return r[0] ?? null;
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  const [r] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return !!r;
}

/**
 * A run still in progress after this long with no queued batch job left is treated as crashed; the schedule
 * may send again (dedupe keys keep it safe).
 */
const STALE_RUN_MS = 3_600_000;

/** Has a scheduled (not single-user) run of this type completed, or is one still running (recent, or its batch job still queued), in this period? */
export async function scheduledRunExists(db: Db, p: { digestType: DigestType; periodStart: Date; now: Date; jobName: string }): Promise<boolean> {
  const [r] = await db
    .select({ id: digestRuns.id })
    .from(digestRuns)
    .where(
      and(
        eq(digestRuns.digestType, p.digestType),
        gte(digestRuns.sentAt, p.periodStart),
        isNull(digestRuns.testUserId),
        or(
          eq(digestRuns.status, 'completed'),
          and(
            eq(digestRuns.status, 'in_progress'),
            or(
              gt(digestRuns.sentAt, new Date(p.now.getTime() - STALE_RUN_MS)),
              sql`exists (select 1 from background_jobs j where j.name = ${p.jobName} and j.payload->>'runId' = ${digestRuns.id}::text and j.status in ('pending', 'running'))`,
            ),
          ),
        ),
      ),
    )
    .limit(1);
  return !!r;
}

export async function insertRun(db: Db, p: { digestType: DigestType; sentAt: Date; triggeredBy?: string | null; testUserId?: string | null }) {
  const [r] = await db
    .insert(digestRuns)
    .values({ digestType: p.digestType, sentAt: p.sentAt, triggeredBy: p.triggeredBy ?? null, testUserId: p.testUserId ?? null, status: 'in_progress' })
    .returning({ id: digestRuns.id });
  if (!r) throw new Error('digest run not recorded');
  return r.id;
}

/** The run, row-locked for one batch's transaction (batches of a run never interleave). */
export async function lockRun(db: Db, id: string) {
  const [r] = await db
    .select({ id: digestRuns.id, digestType: digestRuns.digestType, sentAt: digestRuns.sentAt, status: digestRuns.status })
    .from(digestRuns)
    .where(eq(digestRuns.id, id))
    .for('update');
  return r ?? null;
}

/** Adds one batch's counts to the run, in the batch's transaction; the last batch completes it. */
export async function addBatchToRun(db: Db, id: string, p: { recipients: number; sent: number; failed: number; last: boolean }) {
  await db
    .update(digestRuns)
    .set({
      recipientCount: sql`${digestRuns.recipientCount} + ${p.recipients}`,
      successCount: sql`${digestRuns.successCount} + ${p.sent}`,
      failureCount: sql`${digestRuns.failureCount} + ${p.failed}`,
      status: p.last ? 'completed' : 'in_progress',
      finishedAt: p.last ? new Date() : null,
    })
    .where(eq(digestRuns.id, id));
}

/** A batch failed: the run shows Failed with the counts of the batches done (a retry of the job carries on and may still complete it). */
export async function markRunFailed(db: Db, id: string) {
  await db
    .update(digestRuns)
    .set({ status: 'failed', finishedAt: new Date() })
    .where(and(eq(digestRuns.id, id), eq(digestRuns.status, 'in_progress')));
}

/** Is a job with this dedupe key queued (or run)? The next batch's job exists once a batch has committed. */
export async function jobQueued(db: Db, dedupeKey: string): Promise<boolean> {
  const r = rowsOf(await db.execute(sql`select 1 from background_jobs where dedupe_key = ${dedupeKey}`));
  return r.length > 0;
}

const runColumns = {
  id: digestRuns.id,
  digestType: digestRuns.digestType,
  sentAt: digestRuns.sentAt,
  finishedAt: digestRuns.finishedAt,
  recipientCount: digestRuns.recipientCount,
  successCount: digestRuns.successCount,
  failureCount: digestRuns.failureCount,
  status: digestRuns.status,
  testUserEmail: users.email,
};

export type RunRow = {
  id: string;
  digestType: string;
  sentAt: Date;
  finishedAt: Date | null;
  recipientCount: number;
  successCount: number;
  failureCount: number;
  status: string;
  testUserEmail: string | null;
};

export async function findRun(db: Db, id: string): Promise<RunRow | null> {
  const [r] = await db.select(runColumns).from(digestRuns).leftJoin(users, eq(users.id, digestRuns.testUserId)).where(eq(digestRuns.id, id));
  return r ?? null;
}

/** History, newest first (digest_runs_sent_idx). */
export async function listRuns(db: Db, p: { limit: number; offset: number }): Promise<{ rows: RunRow[]; total: number }> {
  const rows = await db
    .select(runColumns)
    .from(digestRuns)
    .leftJoin(users, eq(users.id, digestRuns.testUserId))
    .orderBy(desc(digestRuns.sentAt), desc(digestRuns.id))
    .limit(p.limit)
    .offset(p.offset);
  const [t] = await db.select({ n: count() }).from(digestRuns);
  return { rows, total: t?.n ?? 0 };
}

/** Test-user picker: id, email, fullName ordered by e-mail, optionally matching a search on e-mail or name. */
export async function pickerUsers(db: Db, p: { search?: string; limit: number }) {
  const like = p.search ? `%${p.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return rowsOf<{ id: string; email: string; fullName: string | null }>(
    await db.execute(sql`
      select u.id, u.email, p.full_name as "fullName"
      from users u join profiles p on p.id = u.id
      ${like ? sql`where u.email ilike ${like} or p.full_name ilike ${like}` : sql``}
      order by u.email
      limit ${p.limit}`),
  );
}
