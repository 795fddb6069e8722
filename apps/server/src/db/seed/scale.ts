import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/auth.ts';
import type { Db } from '../client.ts';
import { rowsOf } from '../client.ts';

/**
 * Bulk data for load tests (`npm run seed:scale`): members, vendors, jobs, webinars, certifications, AI courses,
 * product updates and trials, forum topics and replies, likes and webinar registrations, in proportion.
 *
 * Every table is filled by one set-based `INSERT … SELECT … FROM generate_series` per table: titles, texts,
 * places, salaries, dates and tags are combined from word lists by a deterministic hash of the row number and
 * the seed (`hashint8`), so the same seed gives the same rows (ids are md5 of seed, kind and row number, and a
 * second run inserts nothing). Dates are relative to now(). Generated members share one password hash
 * (`demo1234`); their reminders are marked sent so the workers do not mail them.
 */
export type ScaleOptions = {
  seed: number;
  members: number;
  vendors: number;
  jobs: number;
  webinars: number;
  certifications: number;
  courses: number;
  updates: number;
  trials: number;
  topics: number;
  replies: number;
  likes: number;
  registrations: number;
};

/** From this many rows a table's GIN indexes are built after the fill instead of maintained during it. */
const BULK_ROWS = 200_000;

export type ScaleCounts = Record<Exclude<keyof ScaleOptions, 'seed'>, number>;

/** The proportions used when only some counts are given. */
export function scaleDefaults(o: Partial<ScaleOptions>): ScaleOptions {
  const jobs = o.jobs ?? 100_000;
  const topics = o.topics ?? 100_000;
  const members = o.members ?? 10_000;
  return {
    seed: o.seed ?? 1,
    members,
    jobs,
    topics,
    likes: o.likes ?? members * 20,
    vendors: o.vendors ?? Math.max(12, Math.round(jobs / 500)),
    webinars: o.webinars ?? Math.max(10, Math.round(jobs / 10)),
    certifications: o.certifications ?? Math.max(5, Math.round(jobs / 100)),
    courses: o.courses ?? Math.max(5, Math.round(jobs / 100)),
    updates: o.updates ?? Math.max(5, Math.round(jobs / 100)),
    trials: o.trials ?? Math.max(5, Math.round(jobs / 1000)),
    replies: o.replies ?? topics * 2,
    registrations: o.registrations ?? members * 2,
  };
}

