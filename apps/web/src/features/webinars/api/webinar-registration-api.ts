import type { registerResponse, webinarPanelResponse } from '@portal/shared/webinars';
import { api } from '../../../lib/api-client.ts';
import { apiQuery } from '../../../lib/api-query.ts';

export const webinarRegistrationKeys = {
  all: ['webinar-registration'] as const,
  panel: (webinarId: string, userId: string) => ['webinar-registration', webinarId, userId] as const,
};

export const webinarPanelQuery = (webinarId: string, userId: string) =>
  apiQuery<typeof webinarPanelResponse, ReturnType<typeof webinarRegistrationKeys.panel>>(
    webinarRegistrationKeys.panel(webinarId, userId),
    `/api/webinars/${webinarId}/registration`,
  );

export const registerForWebinar = (webinarId: string) => api<typeof registerResponse>(`/api/webinars/${webinarId}/register`, { method: 'POST' });
