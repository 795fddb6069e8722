import {
  sourceCreateRequest,
  sourceDeleteResponse,
  sourceListResponse,
  sourceParam,
  sourceResponse,
  sourceVendorParam,
  sourceVendorSourceParam,
} from '@portal/shared/sources';
import * as sources from '@portal/shared/sources-contracts';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { bindContract, route } from '../../lib/route.ts';
import * as service from './sources.service.ts';

/**
 * Connected sources (docs/decisions/2211): the vendor manager for their own vendor, an admin for any.
 * Both sets of routes call the same service with the vendor id they may act for.
 */
export function registerSourceRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(sources.listOwn, { answer: sourceListResponse }), async (c, { user }) =>
    service.list(c.get('deps'), (await service.managerVendor(c.get('deps'), user)).id),
  );
  route(app, bindContract(sources.addOwn, { body: sourceCreateRequest, answer: sourceResponse }), async (c, { user, body }) =>
    service.add(c.get('deps'), user, (await service.managerVendor(c.get('deps'), user)).id, body),
  );
  route(app, bindContract(sources.removeOwn, { params: sourceParam, answer: sourceDeleteResponse }), async (c, { user, params }) =>
    service.remove(c.get('deps'), user, (await service.managerVendor(c.get('deps'), user)).id, params.id),
  );
  route(app, bindContract(sources.syncOwn, { params: sourceParam, answer: sourceResponse }), async (c, { user, params }) =>
    service.syncNow(c.get('deps'), (await service.managerVendor(c.get('deps'), user)).id, params.id),
  );

  route(app, bindContract(sources.listOfVendor, { params: sourceVendorParam, answer: sourceListResponse }), (c, { params }) =>
    service.list(c.get('deps'), params.vendorId),
  );
  route(
    app,
    bindContract(sources.addForVendor, { params: sourceVendorParam, body: sourceCreateRequest, answer: sourceResponse }),
    (c, { user, params, body }) => service.add(c.get('deps'), user, params.vendorId, body),
  );
  route(app, bindContract(sources.removeOfVendor, { params: sourceVendorSourceParam, answer: sourceDeleteResponse }), (c, { user, params }) =>
    service.remove(c.get('deps'), user, params.vendorId, params.id),
  );
  route(app, bindContract(sources.syncOfVendor, { params: sourceVendorSourceParam, answer: sourceResponse }), (c, { params }) =>
    service.syncNow(c.get('deps'), params.vendorId, params.id),
  );
}
