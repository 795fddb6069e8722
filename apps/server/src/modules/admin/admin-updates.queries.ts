import type { updateSortKeys } from '@portal/shared/admin';
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productUpdates, vendors } from '../../db/schema/catalog.ts';
import { containsPattern, orderExpr, withVendor } from './admin-crud.service.ts';

type UpdateFilter = { search?: string; vendorId?: string; sort: (typeof updateSortKeys)[number]; dir: 'asc' | 'desc' };

const columns = {
  id: productUpdates.id,
  vendorId: productUpdates.vendorId,
  vendor_name: vendors.name,
  vendorLogoUrl: vendors.logoUrl,
  productName: productUpdates.productName,
  version: productUpdates.version,
  releaseDate: productUpdates.releaseDate,
  features: productUpdates.features,
  releaseNotesUrl: productUpdates.releaseNotesUrl,
  demoVideoUrl: productUpdates.demoVideoUrl,
  videoUrl: productUpdates.videoUrl,
  createdAt: productUpdates.createdAt,
};

/**
 * Version sorted by its dot-separated numeric parts ('1.10' after '1.9'), like compareVersions:
 * a leading 'v' is ignored, each part counts by its leading digits (none = 0).
 */
const versionKey = sql`(select array_agg(coalesce(substring(part from '^[0-9]{1,18}')::numeric, 0) order by ord)
  from unnest(string_to_array(regexp_replace(${productUpdates.version}, '^[vV]', ''), '.')) with ordinality as v(part, ord))`;

const sortColumn: Record<UpdateFilter['sort'], unknown> = {
  productName: sql`lower(${productUpdates.productName})`,
  version: versionKey,
  vendor: sql`lower(${vendors.name})`,
  releaseDate: productUpdates.releaseDate,
  features: sql`cardinality(${productUpdates.features})`,
  createdAt: productUpdates.createdAt,
};

function whereOf(f: UpdateFilter): SQL | undefined {
  const p = f.search ? containsPattern(f.search) : null;
  return and(
    p ? or(ilike(productUpdates.productName, p), ilike(productUpdates.version, p)) : undefined,
    f.vendorId ? eq(productUpdates.vendorId, f.vendorId) : undefined,
  );
}

export async function listUpdates(db: Db, f: UpdateFilter, win: { limit: number; offset: number }) {
  const where = whereOf(f);
  const rows = await db
    .select(columns)
    .from(productUpdates)
    .leftJoin(vendors, eq(vendors.id, productUpdates.vendorId))
    .where(where)
    .orderBy(orderExpr(sortColumn[f.sort], f.dir), productUpdates.id)
    .limit(win.limit)
    .offset(win.offset);
  const [total] = await db.select({ n: count() }).from(productUpdates).where(where);
  return { items: rows.map(withVendor), total: total?.n ?? 0 };
}

export async function findUpdate(db: Db, id: string) {
  const [row] = await db.select(columns).from(productUpdates).leftJoin(vendors, eq(vendors.id, productUpdates.vendorId)).where(eq(productUpdates.id, id));
  return row ? withVendor(row) : null;
}
