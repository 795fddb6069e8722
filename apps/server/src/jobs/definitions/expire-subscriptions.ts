import type { Db } from '../../db/client.ts';
import { defineRecurringJob } from '../../lib/queue/job.ts';
import { clearProWithoutLiveSubscription, expireEndedSubscriptions } from '../jobs.queries.ts';

/** Marks ended subscriptions expired and clears is_pro for members with no other live subscription. */
export async function expireSubscriptions(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await expireEndedSubscriptions(tx, now);
    await clearProWithoutLiveSubscription(tx, [...new Set(expired)], now);
    return expired.length;
  });
}

export const expireSubscriptionsJob = defineRecurringJob({
  id: 'expire-subscriptions',
  everySeconds: 3600,
  run: async (deps) => ({ expired: await expireSubscriptions(deps.db) }),
  done: 'subscriptions expired',
});
