import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../client.ts';

/**
 * Demo of the vendor console's review (issue 22; docs/decisions/2201-vendor-review.md): Testloom is a
 * trusted vendor (its managers' submissions publish at once); Quorvex, the demo manager's vendor, has a
 * new job and an edit of one of its live jobs waiting for review, and a certification an admin rejected
 * with a reason, so the admin queue and the manager's states show at first run.
 */
export async function seedVendorReview(db: Db, day: (n: number) => string) {
  await db.execute(sql`update vendors set trusted = true where id = 'testloom'`);
  const [manager] = rowsOf<{ id: string }>(await db.execute(sql`select id from users where email = 'manager@example.com'`));
  const [admin] = rowsOf<{ id: string }>(await db.execute(sql`select id from users where email = 'admin@example.com'`));
  const by = manager?.id ?? null;
  const newJob = {
    vendorId: 'quorvex',
    jobTitle: 'Staff AI Test Automation Engineer',
    jobDescription: 'Lead the team that turns recorded user journeys into self-healing end-to-end suites.',
    jobPageUrl: 'https://quorvex.example.com/careers/staff-ai-test-automation',
    locationCity: 'Berlin',
    locationState: 'BE',
    locationCountry: 'Germany',
    experienceLevel: 'lead',
    jobType: 'full-time',
    salaryMin: 95000,
    salaryMax: 125000,
    salaryCurrency: 'EUR',
    requirements: ['8+ years of test automation', 'Playwright or Cypress at scale', 'Mentoring engineers'],
    postedDate: day(0),
    status: 'active',
  };
  await db.execute(sql`insert into vendor_submissions (vendor_id, kind, values, state, submitted_by, created_at, updated_at)
    values ('quorvex', 'job', ${JSON.stringify(newJob)}::jsonb, 'pending', ${by}, now() - interval '2 hours', now() - interval '2 hours')`);

  const [live] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select id, vendor_id as "vendorId", job_title as "jobTitle", job_description as "jobDescription", job_page_url as "jobPageUrl",
      location_city as "locationCity", location_state as "locationState", location_country as "locationCountry", experience_level as "experienceLevel",
      job_type as "jobType", salary_min as "salaryMin", salary_max as "salaryMax", salary_currency as "salaryCurrency", requirements,
      posted_date::text as "postedDate", status
      from jobs where vendor_id = 'quorvex' and status = 'active' order by created_at, id limit 1`),
  );
  if (live) {
    const { id, ...values } = live;
    const edited = {
      ...values,
      jobTitle: `${String(values.jobTitle)} (Remote-friendly)`.slice(0, 100),
      salaryMax: typeof values.salaryMax === 'number' ? values.salaryMax + 10000 : values.salaryMax,
    };
    await db.execute(sql`insert into vendor_submissions (vendor_id, kind, content_id, values, state, submitted_by, created_at, updated_at)
      values ('quorvex', 'job', ${String(id)}, ${JSON.stringify(edited)}::jsonb, 'pending', ${by}, now() - interval '1 hour', now() - interval '1 hour')`);
  }

  const cert = {
    vendorId: 'quorvex',
    name: 'Quorvex Certified Journey Tester',
    description: 'Prove you can model user journeys that Quorvex turns into tests.',
    certificationLink: 'https://quorvex.example.com/certification',
    videoUrl: null,
  };
  await db.execute(sql`insert into vendor_submissions (vendor_id, kind, values, state, reason, submitted_by, decided_by, decided_at, created_at, updated_at)
    values ('quorvex', 'certification', ${JSON.stringify(cert)}::jsonb, 'rejected', 'Please link to the exam page itself, not the marketing page.',
      ${by}, ${admin?.id ?? null}, now() - interval '1 day', now() - interval '2 days', now() - interval '1 day')`);
}
