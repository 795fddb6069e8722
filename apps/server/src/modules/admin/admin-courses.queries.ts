import { SUGGESTION_LIMIT } from '@portal/shared/admin';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { aiCourses, vendors } from '../../db/schema/catalog.ts';
import { containsPattern } from './admin-crud.service.ts';
import { vendorContentQueries } from './admin-list.queries.ts';

/** Newest first; the course table has no sorting (spec). */
export const courseQueries = vendorContentQueries({
  table: aiCourses,
  columns: ['name', 'description', 'courseLink', 'videoUrl', 'isPremium', 'level', 'duration', 'createdAt'],
  search: [aiCourses.name, aiCourses.description, vendors.name],
  sort: desc(aiCourses.createdAt),
});

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
