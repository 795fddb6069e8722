import type { ContentType } from '@portal/shared/catalog';
import { sql } from 'drizzle-orm';
import { contentJoins } from '../../lib/content-tables.queries.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';

/** Raw rows of the catalogue queries (snake_case, as selected). */
import { contentTables } from '../../lib/content-tables.ts';

// ---- Likes ----

/** The vendor of a likeable item, or undefined when the item does not exist. */
export async function contentVendor(db: Db, type: ContentType, id: string): Promise<{ vendorId: string | null; title: string } | undefined> {
  const titleCol: Record<ContentType, string> = {
    job: 'job_title',
    webinar: 'title',
    certification: 'name',
    product_update: "product_name || ' v' || version",
    product_trial: 'product_name',
    ai_course: 'name',
  };
  const [r] = rowsOf<{ vendor_id: string | null; title: string }>(
    await db.execute(sql`select vendor_id, ${sql.raw(titleCol[type])} as title from ${sql.raw(contentTables[type])} where id = ${id}::uuid`),
  );
  return r ? { vendorId: r.vendor_id, title: r.title } : undefined;
}

export async function insertLike(db: Db, l: { userId: string; type: ContentType; id: string; vendorId: string | null }): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`insert into user_likes (user_id, content_type, content_id, vendor_id) values (${l.userId}::uuid, ${l.type}, ${l.id}::uuid, ${l.vendorId})
      on conflict (user_id, content_type, content_id) do nothing returning id`),
  );
  return rows.length > 0;
}

/** The 'like' interaction row (vendor analytics); the caller only logs a failure. */
export async function insertLikeInteraction(db: Db, l: { userId: string; type: ContentType; id: string; vendorId: string | null }) {
  await db.execute(sql`insert into user_content_interactions (user_id, vendor_id, content_type, content_id, interaction_type)
    values (${l.userId}::uuid, ${l.vendorId}, ${l.type}, ${l.id}::uuid, 'like')`);
}

export async function deleteLike(db: Db, l: { userId: string; type: ContentType; id: string }) {
  await db.execute(sql`delete from user_likes where user_id = ${l.userId}::uuid and content_type = ${l.type} and content_id = ${l.id}::uuid`);
}

export async function likeCount(db: Db, type: ContentType, id: string): Promise<number> {
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from user_likes where content_type = ${type} and content_id = ${id}::uuid`));
  return r?.n ?? 0;
}

export async function vendorManager(db: Db, vendorId: string) {
  const [r] = rowsOf<{ name: string; email: string | null }>(
    await db.execute(sql`select name, vendor_manager_email as email from vendors where id = ${vendorId}`),
  );
  return r ?? null;
}

export async function listMyLikes(db: Db, o: { userId: string; type?: ContentType; limit: number; offset: number }) {
  const typeWhere = o.type ? sql`and l.content_type = ${o.type}` : sql``;
  return rowsOf<{
    content_type: ContentType;
    content_id: string;
    created_at: Date | string;
    title: string | null;
    vendor_id: string | null;
    vendor_name: string | null;
    vendor_logo: string | null;
  }>(
    await db.execute(sql`select l.content_type, l.content_id, l.created_at,
        coalesce(j.job_title, w.title, c.name, pu.product_name || ' v' || pu.version, pt.product_name, ac.name) as title,
        v.id as vendor_id, v.name as vendor_name, v.logo_url as vendor_logo
      from user_likes l
      ${contentJoins('l')}
      left join vendors v on v.id = coalesce(j.vendor_id, w.vendor_id, c.vendor_id, pu.vendor_id, pt.vendor_id, ac.vendor_id)
      where l.user_id = ${o.userId}::uuid ${typeWhere}
      order by l.created_at desc, l.id desc
      limit ${o.limit} offset ${o.offset}`),
  );
}

/** How many likes of each type the user has (index user_likes_unique, whose first column is user_id). */
export async function countMyLikes(db: Db, userId: string): Promise<Partial<Record<ContentType, number>>> {
  const rows = rowsOf<{ content_type: ContentType; n: number }>(
    await db.execute(sql`select content_type, count(*)::int as n from user_likes where user_id = ${userId}::uuid group by content_type`),
  );
  return Object.fromEntries(rows.map((r) => [r.content_type, Number(r.n)]));
}