const words = {
  first:
    'Aarav Abebe Ada Aiko Alex Amara Ana Andrei Anika Ben Bruno Carla Chen Chloe Dana Daniel Deepa Diego Elena Emeka Emma Farah Felix Gita Hana Hugo Ines Ivan Jamal Jana Jonas Kai Kavya Lars Leila Liam Lucia Maya Mateo Mei Nadia Noah Olga Omar Priya Rafael Ravi Rosa Sara Sven Tariq Tomas Uma Vera Wei Yara Yusuf Zoe'.split(
      ' ',
    ),
  last: 'Adeyemi Almeida Bauer Becker Chen Costa Dubois Fischer Garcia Gupta Hansen Haddad Ivanova Jensen Kaur Kim Kowalski Larsen Lopez Martin Mehta Moreau Müller Nakamura Novak Okafor Olsen Patel Petrov Rao Reyes Rossi Sato Schmidt Silva Singh Tanaka Torres Virtanen Wagner Wang Weber Yilmaz Zhang'.split(
    ' ',
  ),
  company:
    'Northwind Apps,Contoso Health,Fabrikam Bank,Globex Retail,Initech,Umbrella Labs,Hooli Cloud,Tyrell Systems,Wayne Logistics,Stark Mobility,Acme Insurance,Soylent Foods,Aperture Media,Cyberdyne Robotics,Vandelay Travel,Wonka Commerce'.split(
      ',',
    ),
  role: 'QA Engineer,SDET,Test Architect,QA Lead,Automation Engineer,Performance Engineer,Product Manager,Developer,Engineering Manager,Test Analyst,ML Engineer,Accessibility Specialist'.split(
    ',',
  ),
  vendorHead: 'Quant Test Veri Flake Auto Synth Prob Cogni Neur Assert Lumi Grid Pixel Bug Spec Trace Scout Pilot Sentin Orbi'.split(' '),
  vendorTail: 'ly ora ify wise loop mind lab forge pulse scope base flow hive sense works'.split(' '),
  vendorWhat: [
    'Self-healing end-to-end tests for web and mobile apps.',
    'Generates API tests from traffic and OpenAPI documents.',
    'Visual regression checks with learned baselines.',
    'Selects the tests that matter for each code change.',
    'Autonomous exploratory testing agents in the cloud.',
    'Turns plain-language scenarios into stable automation.',
    'Finds and quarantines flaky tests in CI pipelines.',
    'Privacy-safe synthetic test data on demand.',
    'Load testing with anomaly detection built in.',
    'Accessibility audits that run on every pull request.',
  ],
  seniority: [
    ['Junior', 'Associate', 'Graduate'],
    ['', 'Software', 'QA'],
    ['Senior', 'Senior', 'Experienced'],
    ['Lead', 'Principal', 'Staff'],
  ],
  focus:
    'AI Test Automation,Test Automation,Quality,Performance Test,Mobile Test,API Test,Machine Learning QA,Accessibility Test,Test Data,DevOps Quality,Security Test,Game QA'.split(
      ',',
    ),
  jobRole: 'Engineer,Engineer,Specialist,Analyst,Architect,Developer,Consultant,Manager'.split(','),
  jobLevel: ['entry', 'mid', 'senior', 'lead'],
  jobType: ['full-time', 'full-time', 'full-time', 'contract', 'remote', 'part-time'],
  places: [
    'Austin|TX|USA|USD|1000',
    'Seattle|WA|USA|USD|1000',
    'New York|NY|USA|USD|1000',
    'San Francisco|CA|USA|USD|1000',
    'Bengaluru|Karnataka|India|INR|30000',
    'Pune|Maharashtra|India|INR|30000',
    'Hyderabad|Telangana|India|INR|30000',
    'Berlin|Berlin|Germany|EUR|900',
    'Munich|Bavaria|Germany|EUR|900',
    'London|England|United Kingdom|GBP|800',
    'Toronto|Ontario|Canada|CAD|1300',
    'Sydney|NSW|Australia|AUD|1400',
    'Amsterdam|North Holland|Netherlands|EUR|900',
    'Dublin|Leinster|Ireland|EUR|900',
    'Warsaw|Masovia|Poland|EUR|600',
  ],
  skill:
    'Playwright,Cypress,Selenium,TypeScript,Python,Java,CI/CD,Kubernetes,REST APIs,GraphQL,LLM evaluation,Prompt testing,Visual testing,k6,JMeter,Appium,SQL,Accessibility (WCAG),Test strategy,Mentoring'.split(
      ',',
    ),
  jobSentence: [
    'You will design and grow our automated test suites across web, API and mobile.',
    'Our platform ships several times a day and quality gates run on every change.',
    'You will pair with developers to keep flaky tests out of the pipeline.',
    'We use AI-assisted tools to generate, heal and prioritise tests.',
    'You will own the test strategy for a product used by millions of people.',
    'The team values clear bug reports, small pull requests and blameless reviews.',
    'You will evaluate machine-learning features for accuracy, bias and regressions.',
    'Remote-friendly team with a yearly learning budget and conference travel.',
    'You will build tooling that lets every engineer test their own changes.',
    'Experience with performance and reliability testing is a strong plus.',
  ],
  webinarHead: 'Hands-on:,Live demo:,Ask me anything:,Deep dive:,Workshop:,Panel:,Case study:,Masterclass:'.split(','),
  subject:
    'self-healing locators,flaky test triage,AI-generated API tests,visual regression at scale,risk-based test selection,testing LLM features,synthetic test data,accessibility in CI,load testing with anomaly detection,mobile test farms,contract testing,test observability'.split(
      ',',
    ),
  subjectTitle:
    'Self-Healing Locators,Flaky Test Triage,AI-Generated API Tests,Visual Regression at Scale,Risk-Based Test Selection,Testing LLM Features,Synthetic Test Data,Accessibility in CI,Load Testing with Anomaly Detection,Mobile Test Farms,Contract Testing,Test Observability'.split(
      ',',
    ),
  webinarTail: ['', ' in practice', ' for beginners', ' without the hype', ' at enterprise scale', ' in 45 minutes'],
  webLevel: ['beginner', 'intermediate', 'advanced', 'all-levels'],
  certHead: 'Certified,Professional,Foundation,Advanced,Practitioner'.split(','),
  certWhat: 'AI Test Engineer,Test Automation Specialist,Quality Engineer,Performance Tester,ML Model Tester,Accessibility Tester'.split(','),
  courseHead: 'Introduction to,Mastering,Practical,Applied,Modern,Hands-on'.split(','),
  question: [
    'How do you handle',
    'Best tools for',
    'Is anyone using AI for',
    'Lessons learned from',
    'Struggling with',
    'What metrics do you use for',
    'Tips for',
    'Moving away from',
  ],
  tail: ['?', ' in 2026?', ' at scale?', ' in a small team?', ' with Playwright?', ' in CI?'],
  category: 'General,Automation,AI Tools,Careers,Performance,Accessibility,CI/CD,Test Data'.split(','),
  tag: 'flaky,playwright,cypress,selenium,ai,llm,ci,api,mobile,visual,performance,a11y,data,career,strategy,tools,jest,k6'.split(','),
  post: [
    'We run about two thousand end-to-end tests on every merge and a few of them fail at random.',
    'Our team moved from Selenium to Playwright last quarter and the suite got much faster.',
    'I would love to hear how others review tests that an AI tool generated.',
    'Retries hide the problem; we quarantine and track every flaky test instead.',
    'Management asks for coverage numbers, but I think escaped defects tell more.',
    'We compare screenshots per component rather than per page to cut the noise.',
    'The hardest part is test data: production copies are not an option for us.',
    'Has anyone measured how much time self-healing locators really save?',
    'Our accessibility checks block the merge only for serious violations.',
    'Load tests run nightly against a staging copy with synthetic traffic.',
  ],
  reply: [
    'Same here. Tagging the flaky ones and tracking them weekly helped us most.',
    'We tried that and rolled it back; the maintenance cost was too high.',
    'Have a look at contract tests for that part, they are much faster.',
    'Great question. We review healed selectors in a weekly report.',
    'Seconding this. Small, independent tests made the biggest difference.',
    'It depends on the team size, but start with the riskiest flows.',
    'We use a mix: generated tests for coverage, hand-written ones for the critical paths.',
    'Thanks, this saved me a day of debugging.',
  ],
};

