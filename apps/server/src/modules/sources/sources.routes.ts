import { sourceCreateRequest, sourceDeleteResponse, sourceListResponse, sourceResponse } from '@portal/shared/sources';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import * as service from './sources.service.ts';

const tags = ['sources'];
const sourceParam = z.object({ id: z.uuid({ message: 'Source not found' }) });
const vendorParam = z.object({
  vendorId: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Vendor not found')
    .max(100),
});
const vendorSourceParam = vendorParam.extend(sourceParam.shape);

/**
 * Connected sources (docs/decisions/2211): the vendor manager for their own vendor, an admin for any.
 * Both sets of routes call the same service with the vendor id they may act for.
 */
export function registerSourceRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/api/vendor/sources',
      summary: 'The manager’s vendor’s connected sources and their state',
      tags,
      access: 'vendor_manager',
      response: sourceListResponse,
    },
    async (c, { user }) => service.list(c.get('deps'), (await service.managerVendor(c.get('deps'), user)).id),
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/vendor/sources',
      summary: 'Connect a job board (Greenhouse, Lever, Ashby), a product-update feed or a webinar calendar; it syncs at once',
      tags,
      access: 'vendor_manager',
      body: sourceCreateRequest,
      response: sourceResponse,
      status: 201,
    },
    async (c, { user, body }) => service.add(c.get('deps'), user, (await service.managerVendor(c.get('deps'), user)).id, body),
  );
  route(
    app,
    {
      method: 'delete',
      path: '/api/vendor/sources/{id}',
      summary: 'Disconnect a source (its items stay)',
      tags,
      access: 'vendor_manager',
      params: sourceParam,
      response: sourceDeleteResponse,
    },
    async (c, { user, params }) => service.remove(c.get('deps'), user, (await service.managerVendor(c.get('deps'), user)).id, params.id),
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/vendor/sources/{id}/sync',
      summary: 'Sync a source now',
      tags,
      access: 'vendor_manager',
      params: sourceParam,
      response: sourceResponse,
      status: 202,
    },
    async (c, { user, params }) => service.syncNow(c.get('deps'), (await service.managerVendor(c.get('deps'), user)).id, params.id),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/admin/vendors/{vendorId}/sources',
      summary: 'A vendor’s connected sources and their state',
      tags,
      access: 'admin',
      params: vendorParam,
      response: sourceListResponse,
    },
    (c, { params }) => service.list(c.get('deps'), params.vendorId),
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/admin/vendors/{vendorId}/sources',
      summary: 'Connect a source for a vendor; it syncs at once',
      tags,
      access: 'admin',
      params: vendorParam,
      body: sourceCreateRequest,
      response: sourceResponse,
      status: 201,
    },
    (c, { user, params, body }) => service.add(c.get('deps'), user, params.vendorId, body),
  );
  route(
    app,
    {
      method: 'delete',
      path: '/api/admin/vendors/{vendorId}/sources/{id}',
      summary: 'Disconnect a vendor’s source (its items stay)',
      tags,
      access: 'admin',
      params: vendorSourceParam,
      response: sourceDeleteResponse,
    },
    (c, { user, params }) => service.remove(c.get('deps'), user, params.vendorId, params.id),
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/admin/vendors/{vendorId}/sources/{id}/sync',
      summary: 'Sync a vendor’s source now',
      tags,
      access: 'admin',
      params: vendorSourceParam,
      response: sourceResponse,
      status: 202,
    },
    (c, { params }) => service.syncNow(c.get('deps'), params.vendorId, params.id),
  );
}
