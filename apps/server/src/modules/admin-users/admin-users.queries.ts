import type { AdminUsersFilter, UserSortField } from '@portal/shared/admin-users';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { containsPattern } from '../admin/admin-crud.service.ts';

type AdminUserRow = {
  id: string;
  email: string;
  fullName: string | null;
  avatarUrl: string | null;
  company: string | null;
  jobTitle: string | null;
  isAdmin: boolean;
  isVendorAdmin: boolean;
  isPro: boolean;
  subscription: { planType: string } | null;
  createdAt: Date | string;
  lastSignInAt: Date | string | null;
};

type Filter = Pick<AdminUsersFilter, 'search' | 'role' | 'plan'>;

function whereOf(f: Filter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.search) {
    const p = containsPattern(f.search);
    parts.push(sql`(p.email ilike ${p} or p.full_name ilike ${p} or p.company ilike ${p} or p.job_title ilike ${p})`);
  }
  if (f.role === 'admin') parts.push(sql`p.is_admin`);
  else if (f.role === 'vendor_admin') parts.push(sql`p.is_vendor_admin and not p.is_admin`);
  else if (f.role === 'user') parts.push(sql`not p.is_admin and not p.is_vendor_admin`);
  if (f.plan === 'pro') parts.push(sql`p.is_pro`);
  else if (f.plan === 'free') parts.push(sql`not p.is_pro`);
  return sql.join(parts, sql` and `);
}

const sortColumns: Record<UserSortField, SQL> = {
  name: sql`lower(coalesce(p.full_name, ''))`,
  email: sql`lower(p.email)`,
  role: sql`(case when p.is_admin then 0 when p.is_vendor_admin then 1 else 2 end)`,
  plan: sql`(case when p.is_pro then 1 else 0 end)`,
  joinedDate: sql`p.created_at`,
  lastSignIn: sql`u.last_sign_in_at`,
};

function orderOf(field: UserSortField, dir: 'asc' | 'desc'): SQL {
  const d = dir === 'asc' ? sql`asc` : sql`desc`;
  return sql`${sortColumns[field]} ${d} nulls last, p.id ${d}`;
}

type Raw = Omit<AdminUserRow, 'subscription'> & { planType: string | null };

const toRow = ({ planType, ...r }: Raw): AdminUserRow => ({ ...r, subscription: planType ? { planType } : null });

/** One page of profiles with the sign-in time and the active subscription, plus the total, all in SQL. */
export async function listUsers(db: Db, f: AdminUsersFilter): Promise<{ users: AdminUserRow[]; total: number }> {
  const where = whereOf(f);
  const rows = rowsOf<Raw>(
    await db.execute(sql`
      select p.id, p.email, p.full_name as "fullName", p.avatar_url as "avatarUrl", p.company, p.job_title as "jobTitle", p.is_admin as "isAdmin",
        p.is_vendor_admin as "isVendorAdmin", p.is_pro as "isPro", p.created_at as "createdAt", u.last_sign_in_at as "lastSignInAt", s.plan_type as "planType"
      from profiles p
      join users u on u.id = p.id
      left join lateral (
        select us.plan_type from user_subscriptions us
        where us.user_id = p.id and us.status = 'active' and us.end_date > now()
        order by us.end_date desc limit 1
      ) s on true
      where ${where}
      order by ${orderOf(f.sortField, f.sortOrder)}
      limit ${f.perPage} offset ${(f.page - 1) * f.perPage}`),
  );
  const [c] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from profiles p where ${where}`));
  return { users: rows.map(toRow), total: Number(c?.n ?? 0) };
}

export async function findUser(db: Db, id: string): Promise<AdminUserRow | null> {
  const [r] = rowsOf<Raw>(
    await db.execute(sql`
      select p.id, p.email, p.full_name as "fullName", p.avatar_url as "avatarUrl", p.company, p.job_title as "jobTitle", p.is_admin as "isAdmin",
        p.is_vendor_admin as "isVendorAdmin", p.is_pro as "isPro", p.created_at as "createdAt", u.last_sign_in_at as "lastSignInAt",
        (select us.plan_type from user_subscriptions us where us.user_id = p.id and us.status = 'active' and us.end_date > now()
          order by us.end_date desc limit 1) as "planType"
      from profiles p join users u on u.id = p.id where p.id = ${id}`),
  );
  return r ? toRow(r) : null;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select 1 from users where email = lower(${email}) limit 1`));
  return rows.length > 0;
}

/** The editable fields of a profile, as they stand before an admin's edit. */
type EditableProfile = {
  fullName: string | null;
  company: string | null;
  jobTitle: string | null;
  isAdmin: boolean;
  isVendorAdmin: boolean;
  isPro: boolean;
};

/** The editable fields, with the profile row locked for the rest of the transaction. */
export async function lockEditableProfile(db: Db, id: string): Promise<EditableProfile | null> {
  const [r] = rowsOf<EditableProfile>(
    await db.execute(
      sql`select full_name as "fullName", company, job_title as "jobTitle", is_admin as "isAdmin", is_vendor_admin as "isVendorAdmin", is_pro as "isPro" from profiles where id = ${id} for update`,
    ),
  );
  return r ?? null;
}

export async function updateEditableProfile(db: Db, id: string, v: EditableProfile): Promise<void> {
  await db.execute(sql`
    update profiles set full_name = ${v.fullName}, company = ${v.company}, job_title = ${v.jobTitle},
      is_admin = ${v.isAdmin}, is_vendor_admin = ${v.isVendorAdmin}, is_pro = ${v.isPro}, updated_at = now()
    where id = ${id}`);
}
