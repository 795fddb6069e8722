import { sql } from 'drizzle-orm';
import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Column builders every schema file repeats (no tables here). */
export const tz = (name: string) => timestamp(name, { withTimezone: true });
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => tz('created_at').notNull().defaultNow();
export const updatedAt = () => tz('updated_at').notNull().defaultNow();
export const timestamps = { createdAt: createdAt(), updatedAt: updatedAt() };
/** A required reference to the parent row (a uuid column): the row goes with its parent. */
export const parentId = (name: string, parent: () => AnyPgColumn) => uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** The catalogue's content types (likes, views, view counts). */
export const contentTypeCheck = (col: unknown) => sql`${col} in ('job','webinar','certification','product_update','product_trial','ai_course')`;
