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

/** The template, locked for an update in the caller's transaction. */
export async function lockTemplate(tx: Db, id: string): Promise<TemplateRow | undefined> {
  const [r] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id)).for('update');
  return r;
}

export async function saveTemplateText(tx: Db, id: string, text: { subject: string; content: string }): Promise<TemplateRow | undefined> {
  const [r] = await tx
    .update(emailTemplates)
    .set({ subject: text.subject, content: text.content, updatedAt: new Date() })
    .where(eq(emailTemplates.id, id))
    .returning();
  return r;
}
