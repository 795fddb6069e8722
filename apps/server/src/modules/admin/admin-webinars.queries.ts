import type { webinarSortKeys } from '@portal/shared/admin';
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors, webinars } from '../../db/schema/catalog.ts';
import { containsPattern, orderExpr, withVendor } from './admin-crud.service.ts';

type WebinarFilter = { search?: string; status: string; vendorId?: string; sort: (typeof webinarSortKeys)[number]; dir: 'asc' | 'desc' };

/** Participants are the real registrations (one per member and webinar). */
const participants = sql<number>`(select count(*)::int from webinar_registrations r where r.webinar_id = ${webinars.id})`;

const columns = {
  id: webinars.id,
  vendorId: webinars.vendorId,
  vendor_name: vendors.name,
  vendorLogoUrl: vendors.logoUrl,
  title: webinars.title,
  description: webinars.description,
  startTime: webinars.startTime,
  endTime: webinars.endTime,
  durationMinutes: webinars.durationMinutes,
  registrationUrl: webinars.registrationUrl,
  webinarUrl: webinars.webinarUrl,
  videoUrl: webinars.videoUrl,
  recordingUrl: webinars.recordingUrl,
  thumbnailUrl: webinars.thumbnailUrl,
  status: webinars.status,
  experienceLevel: webinars.experienceLevel,
  participants,
  createdAt: webinars.createdAt,
};

function whereOf(f: WebinarFilter): SQL | undefined {
  const p = f.search ? containsPattern(f.search) : null;
  return and(
    p ? or(ilike(webinars.title, p), ilike(webinars.description, p), ilike(vendors.name, p)) : undefined,
    f.status !== 'all' ? eq(webinars.status, f.status) : undefined,
    f.vendorId ? eq(webinars.vendorId, f.vendorId) : undefined,
  );
}

const sortColumn: Record<WebinarFilter['sort'], unknown> = {
  title: sql`lower(${webinars.title})`,
  vendor: sql`lower(${vendors.name})`,
  startTime: webinars.startTime,
  durationMinutes: webinars.durationMinutes,
  status: webinars.status,
  participants,
  createdAt: webinars.createdAt,
};

export async function listWebinars(db: Db, f: WebinarFilter, win: { limit: number; offset: number }) {
  const where = whereOf(f);
  const rows = await db
    .select(columns)
    .from(webinars)
    .leftJoin(vendors, eq(vendors.id, webinars.vendorId))
    .where(where)
    .orderBy(orderExpr(sortColumn[f.sort], f.dir), webinars.id)
    .limit(win.limit)
    .offset(win.offset);
  const [total] = await db.select({ n: count() }).from(webinars).leftJoin(vendors, eq(vendors.id, webinars.vendorId)).where(where);
  return { items: rows.map(withVendor), total: total?.n ?? 0 };
}

export async function findWebinar(db: Db, id: string) {
  const [row] = await db.select(columns).from(webinars).leftJoin(vendors, eq(vendors.id, webinars.vendorId)).where(eq(webinars.id, id));
  return row ? withVendor(row) : null;
}