/** A text[] literal of our own word lists (no user input ever reaches it). */
function arr(list: readonly string[]): string {
  for (const w of list) if (w.includes("'") || w.includes('\\')) throw new Error(`word list entry with a quote: ${w}`);
  return `array[${list.map((w) => `'${w}'`).join(',')}]::text[]`;
}

/** Builds the SQL expressions of one generated table: `h(salt)` is a non-negative hash of the row number and seed. */
function gen(seed: number, row = 'g') {
  const h = (salt: number, r = row) => `(hashint8((${r})::bigint * 1000003 + ${salt * 7919 + seed * 104729})::bigint & 2147483647)`;
  const pick = (list: readonly string[], salt: number, r = row) => `(${arr(list)})[1 + ${h(salt, r)} % ${list.length}]`;
  const id = (kind: string, r = row) => `md5('${seed}:${kind}:' || (${r}))::uuid`;
  return { h, pick, id };
}

/** Vendor slug of vendor number k (0-based): word parts plus the number, always a valid slug and unique. */
const vendorSlug = (k: string) =>
  `lower((${arr(words.vendorHead)})[1 + (${k}) % ${words.vendorHead.length}] || (${arr(words.vendorTail)})[1 + ((${k}) / ${words.vendorHead.length}) % ${words.vendorTail.length}]) || '-' || (${k})`;
const vendorName = (k: string) =>
  `(${arr(words.vendorHead)})[1 + (${k}) % ${words.vendorHead.length}] || (${arr(words.vendorTail)})[1 + ((${k}) / ${words.vendorHead.length}) % ${words.vendorTail.length}] || ' ' || (${k})`;

