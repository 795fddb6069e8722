import type { ContentType } from '@portal/shared/catalog';
import { type SQL, sql } from 'drizzle-orm';
import { contentTables } from './content-tables.ts';

/**
 * Left joins of the item a row of `alias` (with content_type, content_id) points at, one per type on
 * its primary key: j (jobs), w (webinars), c (certifications), pu (product_updates), pt (product_trials), ac (ai_courses).
 */
export function contentJoins(alias: string): SQL {
  const a = sql.raw(alias);
  const join = (type: ContentType, as: string) =>
    sql`left join ${sql.raw(contentTables[type])} ${sql.raw(as)} on ${a}.content_type = ${sql.raw(`'${type}'`)} and ${sql.raw(as)}.id = ${a}.content_id`;
  return sql.join(
    [join('job', 'j'), join('webinar', 'w'), join('certification', 'c'), join('product_update', 'pu'), join('product_trial', 'pt'), join('ai_course', 'ac')],
    sql`\n`,
  );
}
