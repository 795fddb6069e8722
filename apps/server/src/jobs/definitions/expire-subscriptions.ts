import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../job.ts';
import { clearProWithoutLiveSubscription, expireEndedSubscriptions } from '../jobs.queries.ts';

/** Marks ended subscriptions expired and clears is_pro for members with no other live subscription. */
export async function expireSubscriptions(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await expireEndedSubscriptions(tx, now);
    await clearProWithoutLiveSubscription(tx, [...new Set(expired)], now);
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
