import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

export async function findVendor(db: Db, vendorId: string) {
  const [v] = rowsOf<{ id: string; name: string }>(await db.execute(sql`select id, name from vendors where id = ${vendorId}`));
  return v ?? null;
}

type ConsentRow = { vendor_id: string; vendor_name: string; shared: boolean | null; decided_at: Date | string | null; wording: string | null };

const toConsent = (r: ConsentRow) => ({
  vendorId: r.vendor_id,
  vendorName: r.vendor_name,
  shared: r.shared,
  decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
  wording: r.wording,
});

export async function findConsent(db: Db, userId: string, vendorId: string) {
  const [r] = rowsOf<{ shared: boolean }>(await db.execute(sql`select shared from lead_consents where user_id = ${userId} and vendor_id = ${vendorId}`));
  return r ?? null;
}

/**
 * Records a decision: the current choice per (member, vendor) is upserted and the decision appended to
 * the history. Returns the previous choice (null when never asked).
 */
export async function saveDecision(
  db: Db,
  p: { userId: string; vendorId: string; shared: boolean; wordingKey: string; wording: string; source: string },
): Promise<{ previous: boolean | null }> {
  return db.transaction(async (tx) => {
    const [prev] = rowsOf<{ shared: boolean }>(
      await tx.execute(sql`select shared from lead_consents where user_id = ${p.userId} and vendor_id = ${p.vendorId} for update`),
    );
    await tx.execute(sql`
      insert into lead_consents (user_id, vendor_id, shared, wording_key, wording, source, decided_at)
      values (${p.userId}, ${p.vendorId}, ${p.shared}, ${p.wordingKey}, ${p.wording}, ${p.source}, now())
      on conflict (user_id, vendor_id) do update
        set shared = excluded.shared, wording_key = excluded.wording_key, wording = excluded.wording, source = excluded.source, decided_at = now()`);
    await tx.execute(sql`
      insert into lead_consent_events (user_id, vendor_id, shared, wording_key, wording, source)
      values (${p.userId}, ${p.vendorId}, ${p.shared}, ${p.wordingKey}, ${p.wording}, ${p.source})`);
    return { previous: prev ? prev.shared : null };
  });
}

export async function consentOf(db: Db, userId: string, vendorId: string) {
  const [r] = rowsOf<ConsentRow>(
    await db.execute(sql`
      select v.id as vendor_id, v.name as vendor_name, lc.shared, lc.decided_at, lc.wording
      from vendors v left join lead_consents lc on lc.vendor_id = v.id and lc.user_id = ${userId}
      where v.id = ${vendorId}`),
  );
  return r ? toConsent(r) : null;
}

/** Every vendor the member decided for or interacted with (likes, registrations, activations), by name. */
export async function listForUser(db: Db, userId: string) {
  const rows = rowsOf<ConsentRow>(
    await db.execute(sql`
      with ids as (
        select vendor_id from lead_consents where user_id = ${userId}
        union select vendor_id from user_likes where user_id = ${userId} and vendor_id is not null
        union select vendor_id from user_content_interactions where user_id = ${userId} and vendor_id is not null and interaction_type <> 'view'
      )
      select v.id as vendor_id, v.name as vendor_name, lc.shared, lc.decided_at, lc.wording
      from ids join vendors v on v.id = ids.vendor_id
      left join lead_consents lc on lc.vendor_id = v.id and lc.user_id = ${userId}
      order by lower(v.name), v.id
      limit 500`),
  );
  return rows.map(toConsent);
}
