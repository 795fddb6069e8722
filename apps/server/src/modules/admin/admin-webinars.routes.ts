import { adminWebinar, adminWebinarsQuery, idResponse, webinarEnd, webinarInput, webinarStatusRequest } from '@portal/shared/admin';
import { uuidParam } from '@portal/shared/api';
import * as ops from '@portal/shared/admin-ops-contracts';
import * as resources from '@portal/shared/admin-resources';
import type { Hono } from 'hono';
import { webinars } from '../../db/schema/catalog.ts';
import type { AppEnv } from '../../lib/context.ts';
import { bindContract, route } from '../../lib/route.ts';
import { notifyNewWebinar } from '../notifications/notifications.service.ts';
import { updateRow } from './admin-crud.service.ts';
import { adminResource, registerAdminResource, vendorContent } from './admin-resource.ts';
import { webinarQueries } from './admin-webinars.queries.ts';

const content = vendorContent(webinars, 'webinar', 'Webinar', webinarQueries);

/** The webinars resource (admin screens, vendor console, and the vendor review's publisher: registerResourcePublisher). */
export const webinarResource = adminResource({
  ...content,
  // The vendor console's Unpublish: registrants keep seeing the webinar, as cancelled.
  unpublish: { status: 'cancelled' },
  declared: resources.webinars,
  schemas: { query: adminWebinarsQuery, item: adminWebinar, input: webinarInput },
  /** End time is always start + duration. */
  toRow: (v) => ({ ...v, startTime: new Date(v.startTime), endTime: webinarEnd(v.startTime, v.durationMinutes) }),
  // Members who follow the vendor hear about it in the notification bell.
  afterCreate: (db, id) => notifyNewWebinar(db, id),
});

export function registerAdminWebinarRoutes(app: Hono<AppEnv>) {
  registerAdminResource(app, webinarResource);

  route(app, bindContract(ops.webinarStatus, { params: uuidParam, body: webinarStatusRequest, answer: idResponse }), async (c, { params, body, user }) => {
    await updateRow(c.get('deps').db, user, content.entity, params.id, { status: body.status });
    return { id: params.id };
  });
}
