import { sql } from 'drizzle-orm';
import { productUpdates } from '../../db/schema/catalog.ts';
import { byVendor, lower, vendorContentQueries } from './admin-list.queries.ts';

/**
 * Version sorted by its dot-separated numeric parts ('1.10' after '1.9'), like compareVersions:
 * a leading 'v' is ignored, each part counts by its leading digits (none = 0).
 */
const versionKey = sql`(select array_agg(coalesce(substring(part from '^[0-9]{1,18}')::numeric, 0) order by ord)
  from unnest(string_to_array(regexp_replace(${productUpdates.version}, '^[vV]', ''), '.')) with ordinality as v(part, ord))`;

export const updateQueries = vendorContentQueries({
  table: productUpdates,
  columns: ['productName', 'version', 'releaseDate', 'features', 'releaseNotesUrl', 'demoVideoUrl', 'videoUrl', 'createdAt'],
  search: [productUpdates.productName, productUpdates.version],
  sort: {
    productName: lower(productUpdates.productName),
    version: versionKey,
    vendor: byVendor,
    releaseDate: 'releaseDate',
    features: sql`cardinality(${productUpdates.features})`,
    createdAt: 'createdAt',
  },
});
