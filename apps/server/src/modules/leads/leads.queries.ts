import type { LikeContentType } from '@portal/shared/leads';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { contentJoins } from '../../lib/content-tables.queries.ts';

export async function findManagedVendor(db: Db, email: string) {
  const [v] = rowsOf<{ id: string; name: string; logo_url: string | null; vendor_manager_email: string }>(
    await db.execute(sql`
      select id, name, logo_url, vendor_manager_email from vendors
      where lower(vendor_manager_email) = ${email.toLowerCase()}
      order by id limit 1`),
  );
  return v ? { id: v.id, name: v.name, logoUrl: v.logo_url, managerEmail: v.vendor_manager_email } : null;
}

/**
 * Every like of the vendor's content, each joined to its content row (whose vendor_id must match too:
 * a like whose stored vendor_id is stale never leaks) and to the liker's profile. `who`: only members
 * who chose Share for this vendor (the default: rows and CSV), the others (counted only), or all (stats).
 */
const leadsBase = (vendorId: string, who: 'all' | 'shared' | 'not_shared' = 'shared') => sql`
  select ul.id, ul.user_id, ul.content_type, ul.content_id, ul.created_at,
    p.email as user_email, p.full_name as user_name, p.company as user_company, p.job_title as user_job_title,
    case ul.content_type
      when 'job' then j.job_title
      when 'webinar' then w.title
      when 'certification' then c.name
      when 'product_update' then pu.product_name || ' v' || pu.version
      when 'product_trial' then pt.product_name
      when 'ai_course' then ac.name
    end as content_title,
    case ul.content_type
      when 'job' then j.job_page_url
      when 'webinar' then w.registration_url
      when 'certification' then c.certification_link
      when 'product_update' then pu.release_notes_url
      when 'product_trial' then pt.access_link
      when 'ai_course' then ac.course_link
    end as content_url
  from user_likes ul
  join profiles p on p.id = ul.user_id
  ${contentJoins('ul')}
  left join lead_consents lc on lc.user_id = ul.user_id and lc.vendor_id = ${vendorId}
  where ul.vendor_id = ${vendorId}
    and ${who === 'all' ? sql`true` : who === 'shared' ? sql`lc.shared is true` : sql`lc.shared is not true`}
    and ${vendorId} = case ul.content_type
      when 'job' then j.vendor_id
      when 'webinar' then w.vendor_id
      when 'certification' then c.vendor_id
      when 'product_update' then pu.vendor_id
      when 'product_trial' then pt.vendor_id
      when 'ai_course' then ac.vendor_id
    end`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function filters(p: { search?: string; contentType?: LikeContentType | 'all' }): SQL {
  const where: SQL[] = [sql`true`];
  if (p.contentType && p.contentType !== 'all') where.push(sql`l.content_type = ${p.contentType}`);
  if (p.search) {
    const like = `%${escapeLike(p.search)}%`;
    where.push(sql`(l.user_name ilike ${like} or l.user_email ilike ${like} or l.user_company ilike ${like} or l.content_title ilike ${like})`);
  }
  return sql.join(where, sql` and `);
}

type Row = {
  id: string;
  user_id: string;
  content_type: LikeContentType;
  content_id: string;
  created_at: Date | string;
  user_email: string;
  user_name: string | null;
  user_company: string | null;
  user_job_title: string | null;
  content_title: string | null;
  content_url: string | null;
  total: number;
};

const toLead = (r: Row) => ({
  id: r.id,
  userId: r.user_id,
  contentType: r.content_type,
  contentId: r.content_id,
  createdAt: new Date(r.created_at).toISOString(),
  userEmail: r.user_email,
  userName: r.user_name,
  userCompany: r.user_company,
  userJobTitle: r.user_job_title,
  contentTitle: r.content_title ?? 'Untitled',
  contentUrl: r.content_url,
});

/** One page of leads (newest first) with the filtered total, in one query. */
export async function listLeads(db: Db, p: { vendorId: string; search?: string; contentType?: LikeContentType | 'all'; limit: number; offset: number }) {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select l.*, count(*) over()::int as total
      from (${leadsBase(p.vendorId)}) l
      where ${filters(p)}
      order by l.created_at desc, l.id desc
      limit ${p.limit} offset ${p.offset}`),
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && p.offset > 0) {
    const [c] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${leadsBase(p.vendorId)}) l where ${filters(p)}`));
    total = c?.n ?? 0;
  }
  return { items: rows.map(toLead), total };
}

/** The seven stat cards: all of the vendor's likes, by content type. */
export async function leadStats(db: Db, vendorId: string) {
  const rows = rowsOf<{ content_type: LikeContentType; n: number }>(
    await db.execute(sql`select l.content_type, count(*)::int as n from (${leadsBase(vendorId, 'all')}) l group by l.content_type`),
  );
  const stats = { total: 0, job: 0, webinar: 0, certification: 0, product_update: 0, product_trial: 0, ai_course: 0 };
  for (const r of rows) {
    stats[r.content_type] = r.n;
    stats.total += r.n;
  }
  return stats;
}

/** Likes (of the type filter) from members who have not shared their details with the vendor: a count only. */
export async function countNotShared(db: Db, p: { vendorId: string; contentType?: LikeContentType | 'all' }) {
  const [c] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (${leadsBase(p.vendorId, 'not_shared')}) l where ${filters({ contentType: p.contentType })}`),
  );
  return c?.n ?? 0;
}
