import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

type HookRow = { vendor_id: string; url: string; secret: string; created_at: Date | string; updated_at: Date | string };

export async function findWebhook(db: Db, vendorId: string) {
  const [r] = rowsOf<HookRow>(await db.execute(sql`select * from vendor_webhooks where vendor_id = ${vendorId}`));
  return r ?? null;
}

/** Saves the URL; the secret is set on creation (or rotation) only. */
export async function saveWebhook(db: Db, p: { vendorId: string; url: string; secret: string | null }) {
  const [r] = rowsOf<HookRow>(
    await db.execute(
      p.secret
        ? sql`insert into vendor_webhooks (vendor_id, url, secret) values (${p.vendorId}, ${p.url}, ${p.secret})
            on conflict (vendor_id) do update set url = excluded.url, secret = excluded.secret, updated_at = now() returning *`
        : sql`update vendor_webhooks set url = ${p.url}, updated_at = now() where vendor_id = ${p.vendorId} returning *`,
    ),
  );
  return r ?? null;
}

export async function deleteWebhook(db: Db, vendorId: string) {
  await db.execute(sql`delete from vendor_webhooks where vendor_id = ${vendorId}`);
}

export async function insertDelivery(db: Db, p: { vendorId: string; event: string; url: string; payload: Record<string, unknown> }) {
  const [r] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into webhook_deliveries (vendor_id, event, url, payload)
      values (${p.vendorId}, ${p.event}, ${p.url}, ${JSON.stringify(p.payload)}::jsonb) returning id`),
  );
  return r?.id ?? null;
}

export type DeliveryRow = {
  id: string;
  vendor_id: string;
  event: string;
  url: string;
  payload: Record<string, unknown>;
  status: string;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

/** Counts the attempt and returns the delivery (null when gone or already finished). */
export async function startAttempt(db: Db, id: string) {
  const [r] = rowsOf<DeliveryRow>(
    await db.execute(sql`
      update webhook_deliveries set attempts = attempts + 1, updated_at = now()
      where id = ${id} and status in ('pending','retrying') returning *`),
  );
  return r ?? null;
}

export async function finishAttempt(db: Db, id: string, p: { status: string; statusCode: number | null; error: string | null }) {
  await db.execute(sql`
    update webhook_deliveries set status = ${p.status}, last_status_code = ${p.statusCode}, last_error = ${p.error ? p.error.slice(0, 500) : null},
      delivered_at = case when ${p.status} = 'delivered' then now() else delivered_at end, updated_at = now()
    where id = ${id}`);
}

export async function listDeliveries(db: Db, vendorId: string, limit: number) {
  return rowsOf<DeliveryRow>(
    await db.execute(sql`select * from webhook_deliveries where vendor_id = ${vendorId} order by created_at desc, id desc limit ${limit}`),
  );
}

/** The lead's details for the payload (only sent while the member shares with the vendor). */
export async function memberOf(db: Db, userId: string, vendorId: string) {
  const [r] = rowsOf<{ email: string; full_name: string | null; job_title: string | null; company: string | null; vendor_name: string }>(
    await db.execute(sql`
      select p.email, p.full_name, p.job_title, p.company, v.name as vendor_name
      from profiles p, vendors v where p.id = ${userId} and v.id = ${vendorId}`),
  );
  return r ? { email: r.email, name: r.full_name, jobTitle: r.job_title, company: r.company, vendorName: r.vendor_name } : null;
}

export async function stillShared(db: Db, userId: string, vendorId: string) {
  const [r] = rowsOf<{ shared: boolean }>(await db.execute(sql`select shared from lead_consents where user_id = ${userId} and vendor_id = ${vendorId}`));
  return r?.shared === true;
}

/**
 * A member withdrew consent (or left): every delivery to this vendor keeps only the member's id (pending
 * ones still see the withdrawal and stop); name, e-mail, job title and company leave the log at once.
 */
export async function forgetMember(db: Db, userId: string, vendorId: string | null) {
  await db.execute(sql`
    update webhook_deliveries
    set payload = jsonb_set(payload, '{member}', jsonb_build_object('id', payload->'member'->'id', 'withdrawn', true)), updated_at = now()
    where payload->'member'->>'id' = ${userId} and (${vendorId}::text is null or vendor_id = ${vendorId})
      and payload->'member' ? 'email'`);
}

/** A failed delivery is tried again from its first attempt (Admin › System); returns it, or null when it had not failed. */
export async function resetFailedDelivery(db: Db, id: string) {
  const [r] = rowsOf<{ id: string; vendor_id: string; url: string; last_error: string | null }>(
    await db.execute(sql`
      update webhook_deliveries d set status = 'pending', attempts = 0, updated_at = now()
      from (select id, last_error from webhook_deliveries where id = ${id} and status = 'failed' for update) old
      where d.id = old.id returning d.id, d.vendor_id, d.url, old.last_error`),
  );
  return r ?? null;
}
