import { z } from 'zod';
import { runSyncNow, SYNC_NOW_JOB } from '../../modules/sources/sources.service.ts';
import { syncDueSources } from '../../modules/sources/sources.sync.ts';
import { defineJob, defineRecurringJob } from '../job.ts';

/** Every minute: the connected sources that are due (hourly by default, later after failures) are synced (docs/decisions/2211). */
export const sourceSyncJob = defineRecurringJob({
  id: 'source-sync',
  everySeconds: 60,
  run: syncDueSources,
  done: 'connected sources synced',
});

/** 'Sync now' on one source. */
export const sourceSyncNowJob = defineJob({
  id: SYNC_NOW_JOB,
  payload: z.object({ sourceId: z.uuid() }),
  handler: (deps, payload) => runSyncNow(deps, payload.sourceId),
});
