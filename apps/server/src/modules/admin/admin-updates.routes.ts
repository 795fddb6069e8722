import { adminUpdate, adminUpdatesQuery, updateInput } from '@portal/shared/admin';
import * as resources from '@portal/shared/admin-resources';
import type { Hono } from 'hono';
import { productUpdates } from '../../db/schema/catalog.ts';
import type { AppEnv } from '../../lib/context.ts';
import { adminResource, followersNotice, type ItemOf, registerAdminResource, vendorContent } from './admin-resource.ts';
import { updateQueries } from './admin-updates.queries.ts';

type Update = ItemOf<typeof updateQueries>;

/** The product updates resource (admin screens, vendor console, and the vendor review's publisher: registerResourcePublisher). */
export const updateResource = adminResource({
  ...vendorContent(productUpdates, 'product_update', 'Product update', updateQueries),
  declared: resources.productUpdates,
  schemas: { query: adminUpdatesQuery, item: adminUpdate, input: updateInput },
  notify: followersNotice('product-updates', {
    templateName: 'Product Update Notice',
    fallback: { subject: '{{product_name}} {{version}} is out', content: 'Hi {{user_name}},\n\n{{vendor_name}} released {{product_name}} {{version}}.' },
    vars: (u: Update) => ({ product_name: u.productName, version: u.version }),
    linkLabel: () => 'See the update',
  }),
});

export function registerAdminUpdateRoutes(app: Hono<AppEnv>) {
  registerAdminResource(app, updateResource);
}
