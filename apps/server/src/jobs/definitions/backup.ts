import { defineJob, defineRecurringJob } from '../../lib/queue/job.ts';
import { backupJob, dailyBackupOn, runBackup } from '../../modules/system/backups.service.ts';

/** A backup started in Admin › System (queued, so its state shows there and another process may run it). */
export const backupNowJob = defineJob(backupJob, (deps, payload) => runBackup(deps, payload.origin));

/** The embedded database's daily backup into DATA_DIR/backups, keeping BACKUP_KEEP of them (docs/decisions/2502). */
export const dailyBackupJob = defineRecurringJob({
  id: 'backup-daily',
  everySeconds: 24 * 3600,
  retry: { maxAttempts: 2 },
  run: async (deps) => {
    if (!dailyBackupOn(deps)) return undefined;
    await runBackup(deps, 'daily');
    return undefined;
  },
});
