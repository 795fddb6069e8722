import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

export type WebinarRow = {
  id: string;
  title: string;
  description: string | null;
  vendorId: string | null;
  vendorName: string | null;
  status: string;
  startTime: Date | string | null;
  endTime: Date | string | null;
  durationMinutes: number;
  registrationUrl: string | null;
  webinarUrl: string | null;
  recordingUrl: string | null;
};

const cols = sql`w.id, w.title, w.description, w.vendor_id as "vendorId", v.name as "vendorName", w.status, w.start_time as "startTime",
  w.end_time as "endTime", w.duration_minutes as "durationMinutes", w.registration_url as "registrationUrl", w.webinar_url as "webinarUrl",
  w.recording_url as "recordingUrl"`;

export async function findWebinar(db: Db, id: string): Promise<WebinarRow | null> {
  const [r] = rowsOf<WebinarRow>(await db.execute(sql`select ${cols} from webinars w left join vendors v on v.id = w.vendor_id where w.id = ${id}`));
  return r ?? null;
}

export async function isRegistered(db: Db, userId: string, webinarId: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from webinar_registrations where user_id = ${userId} and webinar_id = ${webinarId}`)).length > 0;
}

/** Serialises one member's registrations (held until the transaction ends) for the Free plan's monthly count. */
export async function lockMemberRegistrations(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('webinar_registrations'), hashtext(${userId}))`);
}

/** The member's registrations made since `since` (index webinar_registrations on user_id). */
export async function countRegistrationsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [r] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from webinar_registrations where user_id = ${userId} and created_at >= ${since.toISOString()}::timestamptz`),
  );
  return r?.n ?? 0;
}

/** One registration per member and webinar; a repeat inserts nothing. */
export async function insertRegistration(db: Db, userId: string, webinarId: string): Promise<boolean> {
  return (
    rowsOf(
      await db.execute(sql`
        insert into webinar_registrations (user_id, webinar_id) values (${userId}, ${webinarId})
        on conflict (webinar_id, user_id) do nothing returning id`),
    ).length > 0
  );
}

type ReminderRow = WebinarRow & { registrationId: string; email: string; userId: string };

/**
 * Claims due reminders atomically: the UPDATE ... WHERE sent_at IS NULL RETURNING lets exactly one
 * process win each registration, even with several servers. 24 h: start within (now + 2 h, now + 24 h],
 * skipped for members who registered inside the last 24 hours (they just got the confirmation); a
 * 24 h reminder that could only go out later than that (the servers were down) is left to the 1 h one.
 * 1 h: start within (now, now + 1 h].
 */
export async function claimReminders(db: Db, kind: '24h' | '1h', now: Date, limit = 200): Promise<ReminderRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const column = kind === '24h' ? sql.raw('reminder_24h_sent_at') : sql.raw('reminder_1h_sent_at');
  const window =
    kind === '24h'
      ? sql`w.start_time > ${at} + interval '2 hours' and w.start_time <= ${at} + interval '24 hours' and r.created_at <= w.start_time - interval '24 hours'`
      : sql`w.start_time > ${at} and w.start_time <= ${at} + interval '1 hour'`;
  return rowsOf<ReminderRow>(
    await db.execute(sql`
      with due as (
        select r.id from webinar_registrations r join webinars w on w.id = r.webinar_id
        where r.${column} is null and w.status = 'upcoming' and ${window}
          -- a member who unsubscribed from webinar reminders (user_notifications.upcoming_webinars) gets none
          and not exists (select 1 from user_notifications n where n.user_id = r.user_id and not n.upcoming_webinars)
        order by w.start_time limit ${limit}
        for update of r skip locked
      ), claimed as (
        update webinar_registrations r set ${column} = now()
        from due where r.id = due.id and r.${column} is null
        returning r.id, r.webinar_id, r.user_id
      )
      select ${cols}, c.id as "registrationId", c.user_id as "userId", u.email
      from claimed c join webinars w on w.id = c.webinar_id left join vendors v on v.id = w.vendor_id join users u on u.id = c.user_id`),
  );
}

/** The member's registration as an interaction (what the member did, for the vendor's counts). */
export async function insertRegistrationInteraction(db: Db, userId: string, vendorId: string | null, webinarId: string): Promise<void> {
  await db.execute(
    sql`insert into user_content_interactions (user_id, vendor_id, content_type, content_id, interaction_type)
      values (${userId}, ${vendorId}, 'webinar', ${webinarId}, 'webinar_registration')`,
  );
}
