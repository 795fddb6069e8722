import type { JobSortKey } from '@portal/shared/admin';
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs, vendors } from '../../db/schema/catalog.ts';
import { containsPattern, orderExpr, withVendor } from './admin-crud.service.ts';

type JobFilter = { search?: string; status: string; vendorId?: string; sort: JobSortKey; dir: 'asc' | 'desc' };

const jobColumns = {
  id: jobs.id,
  vendorId: jobs.vendorId,
  vendor_name: vendors.name,
  vendorLogoUrl: vendors.logoUrl,
  jobTitle: jobs.jobTitle,
  jobDescription: jobs.jobDescription,
  jobPageUrl: jobs.jobPageUrl,
  locationCity: jobs.locationCity,
  locationState: jobs.locationState,
  locationCountry: jobs.locationCountry,
  experienceLevel: jobs.experienceLevel,
  jobType: jobs.jobType,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  requirements: jobs.requirements,
  postedDate: jobs.postedDate,
  status: jobs.status,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
};

function whereOf(f: JobFilter): SQL | undefined {
  const p = f.search ? containsPattern(f.search) : null;
  return and(
    p ? or(ilike(jobs.jobTitle, p), ilike(vendors.name, p), ilike(jobs.locationCity, p), ilike(jobs.locationCountry, p)) : undefined,
    f.status !== 'all' ? eq(jobs.status, f.status) : undefined,
    f.vendorId ? eq(jobs.vendorId, f.vendorId) : undefined,
  );
}

const sortColumn: Record<JobSortKey, unknown> = {
  jobTitle: sql`lower(${jobs.jobTitle})`,
  company: sql`lower(${vendors.name})`,
  location: sql`case when ${jobs.jobType} = 'remote' then 'remote' else lower(coalesce(${jobs.locationCity}, '')) end`,
  status: jobs.status,
  postedDate: jobs.postedDate,
  createdAt: jobs.createdAt,
};

export async function listJobs(db: Db, f: JobFilter, win: { limit: number; offset: number }) {
  const where = whereOf(f);
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .leftJoin(vendors, eq(vendors.id, jobs.vendorId))
    .where(where)
    .orderBy(orderExpr(sortColumn[f.sort], f.dir), jobs.id)
    .limit(win.limit)
    .offset(win.offset);
  const [total] = await db.select({ n: count() }).from(jobs).leftJoin(vendors, eq(vendors.id, jobs.vendorId)).where(where);
  return { items: rows.map(withVendor), total: total?.n ?? 0 };
}

export async function findJob(db: Db, id: string) {
  const [row] = await db.select(jobColumns).from(jobs).leftJoin(vendors, eq(vendors.id, jobs.vendorId)).where(eq(jobs.id, id));
  return row ? withVendor(row) : null;
}
