import {
  adminVendor,
  adminVendorList,
  adminVendorsQuery,
  idResponse,
  vendorCreateInput,
  vendorIdParam,
  vendorOptions,
  vendorUpdateInput,
} from '@portal/shared/admin';
import { okResponse } from '@portal/shared/api';
import type { Hono } from 'hono';
import type { z } from 'zod';
import { vendors } from '../../db/schema/catalog.ts';
import type { AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { paged, pageWindow } from '../../lib/paging.ts';
import { route } from '../../lib/route.ts';
import { createRow, deleteRow, type Entity, updateRow } from './admin-crud.service.ts';
import * as q from './admin-vendors.queries.ts';

const tags = ['admin'];
const entity: Entity = { table: vendors, type: 'vendor', label: 'Vendor' };

const toRow = (v: z.output<typeof vendorUpdateInput>) => ({
  name: v.name,
  websiteUrl: v.websiteUrl,
  description: v.description,
  logoUrl: v.logoUrl,
  domainName: v.domainName,
  vendorManagerEmail: v.vendorManagerEmail,
});

export function registerAdminVendorRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/api/admin/vendors',
      summary: 'List vendors with admin counts',
      tags,
      access: 'admin',
      query: adminVendorsQuery,
      response: adminVendorList,
    },
    async (c, { query }) => {
      const { items, total } = await q.listVendors(c.get('deps').db, query, pageWindow(query));
      return paged(items, total, query);
    },
  );
  route(
    app,
    { method: 'get', path: '/api/admin/vendor-options', summary: 'Vendor ids and names for selects', tags, access: 'admin', response: vendorOptions },
    async (c) => ({
      vendors: await q.vendorOptions(c.get('deps').db),
    }),
  );
  route(
    app,
    { method: 'get', path: '/api/admin/vendors/{id}', summary: 'One vendor', tags, access: 'admin', params: vendorIdParam, response: adminVendor },
    async (c, { params }) => {
      const v = await q.findVendor(c.get('deps').db, params.id);
      if (!v) throw new AppError('not_found', 'Vendor not found');
      return v;
    },
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/admin/vendors',
      summary: 'Create a vendor',
      tags,
      access: 'admin',
      body: vendorCreateInput,
      response: idResponse,
      status: 201,
    },
    async (c, { body, user }) => {
      const { db } = c.get('deps');
      if (await q.findVendor(db, body.id))
        throw new AppError('conflict', 'A vendor with this ID already exists', { id: 'A vendor with this ID already exists' });
      await createRow(db, user, entity, { id: body.id, ...toRow(body) });
      return { id: body.id };
    },
  );
  route(
    app,
    {
      method: 'put',
      path: '/api/admin/vendors/{id}',
      summary: 'Update a vendor (the id never changes)',
      tags,
      access: 'admin',
      params: vendorIdParam,
      body: vendorUpdateInput,
      response: idResponse,
    },
    async (c, { params, body, user }) => {
      await updateRow(c.get('deps').db, user, entity, params.id, toRow(body));
      return { id: params.id };
    },
  );
  route(
    app,
    { method: 'delete', path: '/api/admin/vendors/{id}', summary: 'Delete a vendor', tags, access: 'admin', params: vendorIdParam, response: okResponse },
    async (c, { params, user }) => {
      await deleteRow(c.get('deps').db, user, entity, params.id);
      return { ok: true as const };
    },
  );
}
