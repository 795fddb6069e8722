import { defineJob, defineRecurringJob } from '../../lib/queue/job.ts';
import { runSyncNow, syncNowJob } from '../../modules/sources/sources.service.ts';
import { syncDueSources } from '../../modules/sources/sources.sync.ts';

/** Every minute: the connected sources that are due (hourly by default, later after failures) are synced (docs/decisions/2211). */
export const sourceSyncJob = defineRecurringJob({
  id: 'source-sync',
  everySeconds: 60,
  run: syncDueSources,
  done: 'connected sources synced',
  lane: 'sources',
});

/** 'Sync now' on one source. */
export const sourceSyncNowJob = defineJob(syncNowJob, (deps, payload) => runSyncNow(deps, payload.sourceId));
