import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { seedDemo } from '../../db/seed/seed.ts';
import { useTestApp } from '../../test/test-app.ts';

/*
 * The exact shape of a list answer and of detail answers (keys in their order, every value of one job read back
 * from its row here), so a change of the data layer (typed rows, catalog-rows.queries.ts) cannot change an answer.
 */

const t = useTestApp();

beforeAll(async () => {
  await seedDemo(t.deps.db);
});

const jobKeys = [
  'id',
  'jobTitle',
  'jobDescription',
  'jobPageUrl',
  'locationCity',
  'locationState',
  'locationCountry',
  'experienceLevel',
  'jobType',
  'salaryCurrency',
  'requirements',
  'postedDate',
  'status',
  'salaryMin',
  'salaryMax',
  'vendor',
  'likeCount',
  'likedByMe',
];
const webinarKeys = [
  'id',
  'title',
  'description',
  'durationMinutes',
  'registrationUrl',
  'webinarUrl',
  'recordingUrl',
  'thumbnailUrl',
  'experienceLevel',
  'startTime',
  'endTime',
  'status',
  'vendor',
  'likeCount',
  'likedByMe',
  'registeredByMe',
  'recordingProOnly',
  'speakers',
  'agenda',
];
const trialKeys = [
  'id',
  'productName',
  'description',
  'startDate',
  'endDate',
  'trialPeriodDays',
  'status',
  'isFeatured',
  'activatable',
  'vendor',
  'likeCount',
  'likedByMe',
];
const namedKeys = (link: string) => [
  'id',
  'name',
  'description',
  link,
  'videoUrl',
  'isPremium',
  'level',
  'duration',
  'createdAt',
  'vendor',
  'likeCount',
  'likedByMe',
];
const updateKeys = [
  'id',
  'productName',
  'version',
  'releaseDate',
  'features',
  'releaseNotesUrl',
  'demoVideoUrl',
  'videoUrl',
  'vendor',
  'likeCount',
  'likedByMe',
];

describe('catalogue answers keep their exact shape', () => {
  it('answers a jobs list page and a job detail with every value of the row, keys in order', async () => {
    const list = await t.json('GET', '/api/jobs?sort=salary_desc&pageSize=3');
    expect(list.status).toBe(200);
    expect(Object.keys(list.body)).toEqual(['items', 'page', 'pageSize', 'total', 'totalPages', 'locations', 'vendors']);
    const [first] = list.body.items;
    expect(Object.keys(first)).toEqual(jobKeys);
    const [row] = rowsOf<Record<string, unknown>>(
      await t.deps.db.execute(sql`select j.*, j.posted_date::text as posted, v.name as vendor_name, v.logo_url as vendor_logo,
        (select count(*)::int from user_likes l where l.content_type = 'job' and l.content_id = j.id) as likes
        from jobs j left join vendors v on v.id = j.vendor_id where j.id = ${first.id}::uuid`),
    );
    if (!row) throw new Error('no such job');
    const expected = {
      id: row.id,
      jobTitle: row.job_title,
      jobDescription: row.job_description,
      jobPageUrl: row.job_page_url,
      locationCity: row.location_city,
      locationState: row.location_state,
      locationCountry: row.location_country,
      experienceLevel: row.experience_level,
      jobType: row.job_type,
      salaryCurrency: row.salary_currency,
      requirements: row.requirements ?? [],
      postedDate: row.posted,
      status: 'active',
      salaryMin: row.salary_min,
      salaryMax: row.salary_max,
      vendor: row.vendor_id ? { id: row.vendor_id, name: row.vendor_name, logoUrl: row.vendor_logo } : null,
      likeCount: row.likes,
      likedByMe: false,
    };
    expect(first).toEqual(expected);
    const detail = await t.json('GET', `/api/jobs/${first.id}`);
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).toBe(JSON.stringify(expected));
  });

  it('answers the other lists and the webinar, trial and vendor details with their keys in order', async () => {
    const webinars = await t.json('GET', '/api/webinars');
    expect(Object.keys(webinars.body)).toEqual(['items', 'page', 'pageSize', 'total', 'totalPages', 'vendors']);
    for (const w of webinars.body.items) expect(Object.keys(w)).toEqual(webinarKeys);
    const webinar = await t.json('GET', `/api/webinars/${webinars.body.items[0].id}`);
    expect(Object.keys(webinar.body)).toEqual([...webinarKeys, 'registration', 'topics']);

    const trials = await t.json('GET', '/api/product-trials');
    for (const x of trials.body.items) expect(Object.keys(x)).toEqual(trialKeys);
    const trial = await t.json('GET', `/api/product-trials/${trials.body.items[0].id}`);
    expect(Object.keys(trial.body)).toEqual([...trialKeys, 'access', 'reviews', 'topics']);

    for (const [path, keys] of [
      ['/api/certifications', namedKeys('certificationLink')],
      ['/api/ai-courses', namedKeys('courseLink')],
      ['/api/product-updates', updateKeys],
    ] as const) {
      const res = await t.json('GET', path);
      expect(Object.keys(res.body)).toEqual(['items', 'page', 'pageSize', 'total', 'totalPages']);
      expect(res.body.items.length).toBeGreaterThan(0);
      for (const x of res.body.items) expect(Object.keys(x)).toEqual(keys);
      // A Pro-only item's link never leaves the server.
      for (const x of res.body.items) if (x.isPremium) expect(x.certificationLink ?? x.courseLink ?? null).toBeNull();
    }

    const vendors = await t.json('GET', '/api/vendors');
    const vendor = await t.json('GET', `/api/vendors/${vendors.body.items[0].id}`);
    expect(Object.keys(vendor.body)).toEqual(['vendor', 'productTrials', 'webinars', 'certifications', 'jobs']);
    expect(Object.keys(vendor.body.vendor)).toEqual(['id', 'name', 'logoUrl', 'websiteUrl', 'description', 'counts']);
    expect(Object.keys(vendor.body.vendor.counts)).toEqual(['productTrials', 'webinars', 'certifications', 'jobs']);
    for (const j of vendor.body.jobs.items) expect(Object.keys(j)).toEqual(jobKeys);
  });
});
