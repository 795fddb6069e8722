import { SUGGESTION_LIMIT } from '@portal/shared/admin';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { aiCourses, vendors } from '../../db/schema/catalog.ts';
import { containsPattern, withVendor } from './admin-crud.service.ts';

type CourseFilter = { search?: string; vendorId?: string };

const columns = {
  id: aiCourses.id,
  vendorId: aiCourses.vendorId,
  vendor_name: vendors.name,
  vendorLogoUrl: vendors.logoUrl,
  name: aiCourses.name,
  description: aiCourses.description,
  courseLink: aiCourses.courseLink,
  videoUrl: aiCourses.videoUrl,
  createdAt: aiCourses.createdAt,
};

function whereOf(f: CourseFilter): SQL | undefined {
  const p = f.search ? containsPattern(f.search) : null;
  return and(
    p ? or(ilike(aiCourses.name, p), ilike(aiCourses.description, p), ilike(vendors.name, p)) : undefined,
    f.vendorId ? eq(aiCourses.vendorId, f.vendorId) : undefined,
  );
}

/** Newest first; the course table has no sorting (spec). */
export async function listCourses(db: Db, f: CourseFilter, win: { limit: number; offset: number }) {
  const where = whereOf(f);
  const rows = await db
    .select(columns)
    .from(aiCourses)
    .leftJoin(vendors, eq(vendors.id, aiCourses.vendorId))
    .where(where)
    .orderBy(desc(aiCourses.createdAt), aiCourses.id)
    .limit(win.limit)
    .offset(win.offset);
  const [total] = await db.select({ n: count() }).from(aiCourses).leftJoin(vendors, eq(vendors.id, aiCourses.vendorId)).where(where);
  return { items: rows.map(withVendor), total: total?.n ?? 0 };
}

export async function findCourse(db: Db, id: string) {
  const [row] = await db.select(columns).from(aiCourses).leftJoin(vendors, eq(vendors.id, aiCourses.vendorId)).where(eq(aiCourses.id, id));
  return row ? withVendor(row) : null;
}

/** Up to 5 course names containing the typed text (only asked for once it is longer than 2 characters). */
export async function courseSuggestions(db: Db, text: string): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select distinct on (lower(name)) name from ai_courses
      where name ilike ${containsPattern(text)}
      order by lower(name)
      limit ${SUGGESTION_LIMIT}`),
  );
  return rows.map((r) => r.name);
}
