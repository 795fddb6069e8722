import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { defineJob } from '../job.ts';

/** Marks ended subscriptions expired and clears is_pro for members with no other live subscription. */
export async function expireSubscriptions(db: Db, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const expired = rowsOf<{ user_id: string }>(
      await tx.execute(sql`
        update user_subscriptions set status = 'expired', updated_at = now()
        where status in ('active', 'cancelled') and end_date <= ${at}::timestamptz
        returning user_id`),
    );
    if (expired.length) {
      const ids = [...new Set(expired.map((r) => r.user_id))];
      await tx.execute(sql`
        update profiles p set is_pro = false, updated_at = now()
        where p.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
          and not exists (
            select 1 from user_subscriptions s
            where s.user_id = p.id and s.status in ('active', 'cancelled') and s.end_date > ${at}::timestamptz)`);
    }
    return expired.length;
  });
}

export const expireSubscriptionsJob = defineJob({
  id: 'expire-subscriptions',
  payload: z.object({}).default({}),
  everySeconds: 3600,
  handler: async (deps) => {
    const n = await expireSubscriptions(deps.db);
    if (n) deps.log.info({ expired: n }, 'subscriptions expired');
  },
});
