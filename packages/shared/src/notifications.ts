import { z } from 'zod';
import { paginated } from './api.ts';

const notificationKinds = ['forum_reply', 'trial_expiring', 'new_webinar', 'system'] as const;

export const notificationDto = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationDto = z.infer<typeof notificationDto>;

export const notificationsPage = paginated(notificationDto).extend({ unread: z.number().int() });

export const unreadCountResponse = z.object({ unread: z.number().int() });
export const markAllReadResponse = z.object({ updated: z.number().int() });
