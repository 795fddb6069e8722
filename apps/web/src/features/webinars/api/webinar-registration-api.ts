import type { registerResponse, webinarPanelResponse } from '@portal/shared/webinars';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const webinarRegistrationKeys = {
  all: ['webinar-registration'] as const,
  panel: (webinarId: string, userId: string) => ['webinar-registration', webinarId, userId] as const,
};

export const webinarPanelQuery = (webinarId: string, userId: string) =>
  queryOptions({
    queryKey: webinarRegistrationKeys.panel(webinarId, userId),
    queryFn: ({ signal }) => api<typeof webinarPanelResponse>(`/api/webinars/${webinarId}/registration`, { signal }),
  });

export const registerForWebinar = (webinarId: string) => api<typeof registerResponse>(`/api/webinars/${webinarId}/register`, { method: 'POST' });
