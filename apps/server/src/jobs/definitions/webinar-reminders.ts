import { sendDueReminders } from '../../modules/webinars/webinars.service.ts';
import { defineRecurringJob } from '../../lib/queue/job.ts';

/** Every 5 minutes: reminder e-mails 24 hours and 1 hour before a webinar starts (each claimed once). */
export const webinarRemindersJob = defineRecurringJob({
  id: 'webinar-reminders',
  everySeconds: 300,
  run: async (deps) => ({ queued: await sendDueReminders(deps) }),
  done: 'webinar reminders queued',
});
