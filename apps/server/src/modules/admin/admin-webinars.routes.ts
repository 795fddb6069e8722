import { adminWebinar, adminWebinarList, adminWebinarsQuery, idResponse, webinarEnd, webinarInput, webinarStatusRequest } from '@portal/shared/admin';
import { uuidParam } from '@portal/shared/api';
import type { Hono } from 'hono';
import { webinars } from '../../db/schema/catalog.ts';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { notifyNewWebinar } from '../notifications/notifications.service.ts';
import { assertVendor, type Entity, updateRow } from './admin-crud.service.ts';
import { registerAdminResource } from './admin-resource.ts';
import { findWebinar, listWebinars } from './admin-webinars.queries.ts';

const entity: Entity = { table: webinars, type: 'webinar', label: 'Webinar' };

export function registerAdminWebinarRoutes(app: Hono<AppEnv>) {
  registerAdminResource(app, {
    path: '/api/admin/webinars',
    entity,
    topics: 'webinar',
    plural: 'webinars with participants',
    query: adminWebinarsQuery,
    list: adminWebinarList,
    item: adminWebinar,
    rows: listWebinars,
    find: findWebinar,
    input: webinarInput,
    check: (db, v) => assertVendor(db, v.vendorId),
    /** End time is always start + duration. */
    toRow: (v) => ({
      vendorId: v.vendorId,
      title: v.title,
      description: v.description,
      startTime: new Date(v.startTime),
      endTime: webinarEnd(v.startTime, v.durationMinutes),
      durationMinutes: v.durationMinutes,
      registrationUrl: v.registrationUrl,
      webinarUrl: v.webinarUrl,
      videoUrl: v.videoUrl,
      recordingUrl: v.recordingUrl,
      thumbnailUrl: v.thumbnailUrl,
      status: v.status,
      experienceLevel: v.experienceLevel,
    }),
    // Members who follow the vendor hear about it in the notification bell.
    afterCreate: (db, id) => notifyNewWebinar(db, id),
  });

  route(
    app,
    {
      method: 'post',
      path: '/api/admin/webinars/{id}/status',
      summary: 'Set upcoming, live or completed by hand',
      tags: ['admin'],
      access: 'admin',
      params: uuidParam,
      body: webinarStatusRequest,
      response: idResponse,
    },
    async (c, { params, body, user }) => {
      await updateRow(c.get('deps').db, user, entity, params.id, { status: body.status });
      return { id: params.id };
    },
  );
}
