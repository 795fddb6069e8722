import { adminUpdate, adminUpdateList, adminUpdatesQuery, updateInput } from '@portal/shared/admin';
import type { Hono } from 'hono';
import { productUpdates } from '../../db/schema/catalog.ts';
import type { AppEnv } from '../../lib/context.ts';
import { assertVendor } from './admin-crud.service.ts';
import { registerAdminResource } from './admin-resource.ts';
import { findUpdate, listUpdates } from './admin-updates.queries.ts';

type Update = NonNullable<Awaited<ReturnType<typeof findUpdate>>>;

export function registerAdminUpdateRoutes(app: Hono<AppEnv>) {
  registerAdminResource(app, {
    path: '/api/admin/product-updates',
    entity: { table: productUpdates, type: 'product_update', label: 'Product update' },
    topics: 'product_update',
    plural: 'product updates',
    query: adminUpdatesQuery,
    list: adminUpdateList,
    item: adminUpdate,
    rows: listUpdates,
    find: findUpdate,
    input: updateInput,
    check: (db, v) => assertVendor(db, v.vendorId),
    toRow: (v) => ({
      vendorId: v.vendorId,
      productName: v.productName,
      version: v.version,
      releaseDate: v.releaseDate,
      features: v.features,
      releaseNotesUrl: v.releaseNotesUrl,
      demoVideoUrl: v.demoVideoUrl,
      videoUrl: v.videoUrl,
    }),
    notify: {
      summary: 'E-mail the update to members who follow its vendor',
      options: (u: Update, appUrl) => ({
        entityType: 'product_update',
        id: u.id,
        vendorId: u.vendorId,
        templateName: 'Product Update Notice',
        fallback: { subject: '{{product_name}} {{version}} is out', content: 'Hi {{user_name}},\n\n{{vendor_name}} released {{product_name}} {{version}}.' },
        vars: { product_name: u.productName, version: u.version, vendor_name: u.vendor?.name ?? '' },
        link: { label: 'See the update', url: `${appUrl}/product-updates` },
      }),
    },
  });
}
