import * as webinars from '@portal/shared/webinars-contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-contract.ts';
import { webinarRegistrationKeys as root } from '../../../lib/query-keys.ts';

/** The root lives in lib/query-keys.ts: the catalogue refreshes it after a registration from a card. */
export const webinarRegistrationKeys = {
  all: root.all,
  panel: (webinarId: string, userId: string) => [...root.all, webinarId, userId] as const,
};

export const webinarPanelQuery = (webinarId: string, userId: string) =>
  queryOptions({
    queryKey: webinarRegistrationKeys.panel(webinarId, userId),
    queryFn: ({ signal }) => call(webinars.registrationPanel, { params: { id: webinarId }, signal }),
  });

export const registerForWebinar = (webinarId: string) => call(webinars.register, { params: { id: webinarId } });
