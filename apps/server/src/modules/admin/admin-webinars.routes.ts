import { adminWebinar, adminWebinarList, adminWebinarsQuery, idResponse, webinarEnd, webinarInput, webinarStatusRequest } from '@portal/shared/admin';
import { okResponse, uuidParam } from '@portal/shared/api';
import type { Hono } from 'hono';
import type { z } from 'zod';
import { webinars } from '../../db/schema/catalog.ts';
import type { AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { paged, pageWindow } from '../../lib/paging.ts';
import { route } from '../../lib/route.ts';
import { notifyNewWebinar } from '../notifications/notifications.service.ts';
import { assertVendor, createRow, deleteRow, type Entity, updateRow } from './admin-crud.service.ts';
import { findWebinar, listWebinars } from './admin-webinars.queries.ts';

const tags = ['admin'];
const entity: Entity = { table: webinars, type: 'webinar', label: 'Webinar' };

/** End time is always start + duration. */
const toRow = (v: z.output<typeof webinarInput>) => ({
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
});

export function registerAdminWebinarRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/api/admin/webinars',
      summary: 'List webinars with participants',
      tags,
      access: 'admin',
      query: adminWebinarsQuery,
      response: adminWebinarList,
    },
    async (c, { query }) => {
      const { items, total } = await listWebinars(c.get('deps').db, query, pageWindow(query));
      return paged(items, total, query);
    },
  );

  route(
    app,
    { method: 'get', path: '/api/admin/webinars/{id}', summary: 'One webinar', tags, access: 'admin', params: uuidParam, response: adminWebinar },
    async (c, { params }) => {
      const w = await findWebinar(c.get('deps').db, params.id);
      if (!w) throw new AppError('not_found', 'Webinar not found');
      return w;
    },
  );

  route(
    app,
    { method: 'post', path: '/api/admin/webinars', summary: 'Create a webinar', tags, access: 'admin', body: webinarInput, response: idResponse, status: 201 },
    async (c, { body, user }) => {
      const { db } = c.get('deps');
      await assertVendor(db, body.vendorId);
      const row = await createRow(db, user, entity, toRow(body));
      // Members who follow the vendor hear about it in the notification bell.
      await notifyNewWebinar(db, String(row.id)).catch((err) => c.get('log').error({ err }, 'new-webinar notifications failed'));
      return { id: String(row.id) };
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/admin/webinars/{id}',
      summary: 'Update a webinar',
      tags,
      access: 'admin',
      params: uuidParam,
      body: webinarInput,
      response: idResponse,
    },
    async (c, { params, body, user }) => {
      const { db } = c.get('deps');
      await assertVendor(db, body.vendorId);
      await updateRow(db, user, entity, params.id, toRow(body));
      return { id: params.id };
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/admin/webinars/{id}/status',
      summary: 'Set upcoming, live or completed by hand',
      tags,
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

  route(
    app,
    { method: 'delete', path: '/api/admin/webinars/{id}', summary: 'Delete a webinar', tags, access: 'admin', params: uuidParam, response: okResponse },
    async (c, { params, user }) => {
      await deleteRow(c.get('deps').db, user, entity, params.id);
      return { ok: true as const };
    },
  );
}
