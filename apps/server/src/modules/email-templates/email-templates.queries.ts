import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailTemplates } from '../../db/schema/system.ts';

export type TemplateRow = typeof emailTemplates.$inferSelect;

/** Every template, ordered by name (a handful of rows; the unique index on name serves the sort). */
export function listTemplates(db: Db): Promise<TemplateRow[]> {
  return db.select().from(emailTemplates).orderBy(asc(emailTemplates.name));
}

export async function findTemplate(db: Db, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id));
  return row;
}
