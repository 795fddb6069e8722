import { z } from 'zod';
import { sendDueReminders } from '../../modules/webinars/webinars.service.ts';
import { defineJob } from '../job.ts';

/** Every 5 minutes: reminder e-mails 24 hours and 1 hour before a webinar starts (each claimed once). */
export const webinarRemindersJob = defineJob({
  id: 'webinar-reminders',
  payload: z.object({}).default({}),
  everySeconds: 300,
  handler: async (deps) => {
    const n = await sendDueReminders(deps);
    if (n) deps.log.info({ queued: n }, 'webinar reminders queued');
  },
});