export async function seedScale(db: Db, options: ScaleOptions, log: (line: string) => void = () => {}): Promise<ScaleCounts> {
  const o = options;
  const s = o.seed;
  const passwordHash = await hashPassword('demo1234');
  const counts = {} as ScaleCounts;
  const series = (n: number) => `generate_series(0::bigint, ${Math.max(0, n) - 1}) as g`;
  const vendorOf = (salt: number, r = 'g') => vendorSlug(`${gen(s).h(salt, r)} % ${o.vendors}`);
  const member = (salt: number, r = 'g') => gen(s).id('user', `${gen(s).h(salt, r)} % ${o.members}`);

  await db.transaction(async (tx) => {
    const q = async (key: keyof ScaleCounts, query: string) => {
      const t0 = performance.now();
      const r = (await tx.execute(sql.raw(query))) as { rowCount?: number | null; affectedRows?: number };
      counts[key] = Number(r.rowCount ?? r.affectedRows ?? 0);
      log(`${key.padEnd(15)} ${String(counts[key]).padStart(8)} rows  ${Math.round(performance.now() - t0)} ms`);
    };
    // Large fills: a table's GIN indexes (full text, trigrams) are dropped and built again after its rows are in, which
    // is several times faster than maintaining them row by row (1M jobs: minutes instead of tens of minutes).
    const rebuilt = new Map<string, string[]>();
    const dropGin = async (table: string, rows: number) => {
      if (rows < BULK_ROWS) return;
      await tx.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
      const defs = rowsOf<{ name: string; def: string }>(
        await tx.execute(sql`select indexname as name, indexdef as def from pg_indexes
          where schemaname = current_schema() and tablename = ${table} and indexdef ilike '% using gin %'`),
      );
      for (const d of defs) await tx.execute(sql.raw(`drop index "${d.name}"`));
      rebuilt.set(
        table,
        defs.map((d) => d.def),
      );
    };
    const buildGin = async (table: string) => {
      const t0 = performance.now();
      for (const def of rebuilt.get(table) ?? []) await tx.execute(sql.raw(def));
      if (rebuilt.has(table)) log(`${`${table} GIN`.padEnd(24)} rebuilt  ${Math.round(performance.now() - t0)} ms`);
    };
    const { h, pick, id } = gen(s);

    await q(
      'members',
      `insert into users (id, email, password_hash, email_confirmed_at, created_at, updated_at)
       select ${id('user')}, 'member' || g || '.s${s}@scale.example.com', '${passwordHash.replace(/'/g, "''")}',
              now() - (${h(1)} % 700) * interval '1 day', now() - (${h(1)} % 700) * interval '1 day' - interval '1 hour', now()
       from ${series(o.members)} on conflict do nothing`,
    );
    await tx.execute(
      sql.raw(`insert into profiles (id, email, full_name, job_title, company, is_pro, created_at, updated_at)
       select ${id('user')}, 'member' || g || '.s${s}@scale.example.com', ${pick(words.first, 2)} || ' ' || ${pick(words.last, 3)},
              ${pick(words.role, 4)}, ${pick(words.company, 5)}, ${h(6)} % 20 = 0,
              now() - (${h(1)} % 700) * interval '1 day' - interval '1 hour', now()
       from ${series(o.members)} on conflict do nothing`),
    );
    await tx.execute(sql.raw(`insert into user_notifications (user_id) select ${id('user')} from ${series(o.members)} on conflict do nothing`));
    await tx.execute(sql.raw(`insert into digest_preferences (user_id) select ${id('user')} from ${series(o.members)} on conflict do nothing`));

    await q(
      'vendors',
      `insert into vendors (id, name, website_url, description, domain_name, created_at, updated_at)
       select ${vendorSlug('g')}, ${vendorName('g')}, 'https://' || ${vendorSlug('g')} || '.example.com', ${pick(words.vendorWhat, 10)},
              ${vendorSlug('g')} || '.example.com', now() - (${h(11)} % 900) * interval '1 day', now()
       from ${series(o.vendors)} on conflict do nothing`,
    );

    // Jobs: the title's seniority word matches the experience level, the salary's currency the country.
    await dropGin('jobs', o.jobs);
    await q(
      'jobs',
      `insert into jobs (id, vendor_id, job_title, job_description, job_type, experience_level, location_city, location_state,
                         location_country, salary_min, salary_max, salary_currency, posted_date, job_page_url, requirements, status,
                         created_at, updated_at)
       select id, vendor_id,
              trim(regexp_replace((${arr(words.seniority.flat())})[1 + lv * 3 + ${h(21)} % 3] || ' ' || ${pick(words.focus, 22)} || ' ' || ${pick(words.jobRole, 23)}, ' +', ' ', 'g')),
              ${pick(words.jobSentence, 24)} || ' ' || ${pick(words.jobSentence, 25)} || ' ' || ${pick(words.jobSentence, 26)},
              ${pick(words.jobType, 27)}, (${arr(words.jobLevel)})[1 + lv],
              split_part(place, '|', 1), split_part(place, '|', 2), split_part(place, '|', 3),
              sal, sal + (10 + ${h(28)} % 50) * split_part(place, '|', 5)::int, split_part(place, '|', 4),
              current_date - (${h(29)} % 180)::int, 'https://careers.example.com/jobs/' || g,
              array[${pick(words.skill, 30)}, (${arr(words.skill)})[1 + (${h(30)} + 1 + ${h(31)} % 5) % ${words.skill.length}],
                    (${arr(words.skill)})[1 + (${h(30)} + 6 + ${h(32)} % 7) % ${words.skill.length}]],
              case when ${h(33)} % 20 = 0 then 'closed' when ${h(33)} % 20 = 1 then 'inactive' else 'active' end,
              now() - (${h(29)} % 180) * interval '1 day', now()
       from (select g, ${id('job')} as id, ${vendorOf(20)} as vendor_id, (${h(34)} % 4)::int as lv, ${pick(words.places, 35)} as place,
                    ((30 + ${h(36)} % 120) * split_part(${pick(words.places, 35)}, '|', 5)::int) as sal
             from ${series(o.jobs)}) j
       on conflict do nothing`,
    );
    await buildGin('jobs');

    // Webinars: past ones are completed (some cancelled, most with a recording), future ones upcoming.
    await q(
      'webinars',
      `insert into webinars (id, vendor_id, title, description, start_time, end_time, duration_minutes, registration_url, webinar_url,
                             recording_url, status, experience_level, created_at, updated_at)
       select id, vendor_id, title, description, st, st + dur * interval '1 minute', dur,
              'https://events.example.com/register/' || g, 'https://events.example.com/live/' || g,
              case when st < now() and ${h(41)} % 4 <> 0 then 'https://videos.example.com/recordings/' || g end,
              case when ${h(42)} % 25 = 0 then 'cancelled' when st < now() then 'completed' else 'upcoming' end,
              ${pick(words.webLevel, 43)}, st - interval '30 days', now()
       from (select g, ${id('webinar')} as id, ${vendorOf(40)} as vendor_id,
                    ${pick(words.webinarHead, 44)} || ' ' || ${pick(words.subjectTitle, 45)} || ${pick(words.webinarTail, 46)} as title,
                    'Join us for ' || ${pick(words.subject, 45)} || '. ' || ${pick(words.jobSentence, 47)} || ' Bring your questions.' as description,
                    date_trunc('hour', now()) + ((${h(48)} % 455) - 365) * interval '1 day' + (${h(49)} % 10) * interval '1 hour' as st,
                    (array[30, 45, 60, 60, 90])[1 + ${h(50)} % 5] as dur
             from ${series(o.webinars)}) w
       on conflict do nothing`,
    );

    await q(
      'certifications',
      `insert into certifications (id, vendor_id, name, description, certification_link, created_at, updated_at)
       select ${id('cert')}, ${vendorOf(60)}, ${pick(words.certHead, 61)} || ' ' || ${pick(words.certWhat, 62)} || ' (' || ${vendorName(`${h(60)} % ${o.vendors}`)} || ')',
              'Covers ' || ${pick(words.subject, 63)} || ' and ' || ${pick(words.subject, 64)} || '. Online exam, 90 minutes.',
              'https://learn.example.com/certifications/' || g, now() - (${h(65)} % 700) * interval '1 day', now()
       from ${series(o.certifications)} on conflict do nothing`,
    );
    await q(
      'courses',
      `insert into ai_courses (id, vendor_id, name, description, course_link, created_at, updated_at)
       select ${id('course')}, ${vendorOf(70)}, ${pick(words.courseHead, 71)} || ' ' || ${pick(words.subjectTitle, 72)},
              'A self-paced course on ' || ${pick(words.subject, 72)} || ' with ' || (3 + ${h(73)} % 12) || ' hands-on labs.',
              'https://learn.example.com/courses/' || g, now() - (${h(74)} % 700) * interval '1 day', now()
       from ${series(o.courses)} on conflict do nothing`,
    );
    await q(
      'updates',
      `insert into product_updates (id, vendor_id, product_name, version, features, release_date, release_notes_url, created_at, updated_at)
       select ${id('update')}, ${vendorOf(80)}, ${vendorName(`${h(80)} % ${o.vendors}`)} || ' Platform',
              (1 + ${h(81)} % 6) || '.' || (${h(82)} % 20) || '.' || (${h(83)} % 10),
              array['Faster ' || ${pick(words.subject, 84)}, 'New dashboard for ' || ${pick(words.subject, 85)}, ${pick(words.skill, 86)} || ' support'],
              current_date - (${h(87)} % 365)::int, 'https://docs.example.com/release-notes/' || g,
              now() - (${h(87)} % 365) * interval '1 day', now()
       from ${series(o.updates)} on conflict do nothing`,
    );
    await q(
      'trials',
      `insert into product_trials (id, vendor_id, product_name, description, access_link, start_date, end_date, trial_period_days, status,
                                   is_featured, created_at, updated_at)
       select ${id('trial')}, ${vendorOf(90)}, ${vendorName(`${h(90)} % ${o.vendors}`)} || ' ' || (array['Pro','Cloud','Enterprise','Studio'])[1 + ${h(91)} % 4],
              left('Try ' || ${pick(words.subject, 92)} || ' on your own project. ' || ${pick(words.vendorWhat, 93)}, 500),
              'https://trials.example.com/access/' || g,
              now() - (${h(94)} % 60) * interval '1 day', now() + (10 + ${h(95)} % 120) * interval '1 day',
              (array[7, 14, 14, 30])[1 + ${h(96)} % 4], case when ${h(97)} % 10 = 0 then 'inactive' else 'active' end, ${h(98)} % 10 = 0,
              now() - (${h(94)} % 60) * interval '1 day', now()
       from ${series(o.trials)} on conflict do nothing`,
    );

    // Forum: topics by generated members; replies after their topic; reply_count then set from the rows.
    await dropGin('forum_topics', o.topics);
    const topicCreated = (r: string) => `(now() - (${h(101, r)} % 720) * interval '1 day' - (${h(102, r)} % 1440) * interval '1 minute')`;
    await q(
      'topics',
      `insert into forum_topics (id, user_id, title, content, tags, category, upvotes, downvotes, views, is_locked, created_at, updated_at)
       select ${id('topic')}, ${member(103)},
              ${pick(words.question, 104)} || ' ' || ${pick(words.subject, 105)} || ${pick(words.tail, 106)},
              ${pick(words.post, 107)} || ' ' || ${pick(words.post, 108)} || E'\\n\\n' || ${pick(words.post, 109)},
              array[${pick(words.tag, 110)}, (${arr(words.tag)})[1 + (${h(110)} + 1 + ${h(111)} % 8) % ${words.tag.length}]],
              ${pick(words.category, 112)}, ${h(113)} % 60, ${h(114)} % 5, ${h(115)} % 3000, ${h(116)} % 200 = 0,
              ${topicCreated('g')}, ${topicCreated('g')}
       from ${series(o.topics)} on conflict do nothing`,
    );
    await buildGin('forum_topics');
    if (o.topics > 0) {
      await q(
        'replies',
        `insert into forum_replies (id, topic_id, user_id, content, upvotes, downvotes, created_at, updated_at)
         select ${id('reply')}, ${id('topic', 't')}, ${member(121)}, ${pick(words.reply, 122)} || ' ' || ${pick(words.post, 123)},
                ${h(124)} % 25, ${h(125)} % 3, ${topicCreated('t')} + (1 + ${h(126)} % 4000) * interval '1 minute',
                ${topicCreated('t')} + (1 + ${h(126)} % 4000) * interval '1 minute'
         from (select g, ${h(120)} % ${o.topics} as t from ${series(o.replies)}) r
         on conflict do nothing`,
      );
      await tx.execute(
        sql.raw(`update forum_topics t set reply_count = c.n
                 from (select topic_id, count(*)::int as n from forum_replies group by topic_id) c
                 where c.topic_id = t.id and t.reply_count <> c.n`),
      );
    } else counts.replies = 0;

    // Likes: member g % members likes item (g / members + member * 7919) of a type; (member, type, item) is unique
    // while an item count exceeds likes / members. Each like carries its item's vendor, as the app records it.
    const likeTypes = [
      ['job', 'job', o.jobs, 20, 12],
      ['webinar', 'webinar', o.webinars, 40, 4],
      ['ai_course', 'course', o.courses, 70, 2],
      ['certification', 'cert', o.certifications, 60, 1],
      ['product_update', 'update', o.updates, 80, 1],
    ] as const;
    const weight = likeTypes.reduce((t, x) => t + (x[2] > 0 ? x[4] : 0), 0);
    let likes = 0;
    let offset = 0;
    for (const [type, kind, n, vendorSalt, w] of likeTypes) {
      if (n === 0 || o.members === 0) continue;
      const share = type === 'product_update' ? o.likes - offset : Math.round((o.likes * w) / weight);
      const item = `((g / ${o.members} + (g % ${o.members}) * 7919) % ${n})`;
      const r = (await tx.execute(
        sql.raw(`insert into user_likes (id, user_id, content_type, content_id, vendor_id, created_at)
                 select ${id(`like:${type}`)}, ${id('user', `g % ${o.members}`)}, '${type}', ${id(kind, item)}, ${vendorOf(vendorSalt, item)},
                        now() - (${h(130)} % 365) * interval '1 day'
                 from ${series(share)} on conflict do nothing`),
      )) as { rowCount?: number | null; affectedRows?: number };
      likes += Number(r.rowCount ?? r.affectedRows ?? 0);
      offset += share;
    }
    counts.likes = likes;
    log(`${'likes'.padEnd(15)} ${String(likes).padStart(8)} rows`);

    // The demo member (when the demo seed ran) likes some generated jobs: a signed-in read with data behind it.
    if (o.jobs > 0) {
      const item = `(g * 97 % ${o.jobs})`;
      await tx.execute(
        sql.raw(`insert into user_likes (id, user_id, content_type, content_id, vendor_id)
                 select ${id('like:demo')}, u.id, 'job', ${id('job', item)}, ${vendorOf(20, item)}
                 from users u, ${series(Math.min(50, o.jobs))} where u.email = 'member@example.com' on conflict do nothing`),
      );
    }

    // Registrations: reminders marked sent, so starting the server does not mail thousands of members.
    await q(
      'registrations',
      o.webinars > 0 && o.members > 0
        ? `insert into webinar_registrations (id, webinar_id, user_id, reminder_24h_sent_at, reminder_1h_sent_at, created_at)
           select ${id('registration')}, ${id('webinar', `(g / ${o.members} + (g % ${o.members}) * 31) % ${o.webinars}`)}, ${id('user', `g % ${o.members}`)},
                  now(), now(), now() - (${h(140)} % 90) * interval '1 day'
           from ${series(o.registrations)} on conflict do nothing`
        : 'select 1 where false',
    );
  });
  // VACUUM as well as ANALYZE: a bulk fill leaves the visibility map unset, so until autovacuum comes by every
  // index-only walk (deep pages, sorts) fetches heap rows and the planner prefers a scan and sort. A grown
  // production table has been vacuumed; the generated one should be measured in that state too.
  await db.execute(sql.raw('vacuum analyze'));
  return counts;
}

/** Row counts of the generated kinds (for the report and the test). */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(
      sql.raw(`select (select count(*)::int from jobs) as jobs, (select count(*)::int from forum_topics) as topics,
                      (select count(*)::int from users) as users, (select count(*)::int from user_likes) as likes,
                      (select count(*)::int from webinars) as webinars, (select count(*)::int from vendors) as vendors,
                      (select count(*)::int from forum_replies) as replies`),
    ),
  );
  return row ?? {};
}
