import { adminUpdate, adminUpdateList, adminUpdatesQuery, idResponse, sendResult, updateInput } from '@portal/shared/admin';
import { okResponse, uuidParam } from '@portal/shared/api';
import type { Hono } from 'hono';
import type { z } from 'zod';
import { productUpdates } from '../../db/schema/catalog.ts';
import type { AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { paged, pageWindow } from '../../lib/paging.ts';
import { route } from '../../lib/route.ts';
import { assertVendor, createRow, deleteRow, type Entity, updateRow } from './admin-crud.service.ts';
import { notifySubscribers } from './admin-mail.service.ts';
import { findUpdate, listUpdates } from './admin-updates.queries.ts';

const tags = ['admin'];
const entity: Entity = { table: productUpdates, type: 'product_update', label: 'Product update' };

const toRow = (v: z.output<typeof updateInput>) => ({
  vendorId: v.vendorId,
  productName: v.productName,
  version: v.version,
  releaseDate: v.releaseDate,
  features: v.features,
  releaseNotesUrl: v.releaseNotesUrl,
  demoVideoUrl: v.demoVideoUrl,
  videoUrl: v.videoUrl,
});

export function registerAdminUpdateRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/api/admin/product-updates',
      summary: 'List product updates',
      tags,
      access: 'admin',
      query: adminUpdatesQuery,
      response: adminUpdateList,
    },
    async (c, { query }) => {
      const { items, total } = await listUpdates(c.get('deps').db, query, pageWindow(query));
      return paged(items, total, query);
    },
  );

  route(
    app,
    { method: 'get', path: '/api/admin/product-updates/{id}', summary: 'One product update', tags, access: 'admin', params: uuidParam, response: adminUpdate },
    async (c, { params }) => {
      const u = await findUpdate(c.get('deps').db, params.id);
      if (!u) throw new AppError('not_found', 'Product update not found');
      return u;
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/admin/product-updates',
      summary: 'Create a product update',
      tags,
      access: 'admin',
      body: updateInput,
      response: idResponse,
      status: 201,
    },
    async (c, { body, user }) => {
      const { db } = c.get('deps');
      await assertVendor(db, body.vendorId);
      const row = await createRow(db, user, entity, toRow(body));
      return { id: String(row.id) };
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/admin/product-updates/{id}',
      summary: 'Update a product update',
      tags,
      access: 'admin',
      params: uuidParam,
      body: updateInput,
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
      method: 'delete',
      path: '/api/admin/product-updates/{id}',
      summary: 'Delete a product update',
      tags,
      access: 'admin',
      params: uuidParam,
      response: okResponse,
    },
    async (c, { params, user }) => {
      await deleteRow(c.get('deps').db, user, entity, params.id);
      return { ok: true as const };
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/admin/product-updates/{id}/notify',
      summary: 'E-mail the update to members who follow its vendor',
      tags,
      access: 'admin',
      params: uuidParam,
      response: sendResult,
    },
    async (c, { params, user }) => {
      const deps = c.get('deps');
      const u = await findUpdate(deps.db, params.id);
      if (!u) throw new AppError('not_found', 'Product update not found');
      return notifySubscribers(deps, user, {
        entityType: 'product_update',
        id: u.id,
        vendorId: u.vendorId,
        templateName: 'Product Update Notice',
        fallback: { subject: '{{product_name}} {{version}} is out', content: 'Hi {{user_name}},\n\n{{vendor_name}} released {{product_name}} {{version}}.' },
        vars: { product_name: u.productName, version: u.version, vendor_name: u.vendor?.name ?? '' },
        link: { label: 'See the update', url: `${deps.env.APP_URL}/product-updates` },
      });
    },
  );
}
