import type { registerResponse, webinarPanelResponse } from '@portal/shared/webinars';
import { api } from '../../../lib/api-client.ts';
import { apiQuery } from '../../../lib/api-query.ts';
import { webinarRegistrationKeys as root } from '../../../lib/query-keys.ts';

/** The root lives in lib/query-keys.ts: the catalogue refreshes it after a registration from a card. */
export const webinarRegistrationKeys = {
  all: root.all,
  panel: (webinarId: string, userId: string) => [...root.all, webinarId, userId] as const,
};

export const webinarPanelQuery = (webinarId: string, userId: string) =>
  apiQuery<typeof webinarPanelResponse, ReturnType<typeof webinarRegistrationKeys.panel>>(
    webinarRegistrationKeys.panel(webinarId, userId),
    `/api/webinars/${webinarId}/registration`,
  );

export const registerForWebinar = (webinarId: string) => api<typeof registerResponse>(`/api/webinars/${webinarId}/register`, { method: 'POST' });
