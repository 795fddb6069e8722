import type { certSortKeys } from '@portal/shared/admin';
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certifications, vendors } from '../../db/schema/catalog.ts';
import { containsPattern, orderExpr, withVendor } from './admin-crud.service.ts';

type CertFilter = { search?: string; vendorId?: string; sort: (typeof certSortKeys)[number]; dir: 'asc' | 'desc' };

const columns = {
  id: certifications.id,
  vendorId: certifications.vendorId,
  vendor_name: vendors.name,
  vendorLogoUrl: vendors.logoUrl,
  name: certifications.name,
  description: certifications.description,
  certificationLink: certifications.certificationLink,
  videoUrl: certifications.videoUrl,
  createdAt: certifications.createdAt,
  updatedAt: certifications.updatedAt,
};

const sortColumn: Record<CertFilter['sort'], unknown> = {
  name: sql`lower(${certifications.name})`,
  vendor: sql`lower(${vendors.name})`,
  description: sql`lower(${certifications.description})`,
  certificationLink: certifications.certificationLink,
  createdAt: certifications.createdAt,
  updatedAt: certifications.updatedAt,
};

function whereOf(f: CertFilter): SQL | undefined {
  const p = f.search ? containsPattern(f.search) : null;
  return and(
    p ? or(ilike(certifications.name, p), ilike(certifications.description, p)) : undefined,
    f.vendorId ? eq(certifications.vendorId, f.vendorId) : undefined,
  );
}

export async function listCerts(db: Db, f: CertFilter, win: { limit: number; offset: number }) {
  const where = whereOf(f);
  const rows = await db
    .select(columns)
    .from(certifications)
    .leftJoin(vendors, eq(vendors.id, certifications.vendorId))
    .where(where)
    .orderBy(orderExpr(sortColumn[f.sort], f.dir), certifications.id)
    .limit(win.limit)
    .offset(win.offset);
  const [total] = await db.select({ n: count() }).from(certifications).where(where);
  return { items: rows.map(withVendor), total: total?.n ?? 0 };
}

export async function findCert(db: Db, id: string) {
  const [row] = await db.select(columns).from(certifications).leftJoin(vendors, eq(vendors.id, certifications.vendorId)).where(eq(certifications.id, id));
  return row ? withVendor(row) : null;
}
