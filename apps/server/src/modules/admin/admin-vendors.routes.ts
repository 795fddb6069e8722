import { adminVendor, adminVendorsQuery, vendorCreateInput, vendorIdParam, vendorOptions, vendorUpdateInput } from '@portal/shared/admin';
import * as ops from '@portal/shared/admin-ops-contracts';
import * as resources from '@portal/shared/admin-resources';
import type { Hono } from 'hono';
import { vendors } from '../../db/schema/catalog.ts';
import type { AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { bindContract, route } from '../../lib/route.ts';
import { registerAdminResource } from './admin-resource.ts';
import * as q from './admin-vendors.queries.ts';

const taken = 'A vendor with this ID already exists';

export function registerAdminVendorRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(ops.vendorChoices, { answer: vendorOptions }), async (c) => ({
    vendors: await q.vendorOptions(c.get('deps').db),
  }));

  registerAdminResource(app, {
    declared: resources.vendors,
    entity: { table: vendors, type: 'vendor', label: 'Vendor' },
    rows: q.listVendors,
    find: q.findVendor,
    params: vendorIdParam,
    // The id is chosen on create and never changes.
    schemas: { query: adminVendorsQuery, item: adminVendor, input: vendorCreateInput, update: vendorUpdateInput },
    createExtra: (v) => ({ id: v.id }),
    check: async (db, v, id) => {
      if (id === null && (await q.findVendor(db, v.id))) throw new AppError('conflict', taken, { id: taken });
    },
    toRow: (v) => ({
      name: v.name,
      websiteUrl: v.websiteUrl,
      description: v.description,
      // Not sent (the form has no logo field): the stored logo stays.
      ...(v.logoUrl === undefined ? {} : { logoUrl: v.logoUrl }),
      domainName: v.domainName,
      vendorManagerEmail: v.vendorManagerEmail,
    }),
  });
}
