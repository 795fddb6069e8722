import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/auth.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { type Database, rowsOf } from '../client.ts';
import { scaleDefaults, seedScale } from './scale.ts';
import { seedDemo } from './seed.ts';

const one = async <T>(db: Database['db'], query: string) => rowsOf<T>(await db.execute(sql.raw(query)))[0] as T;

describe('seed:scale generator (tiny scale)', () => {
  let database: Database;
  const options = scaleDefaults({ jobs: 200, topics: 120, members: 30, likes: 300, seed: 7 });

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
  });
  afterAll(async () => database?.close());

  it('inserts the requested rows, in proportion, next to the demo data', async () => {
    const before = await one<{ jobs: number; users: number }>(
      database.db,
      'select (select count(*)::int from jobs) as jobs, (select count(*)::int from users) as users',
    );
    const counts = await seedScale(database.db, options);
    expect(counts).toMatchObject({ members: 30, jobs: 200, topics: 120, replies: 240, webinars: 20, vendors: 12, trials: 5, registrations: 60 });
    expect(counts.likes).toBeGreaterThan(250);
    expect(counts.likes).toBeLessThanOrEqual(300);
    const after = await one<{ jobs: number; users: number; likes: number }>(
      database.db,
      `select (select count(*)::int from jobs) as jobs, (select count(*)::int from users) as users,
              (select count(*)::int from user_likes where user_id in (select id from users where email like '%@scale.example.com')) as likes`,
    );
    expect(after).toEqual({ jobs: before.jobs + 200, users: before.users + 30, likes: counts.likes });
  });

  it('respects the rules the app relies on', async () => {
    const bad = await one<Record<string, number>>(
      database.db,
      `select
         (select count(*)::int from forum_topics t where reply_count <> (select count(*) from forum_replies r where r.topic_id = t.id)) as reply_counts,
         (select count(*)::int from forum_replies r join forum_topics t on t.id = r.topic_id where r.created_at <= t.created_at) as replies_before_topic,
         (select count(*)::int from user_likes l where l.content_type = 'job' and not exists
            (select 1 from jobs j where j.id = l.content_id and j.vendor_id is not distinct from l.vendor_id)) as job_likes_wrong,
         (select count(*)::int from user_likes l where l.content_type = 'webinar' and not exists (select 1 from webinars w where w.id = l.content_id)) as webinar_likes_wrong,
         (select count(*)::int from jobs where id in (select md5('7:job:' || g)::uuid from generate_series(0, 199) g) and salary_currency <> case location_country when 'USA' then 'USD' when 'India' then 'INR'
            when 'United Kingdom' then 'GBP' when 'Canada' then 'CAD' when 'Australia' then 'AUD' else 'EUR' end) as currency,
         (select count(*)::int from webinars where vendor_id is not null and ((status = 'upcoming' and start_time < now()) or (status = 'completed' and start_time > now()))) as webinar_status,
         (select count(*)::int from profiles p join users u on u.id = p.id where u.email like '%@scale.example.com' and p.full_name is null) as nameless,
         (select count(*)::int from webinar_registrations r join users u on u.id = r.user_id where u.email like '%@scale.example.com' and r.reminder_24h_sent_at is null) as reminders_due`,
    );
    expect(bad).toEqual({
      reply_counts: 0,
      replies_before_topic: 0,
      job_likes_wrong: 0,
      webinar_likes_wrong: 0,
      currency: 0,
      webinar_status: 0,
      nameless: 0,
      reminders_due: 0,
    });
    const varied = await one<{ titles: number; cities: number; tags: number }>(
      database.db,
      `select (select count(distinct job_title)::int from jobs) as titles, (select count(distinct location_city)::int from jobs) as cities,
              (select count(distinct tag)::int from forum_topics, unnest(tags) as tag) as tags`,
    );
    expect(varied.titles).toBeGreaterThan(50);
    expect(varied.cities).toBeGreaterThan(10);
    expect(varied.tags).toBeGreaterThan(10);
    const member = await one<{ password_hash: string }>(database.db, `select password_hash from users where email = 'member0.s7@scale.example.com'`);
    expect(await verifyPassword(member.password_hash, 'demo1234')).toBe(true);
  });

  it('is deterministic: the same seed names the same rows, and a second run adds nothing', async () => {
    const first = await one<{ job_title: string }>(database.db, `select job_title from jobs where id = md5('7:job:0')::uuid`);
    expect(first?.job_title).toMatch(/\S/);
    const again = await seedScale(database.db, options);
    expect(again).toMatchObject({ members: 0, jobs: 0, topics: 0, replies: 0, likes: 0, webinars: 0 });
  });
});
