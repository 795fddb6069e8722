import type { vendorSortKeys } from '@portal/shared/admin';
import { asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema/catalog.ts';
import { orderExpr } from './admin-crud.queries.ts';
import { containsPattern } from './admin-crud.service.ts';

export type VendorFilter = { search?: string; sort: (typeof vendorSortKeys)[number]; dir: 'asc' | 'desc' };

/** Vendor admins: profiles with the vendor-admin flag whose e-mail ends with the vendor's domain. */
const adminCount = sql<number>`(select count(*)::int from profiles p
  where p.is_vendor_admin and ${vendors.domainName} is not null and lower(p.email) like '%@' || lower(${vendors.domainName}))`;

const columns = {
  id: vendors.id,
  name: vendors.name,
  logoUrl: vendors.logoUrl,
  websiteUrl: vendors.websiteUrl,
  description: vendors.description,
  domainName: vendors.domainName,
  vendorManagerEmail: vendors.vendorManagerEmail,
  trusted: vendors.trusted,
  adminCount: adminCount,
};

const sortColumn: Record<VendorFilter['sort'], unknown> = {
  name: sql`lower(${vendors.name})`,
  domainName: sql`lower(${vendors.domainName})`,
  adminCount: adminCount,
};

function whereOf(f: VendorFilter): SQL | undefined {
  const p = f.search ? containsPattern(f.search) : null;
  return p ? or(ilike(vendors.name, p), ilike(vendors.domainName, p)) : undefined;
}

export async function listVendors(db: Db, f: VendorFilter, win: { limit: number; offset: number }) {
  const where = whereOf(f);
  const items = await db
    .select(columns)
    .from(vendors)
    .where(where)
    .orderBy(orderExpr(sortColumn[f.sort], f.dir), vendors.id)
    .limit(win.limit)
    .offset(win.offset);
  const [total] = await db.select({ n: count() }).from(vendors).where(where);
  return { items, total: total?.n ?? 0 };
}

export async function findVendor(db: Db, id: string) {
  const [row] = await db.select(columns).from(vendors).where(eq(vendors.id, id));
  return row ?? null;
}

/** Every vendor's id and name for the admin forms' vendor select and filters. */
export function vendorOptions(db: Db) {
  return db.select({ id: vendors.id, name: vendors.name }).from(vendors).orderBy(asc(vendors.name)).limit(1000);
}
