import { createHash } from 'node:crypto';
import { CONSENT_WORDING_KEY, consentWordings } from '@portal/shared/consent';
import { sql } from 'drizzle-orm';
import { topicSlug } from '@portal/shared/topics';
import { hashPassword } from '../../lib/auth.ts';
import type { Db } from '../client.ts';
import { rowsOf } from '../client.ts';
import { profiles, users } from '../schema/accounts.ts';
import { userLikes, userTrialActivations, webinarRegistrations } from '../schema/activity.ts';
import { discountCodes, userSubscriptions } from '../schema/billing.ts';
import { aiCourses, certifications, jobs, productTrials, productUpdates, topics, vendors, webinars } from '../schema/catalog.ts';
import { leadConsentEvents, leadConsents } from '../schema/consent.ts';
import { forumReplies, forumTopics } from '../schema/forum.ts';
import { digestPreferences, userNotifications } from '../schema/notifications.ts';
import { emailTemplates } from '../schema/system.ts';
import { seedViews } from './seed-views.ts';
import { seedVendorReview } from './seed-vendor-review.ts';
import { seedChoose } from './seed-choose.ts';

export const DEMO_PASSWORD = 'demo1234';

/** Deterministic UUID from a name, so the seed is repeatable and idempotent. */
export function seedId(name: string): string {
  const h = createHash('sha1').update(`portal-seed:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Demo logos are small SVG files shipped with the web app (apps/web/public/vendor-logos), linked by a site path. */
export const demoLogoUrl = (vendorId: string) => `/vendor-logos/${vendorId}.svg`;

/**
 * A demo webinar's 16:9 title card in its vendor's colour: an SVG file shipped with the web app
 * (apps/web/public/webinar-thumbs, written from `webinarThumbSvg`; a test keeps the two equal), linked by a
 * site path as a real deployment links its images. As data URIs they were two thirds of the landing answer's
 * compressed bytes and came again in every page's server state (docs/decisions/1301, Session 2026-11-24).
 */
export const demoThumbUrl = (topic: number, vendorId: string) => `/webinar-thumbs/${topic}-${vendorId}.svg`;

export function webinarThumbSvg(title: string, color: string): string {
  const words = title.split(' ');
  const lines: string[] = [];
  for (const w of words) {
    const last = lines.at(-1);
    if (last && `${last} ${w}`.length <= 22) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  const text = lines
    .slice(0, 3)
    .map(
      (l, i) =>
        `<text x="40" y="${150 + i * 44}" font-family="Arial,sans-serif" font-size="36" font-weight="700" fill="#fff">${l.replace(/&/g, '&amp;')}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" role="img"><title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><circle cx="560" cy="70" r="120" fill="#fff" fill-opacity="0.08"/><text x="40" y="80" font-family="Arial,sans-serif" font-size="20" font-weight="700" fill="#fff" fill-opacity="0.8" letter-spacing="3">WEBINAR</text>${text}</svg>`;
  return svg;
}

/** The demo webinars' topics (one thumbnail per topic and vendor, see demoThumbUrl). */
export const demoWebinarTopics = [
  'Self-healing locators in practice',
  'Evaluating LLM features',
  'Visual AI for design systems',
  'Test data without the risk',
  'Killing flaky tests',
  'Autonomous exploratory testing',
  'AI in mobile QA',
  'Shift-left performance',
  'Accessible by default',
  'Risk-based test selection',
];

export const demoVendors = [
  ['quorvex', 'Quorvex', 'Self-healing end-to-end tests generated from user journeys.', '#4f46e5'],
  ['testloom', 'Testloom', 'AI test authoring that weaves API and UI checks together.', '#0891b2'],
  ['bugrella', 'Bugrella', 'Visual regression detection with machine-learned baselines.', '#db2777'],
  ['veriscopa', 'Veriscopa', 'Risk-based test selection powered by code-change analysis.', '#059669'],
  ['nimbral-qa', 'Nimbral QA', 'Cloud device lab with autonomous exploratory testing agents.', '#d97706'],
  ['cortexa-test', 'Cortexa Test', 'Natural-language test cases compiled to robust automation.', '#7c3aed'],
  ['flakeless', 'Flakeless', 'Finds, quarantines and explains flaky tests in your pipeline.', '#dc2626'],
  ['synthwright', 'Synthwright', 'Synthetic test data generation with privacy guarantees.', '#2563eb'],
  ['prowlr', 'Prowlr', 'Autonomous crawler that maps your app and writes smoke tests.', '#65a30d'],
  ['assertia', 'Assertia', 'LLM-assisted assertion suggestions for existing suites.', '#0d9488'],
  ['zephyrix', 'Zephyrix', 'Performance testing with AI-detected anomalies.', '#9333ea'],
  ['kestrel-labs', 'Kestrel Labs', 'Accessibility testing copilot for product teams.', ''],
] as const;

const cities = [
  ['Austin', 'TX', 'USA'],
  ['Seattle', 'WA', 'USA'],
  ['New York', 'NY', 'USA'],
  ['Bengaluru', 'Karnataka', 'India'],
  ['Pune', 'Maharashtra', 'India'],
  ['Berlin', 'Berlin', 'Germany'],
  ['London', 'England', 'United Kingdom'],
  ['Toronto', 'Ontario', 'Canada'],
  ['Sydney', 'NSW', 'Australia'],
  ['Amsterdam', 'North Holland', 'Netherlands'],
  ['Denver', 'CO', 'USA'],
  ['Dublin', 'Leinster', 'Ireland'],
] as const;
const currencyFor: Record<string, string> = {
  USA: 'USD',
  India: 'INR',
  Germany: 'EUR',
  'United Kingdom': 'GBP',
  Canada: 'CAD',
  Australia: 'AUD',
  Netherlands: 'EUR',
  Ireland: 'EUR',
};
/** Each title carries the level it implies and its own description and requirements. */
const jobTitles: { title: string; level: 'entry' | 'mid' | 'senior' | 'lead'; summary: string; needs: string[] }[] = [
  {
    title: 'AI Test Automation Engineer',
    level: 'mid',
    summary: 'Build and maintain UI and API suites that use self-healing locators, and tune the healing rules with the product team.',
    needs: ['3+ years of test automation', 'TypeScript or Python', 'Experience with CI pipelines'],
  },
  {
    title: 'Senior SDET, Machine Learning Platforms',
    level: 'senior',
    summary: 'Own the test strategy for model training and serving pipelines: data checks, contract tests and canary evaluation.',
    needs: ['6+ years as an SDET', 'Python and pytest', 'Experience testing data or ML pipelines'],
  },
  {
    title: 'QA Lead, Autonomous Testing',
    level: 'lead',
    summary: 'Lead a team of five engineers rolling out autonomous exploratory agents across our customer-facing apps.',
    needs: ['2+ years leading a QA team', 'Hands-on automation background', 'Comfort reporting quality metrics to leadership'],
  },
  {
    title: 'Junior QA Analyst',
    level: 'entry',
    summary: 'Learn modern testing alongside senior engineers: write test cases, triage AI-suggested failures and report bugs clearly.',
    needs: ['Curiosity and attention to detail', 'Basic SQL or scripting', 'Willingness to learn browser automation'],
  },
  {
    title: 'Test Architect (AI Tools)',
    level: 'senior',
    summary: 'Evaluate AI testing tools, design the reference architecture for our suites and coach teams on adopting it.',
    needs: ['8+ years in quality engineering', 'Experience designing test frameworks', 'Hands-on with at least one AI testing tool'],
  },
  {
    title: 'Playwright Automation Engineer',
    level: 'mid',
    summary: 'Grow our Playwright suite, cut its runtime with sharding and keep it green with smart retries and trace reviews.',
    needs: ['Playwright or Cypress in production', 'TypeScript', 'GitHub Actions or GitLab CI'],
  },
  {
    title: 'ML Model Validation Engineer',
    level: 'mid',
    summary: 'Design evaluation sets and regression checks for our LLM features, and track accuracy, bias and drift release over release.',
    needs: ['Python and pandas', 'Understanding of evaluation metrics', 'Experience with LLM tooling'],
  },
  {
    title: 'Quality Engineering Manager',
    level: 'lead',
    summary: 'Manage two squads of quality engineers, set the testing roadmap and partner with product on release readiness.',
    needs: ['3+ years managing engineers', 'Background in test automation', 'Clear written communication'],
  },
  {
    title: 'Performance Test Engineer',
    level: 'mid',
    summary: 'Run load and soak tests, replace fixed thresholds with anomaly detection and help teams fix the bottlenecks found.',
    needs: ['k6, Gatling or JMeter', 'Reading flame graphs and traces', 'Cloud infrastructure basics'],
  },
  {
    title: 'Mobile Test Automation Specialist',
    level: 'senior',
    summary: 'Automate our Android and iOS apps on a cloud device lab, using visual AI to detect elements that resist locators.',
    needs: ['Appium or Maestro', '5+ years of mobile testing', 'Experience with device farms'],
  },
];
const types = ['full-time', 'part-time', 'contract', 'remote'] as const;

/** Each vendor's two releases, in the order of demoVendors: what that product would really ship. */
const updateFeatures: string[][][] = [
  [
    ['Healing now explains each changed locator with a before/after screenshot', 'Journey recorder for single-page apps', 'Slack alerts for healed steps'],
    ['Healing rules per environment', 'Playwright 1.5x runner support', 'Bulk approve or revert of healed locators'],
  ],
  [
    ['API and UI steps in one test file', 'Contract checks generated from OpenAPI', 'GraphQL request recording'],
    ['Test authoring from Jira acceptance criteria', 'Reusable data fixtures across API and UI', 'Faster local runs with cached sessions'],
  ],
  [
    ['Baselines per design-system theme', 'Anti-aliasing noise filter for Safari', 'Figma frame comparison'],
    ['Dynamic region detection for ads and dates', 'Review queue shared with designers', 'Storybook integration'],
  ],
  [
    ['Test impact map from line coverage', 'Merge-queue mode that selects per batch', 'Missed-failure report'],
    ['Monorepo support for Nx and Turborepo', 'Selection confidence score per pull request', 'Jest and pytest plug-ins'],
  ],
  [
    ['Exploration agents for Android 15 and iOS 18', 'Crash clustering across devices', 'Session video with tapped elements'],
    ['Real-device network throttling profiles', 'Agent paths exported as Appium scripts', 'New devices in the Frankfurt lab'],
  ],
  [
    ['Plain-English steps compiled to Playwright', 'Step suggestions from your app map', 'Reviewer mode for product owners'],
    ['Multilingual test cases (German, Spanish, Japanese)', 'Git-synced test specs', 'Flaky step detection in compiled tests'],
  ],
  [
    ['Improved flaky test report', 'Automatic quarantine with an owner and an expiry', 'Retry analytics per test'],
    ['Root-cause hints for timing and order dependence', 'Buildkite and CircleCI collectors', 'Weekly flakiness digest'],
  ],
  [
    ['Synthetic customers with realistic purchase histories', 'Differential privacy report for auditors', 'PostgreSQL and MySQL subsetting'],
    ['Synthetic IBANs and card numbers that pass validation', 'Referential integrity across 40 tables', 'Data refresh on every preview environment'],
  ],
  [
    ['Crawler maps single-page apps behind login', 'Smoke tests generated from the app map', 'Broken-link and dead-end report'],
    ['Nightly re-crawl with change summary', 'Role-based crawling for admin and member views', 'Exports to Cypress'],
  ],
  [
    ['Assertion suggestions inside VS Code', 'Weak-assertion finder for existing suites', 'Snapshot-to-assertion conversion'],
    ['Assertion review in pull requests', 'Support for pytest and JUnit 5', 'Team-wide assertion style rules'],
  ],
  [
    ['Latency anomaly detection on k6 results', 'Baseline per endpoint and release', 'Flame-graph links from failed checks'],
    ['Soak-test scheduling with cost caps', 'Gatling and JMeter importers', 'p99 regression alerts in pull requests'],
  ],
  [
    ['WCAG 2.2 rules in component tests', 'Focus-order visualiser', 'Colour-contrast fixes suggested in code'],
    ['Screen-reader transcript recording', 'Accessibility gate for pull requests', 'VPAT report export'],
  ],
];

/** Yearly pay by currency and level (market ranges for test engineers, rounded), in the currency's units. */
const payByLevel: Record<string, Record<'entry' | 'mid' | 'senior' | 'lead', number>> = {
  USD: { entry: 72_000, mid: 105_000, senior: 145_000, lead: 170_000 },
  INR: { entry: 600_000, mid: 1_400_000, senior: 2_800_000, lead: 4_000_000 },
  EUR: { entry: 46_000, mid: 62_000, senior: 80_000, lead: 95_000 },
  GBP: { entry: 38_000, mid: 55_000, senior: 75_000, lead: 90_000 },
  CAD: { entry: 68_000, mid: 92_000, senior: 122_000, lead: 140_000 },
  AUD: { entry: 80_000, mid: 110_000, senior: 145_000, lead: 170_000 },
};
/** Cities that pay above their country's usual band. */
const cityFactor: Record<string, number> = { Seattle: 1.15, 'New York': 1.15, Bengaluru: 1.1, London: 1.1, Amsterdam: 1.05, Dublin: 1.05 };
const round = (n: number, step: number) => Math.round(n / step) * step;
/** A job's pay range: the level's band in that currency, adjusted for the city, max about 30% over min. */
export function salaryBand(currency: string, city: string, level: 'entry' | 'mid' | 'senior' | 'lead'): [number, number] {
  const base = (payByLevel[currency] ?? (payByLevel.USD as Record<typeof level, number>))[level] * (cityFactor[city] ?? 1);
  const step = currency === 'INR' ? 100_000 : 1_000;
  return [round(base, step), round(base * 1.3, step)];
}

/** Seeds the demo data into an empty database. Returns false when data is already there. */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<boolean> {
  const [existing] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from vendors`));
  if ((existing?.n ?? 0) > 0) return false;

  const t = (ms: number) => new Date(now.getTime() + ms);
  const day = (n: number) =>
    t(n * DAY)
      .toISOString()
      .slice(0, 10);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const accounts = [
      { key: 'admin', email: 'admin@example.com', fullName: 'Avery Admin', isAdmin: true, isPro: false, jobTitle: 'Community Lead', company: 'AI Testing Hub' },
      {
        key: 'member',
        email: 'member@example.com',
        fullName: 'Morgan Member',
        isAdmin: false,
        isPro: false,
        jobTitle: 'QA Engineer',
        company: 'Northwind Apps',
      },
      { key: 'pro', email: 'pro@example.com', fullName: 'Priya Pro', isAdmin: false, isPro: true, jobTitle: 'Test Architect', company: 'Contoso Health' },
      { key: 'manager', email: 'manager@example.com', fullName: 'Mika Manager', isAdmin: false, isPro: false, jobTitle: 'Partner Manager', company: 'Quorvex' },
    ];
    for (const a of accounts) {
      const id = seedId(`user:${a.key}`);
      await tx.insert(users).values({ id, email: a.email, passwordHash, emailConfirmedAt: now }).onConflictDoNothing();
      await tx
        .insert(profiles)
        .values({ id, email: a.email, fullName: a.fullName, isAdmin: a.isAdmin, isPro: a.isPro, jobTitle: a.jobTitle, company: a.company })
        .onConflictDoNothing();
      await tx.insert(userNotifications).values({ userId: id }).onConflictDoNothing();
      await tx
        .insert(digestPreferences)
        .values({ userId: id, weeklyDigest: a.key !== 'admin', dailyDigest: a.isPro, preferredVendors: ['quorvex', 'testloom'] })
        .onConflictDoNothing();
    }
    const uid = (k: string) => seedId(`user:${k}`);

    await tx
      .insert(userSubscriptions)
      .values({
        id: seedId('sub:pro'),
        userId: uid('pro'),
        planType: 'yearly',
        status: 'active',
        startDate: t(-40 * DAY),
        endDate: t(325 * DAY),
        discountPercentage: 10,
      })
      .onConflictDoNothing();
    await tx
      .insert(discountCodes)
      .values([
        { id: seedId('code:welcome10'), code: 'WELCOME10', discountPercentage: 10 },
        { id: seedId('code:launch50'), code: 'LAUNCH50', discountPercentage: 50, maxUses: 100 },
        { id: seedId('code:freepro'), code: 'FREEPRO', discountPercentage: 100, maxUses: 5 },
        { id: seedId('code:expired'), code: 'SUMMER25', discountPercentage: 25, validUntil: t(-30 * DAY) },
      ])
      .onConflictDoNothing();

    await tx
      .insert(vendors)
      .values(
        demoVendors.map(([id, name, description, color], i) => ({
          id,
          name,
          description,
          logoUrl: color ? demoLogoUrl(id) : null,
          websiteUrl: `https://www.${id.replace(/-/g, '')}.example`,
          domainName: `${id.replace(/-/g, '')}.example`,
          vendorManagerEmail: i === 0 ? 'manager@example.com' : `partners@${id.replace(/-/g, '')}.example`,
        })),
      )
      .onConflictDoNothing();
    const vendorIds = demoVendors.map((v) => v[0]);
    const vend = (i: number) => vendorIds[i % vendorIds.length] as string;

    const topicNames = ['Self-healing tests', 'Visual testing', 'Test data', 'Flaky tests', 'LLM evaluation', 'Mobile testing', 'Performance', 'Accessibility'];
    await tx
      .insert(topics)
      .values(topicNames.map((name) => ({ id: seedId(`topic:${name}`), name, slug: topicSlug(name) })))
      .onConflictDoNothing();

    // 60 jobs: every currency, remote and on-site, US and non-US, all levels and types, some inactive or closed.
    // Each (role, variant) pair is its own title; pay follows the city's market and the role's level.
    const jobRows = Array.from({ length: 60 }, (_, i) => {
      const [city, state, country] = cities[i % cities.length] as readonly [string, string, string];
      const currency = i % 13 === 5 ? 'USD' : (currencyFor[country] ?? 'USD');
      const role = jobTitles[i % jobTitles.length] as (typeof jobTitles)[number];
      const level = role.level;
      const [low, high] = salaryBand(currency, city, level);
      const noSalary = i % 11 === 3;
      const onlyMin = i % 11 === 7;
      const onlyMax = i % 11 === 9;
      const variant = ['', ' (Hybrid)', ' (Contract)', ' II', ' (Remote-first)', ' III'][Math.floor(i / jobTitles.length)] ?? '';
      const title = `${role.title}${variant}`.trim().slice(0, 100);
      const [, vendorName, vendorDesc] = demoVendors[i % demoVendors.length] as (typeof demoVendors)[number];
      return {
        id: seedId(`job:${i}`),
        vendorId: vend(i),
        jobTitle: title,
        jobDescription: `${vendorName} is hiring in ${city}. What we make: ${vendorDesc} ${role.summary}`,
        jobType: types[Math.floor(i / 4) % 4] as string,
        experienceLevel: level,
        locationCity: city,
        locationState: state,
        locationCountry: country,
        salaryMin: noSalary || onlyMax ? null : low,
        salaryMax: noSalary || onlyMin ? null : high,
        salaryCurrency: currency,
        postedDate: day(-i),
        jobPageUrl: `https://careers.${vend(i).replace(/-/g, '')}.example/jobs/${i + 1}`,
        requirements: role.needs,
        status: i % 15 === 14 ? 'closed' : i % 10 === 9 ? 'inactive' : 'active',
        createdAt: t(-i * DAY),
      };
    });
    await tx.insert(jobs).values(jobRows).onConflictDoNothing();

    // 40 webinars around now: upcoming, live now, completed with and without recording, cancelled.
    const webinarTopics = demoWebinarTopics;
    // One description per topic ('flaky' appears only in its own topic: tests search for it).
    const webinarAbout = [
      'How healing engines pick a new locator when the DOM changes, how to review what they changed, and when to turn healing off.',
      'Building evaluation sets for chatbots and summarisers, scoring answers with rubrics and model graders, and keeping those checks stable in CI.',
      'Running visual AI on a component library: choosing baselines, ignoring anti-aliasing noise and reviewing diffs with designers.',
      'Generating synthetic customers, orders and payments that look real, with privacy guarantees your compliance team can sign off.',
      'Finding flaky tests from run history, quarantining them without losing coverage and fixing the usual root causes: timing, order and shared state.',
      'Letting an agent explore your app for crashes and dead ends, then turning its best paths into regression tests.',
      'Detecting elements visually on Android and iOS when accessibility ids are missing, and running the suite on a cloud device lab.',
      'Catching slow endpoints in pull requests with small load tests and anomaly detection instead of fixed thresholds.',
      'Adding automated accessibility checks to component tests and pipelines, and what a machine still cannot judge for you.',
      'Picking the tests a change can break from code coverage and history, so pull requests get feedback in minutes.',
    ];
    // Each later session is its own webinar with its own title (no 'part 2/3/4' copies); 'flaky' stays in topic 4 only.
    const laterTitles = [
      ['Reviewing what the healer changed', 'Self-healing at scale: 3,000 specs later', 'When to switch healing off'],
      ['Rubrics and model graders for chatbots', 'Regression-testing RAG answers', 'Red-teaming your LLM feature before launch'],
      ['Visual AI baselines that survive redesigns', 'Cross-browser rendering diffs without noise', 'Design review meets visual regression'],
      ['Synthetic payments data your auditors accept', 'Masking production data for staging', 'Seeding test environments in minutes'],
      ['Quarantine without losing coverage', 'Root causes of flaky tests: timing, order, state', 'A flaky-test budget for your pipeline'],
      ['Agents that find dead ends in your app', "Turning an explorer's paths into regression tests", 'Autonomous testing in a regulated product'],
      ['Visual locators on Android and iOS', 'Running 200 devices per pull request', 'Mobile release checks your store reviewers miss'],
      ['Load tests in every pull request', 'Anomaly detection instead of fixed thresholds', 'Profiling the slow endpoint your users hit'],
      ['Accessibility checks in component tests', 'What axe cannot judge: manual checks that matter', 'Screen-reader testing for busy teams'],
      ['Test impact analysis from coverage data', 'Minutes, not hours: selecting tests per change', 'Trusting risk-based selection in CI'],
    ];
    const sessionNotes = [
      'An introduction with live demos and time for questions.',
      'A customer case study, then a live Q&A.',
      'Rolling it out across teams, with real numbers from production suites.',
      'Pitfalls, metrics to watch and an open Q&A.',
    ];
    const agendas = [
      ['How healing engines choose a new locator', 'Reading the healing report', 'Guard rails: what must never heal', 'Q&A'],
      ['Building an evaluation set', 'Rubrics and model graders', 'Keeping LLM checks stable in CI', 'Q&A'],
      ['Choosing baselines for components', 'Ignoring rendering noise', 'Reviewing diffs with designers', 'Q&A'],
      ['Generating realistic synthetic records', 'Privacy guarantees and sign-off', 'Wiring data into test environments', 'Q&A'],
      ['Spotting flaky tests from run history', 'Quarantine rules', 'Fixing timing, order and shared state', 'Q&A'],
      ['Setting an agent loose safely', 'Triaging what it found', 'Promoting paths to regression tests', 'Q&A'],
      ['Visual element detection on devices', 'Cloud device lab set-up', 'Keeping mobile runs fast', 'Q&A'],
      ['Small load tests in pull requests', 'Anomaly detection on latency', 'From trace to fix', 'Q&A'],
      ['Automated checks in component tests', 'Pipeline gates', 'What still needs a human', 'Q&A'],
      ['Coverage maps and change history', 'Selecting tests per pull request', 'Measuring what selection misses', 'Q&A'],
    ];
    const speakerNames = [
      'Lena Hoffmann',
      'Rahul Iyer',
      'Grace Okafor',
      'Tomás Alvarez',
      'Mei Chen',
      'Daniel Murphy',
      'Ananya Rao',
      'Sofia Lindqvist',
      'Marcus Bell',
      'Yuki Tanaka',
      'Fatima Haddad',
      'Oliver Brooks',
    ];
    const speakerRoles = ['Head of Quality Engineering', 'Principal SDET', 'Product Manager', 'Developer Advocate', 'Staff Test Architect'];
    const levelsW = ['beginner', 'intermediate', 'advanced', 'all-levels'] as const;
    // Sessions start at working hours for a global audience (UTC): 15:00 (10:00 New York, 16:00 Berlin), 09:30
    // (15:00 Bengaluru, 10:30 Berlin), 16:00 (11:00 New York, 17:00 London) or 14:00 (09:00 New York, 19:30 Bengaluru).
    const slots = [15 * 60, 9 * 60 + 30, 16 * 60, 14 * 60];
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const atSlot = (dayOffset: number, i: number) => new Date(midnight + dayOffset * DAY + (slots[i % slots.length] as number) * 60_000);
    const webinarRows = Array.from({ length: 40 }, (_, i) => {
      let start: Date;
      let status = 'upcoming';
      let recording: string | null = null;
      if (i < 2) {
        start = t(-20 * 60_000 - i * 10 * 60_000); // live now
        status = 'live';
      } else if (i < 20) {
        start = atSlot(Math.ceil((i - 1) * 1.5), i);
      } else if (i < 37) {
        start = atSlot(-(i - 19) * 2, i);
        status = 'completed';
        recording = i % 2 === 0 ? `https://www.youtube.com/watch?v=dQw4w9WgX${String(i).padStart(2, '0')}` : null;
      } else {
        start = atSlot(i - 30, i);
        status = 'cancelled';
      }
      const topic = i % webinarTopics.length;
      const title = i < 10 ? (webinarTopics[topic] as string) : (laterTitles[topic]?.[Math.floor(i / 10) - 1] as string);
      const vendorName = demoVendors[i % demoVendors.length]?.[1] as string;
      const host = speakerNames[i % speakerNames.length] as string;
      const guest = speakerNames[(i + 5) % speakerNames.length] as string;
      return {
        id: seedId(`webinar:${i}`),
        vendorId: vend(i),
        title,
        description: `${webinarAbout[topic]} ${sessionNotes[Math.floor(i / 10)]}`,
        thumbnailUrl: i % 5 === 3 ? null : demoThumbUrl(topic, vend(i)),
        startTime: start,
        // The two live sessions run for three hours, so they are still live while someone looks at a fresh demo (and the
        // e2e visual baselines, taken up to ~25 minutes after the seed, see the same list).
        durationMinutes: i < 2 ? 180 : ([60, 45, 90, 30][i % 4] as number),
        registrationUrl: `https://events.${vend(i).replace(/-/g, '')}.example/register/${i + 1}`,
        webinarUrl: `https://events.${vend(i).replace(/-/g, '')}.example/live/${i + 1}`,
        recordingUrl: recording,
        status,
        experienceLevel: levelsW[i % 4] as string,
        metadata: {
          speakers: [
            { name: host, role: `${speakerRoles[i % speakerRoles.length]}, ${vendorName}` },
            {
              name: guest,
              role: `${speakerRoles[(i + 2) % speakerRoles.length]}, ${['Northwind Apps', 'Contoso Health', 'Fabrikam Bank', 'Tailspin Travel'][i % 4]}`,
            },
          ],
          agenda: agendas[topic] ?? [],
        },
      };
    });
    await tx.insert(webinars).values(webinarRows).onConflictDoNothing();

    const certAbout = [
      'Covers the foundations of AI-assisted testing: where machine learning helps, where it misleads, and how to measure the difference.',
      'Proves you can configure self-healing locators, audit their changes and keep healed suites trustworthy.',
      'Tests your skill with visual AI: baselines, dynamic regions, cross-browser rendering and reviewing diffs at scale.',
      'Assesses how you design evaluation sets, rubrics and model graders for LLM features, and how you report their quality.',
      'For architects: designing a test platform that combines autonomous agents, risk-based selection and human review.',
    ];
    const certNames = [
      'Certified AI Test Practitioner',
      'Self-Healing Automation Specialist',
      'Visual AI Testing Professional',
      'LLM Quality Evaluator',
      'Autonomous Testing Architect',
    ];
    await tx
      .insert(certifications)
      .values(
        Array.from({ length: 15 }, (_, i) => ({
          id: seedId(`cert:${i}`),
          vendorId: vend(i),
          name: `${certNames[i % certNames.length]}${i >= 5 ? ` (Level ${Math.floor(i / 5) + 1})` : ''}`,
          description: `${certAbout[i % certAbout.length]} ${['Foundation level: no prerequisites.', 'Level 2: for practitioners with a year of hands-on use.', 'Level 3: a proctored practical exam on a real project.'][Math.floor(i / 5)]}`,
          certificationLink: `https://learn.${vend(i).replace(/-/g, '')}.example/certifications/${i + 1}`,
          videoUrl: i % 3 === 0 ? 'https://vimeo.com/76979871' : null,
          // Level and length as the description states them; the proctored Level 3 exams are Pro only (docs/decisions/2101).
          level: ['Foundation', 'Practitioner', 'Expert'][Math.floor(i / 5)] as string,
          duration: ['~12 hours', '~25 hours', '~40 hours + exam'][Math.floor(i / 5)] as string,
          isPremium: i >= 10,
          createdAt: t(-i * 3 * DAY),
        })),
      )
      .onConflictDoNothing();

    const courseAbout = [
      'Write prompts that generate useful test cases, data and assertions, and learn to spot confident nonsense in the answers.',
      'The machine learning every tester needs: training, overfitting, metrics and why models fail on data they have not seen.',
      'Test chatbots, summarisers and retrieval systems: evaluation sets, graders, guardrails and regression tracking.',
      'How computer vision finds buttons and text on screen, and how to use it when selectors are missing or unstable.',
      'Pair with an AI assistant to write and refactor test code faster, with review habits that keep quality high.',
    ];
    const courseNames = [
      'Prompt Engineering for Testers',
      'Machine Learning Basics for QA',
      'Testing LLM Applications',
      'Computer Vision in UI Testing',
      'AI Pair Programming for SDETs',
    ];
    await tx
      .insert(aiCourses)
      .values(
        Array.from({ length: 15 }, (_, i) => ({
          id: seedId(`course:${i}`),
          vendorId: vend(i + 3),
          name: `${courseNames[i % courseNames.length]}${i >= 5 ? ` ${['II', 'III'][Math.floor(i / 5) - 1]}` : ''}`,
          description: `${courseAbout[i % courseAbout.length]}${i >= 5 ? ` ${i >= 10 ? 'The advanced track adds capstone projects reviewed by an instructor.' : 'This follow-up course assumes the first one and goes hands-on.'}` : ''}`,
          courseLink: `https://academy.${vend(i + 3).replace(/-/g, '')}.example/courses/${i + 1}`,
          // The first course is for beginners, the follow-up goes hands-on, the advanced track (Pro only) adds capstones.
          level: ['Beginner', 'Intermediate', 'Advanced'][Math.floor(i / 5)] as string,
          duration: ['4 weeks', '6 weeks', '8 weeks'][Math.floor(i / 5)] as string,
          isPremium: i >= 10,
          videoUrl:
            i % 3 === 0 ? 'https://www.youtube.com/watch?v=aircAruvnKk' : i % 3 === 1 ? 'https://youtu.be/aircAruvnKk' : 'https://example.com/intro.mp4',
          createdAt: t(-i * 2 * DAY),
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(productUpdates)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          id: seedId(`update:${i}`),
          vendorId: vend(i),
          productName: `${demoVendors[i % demoVendors.length]?.[1]} ${['Studio', 'Cloud', 'Agent', 'CLI'][i % 4]}`,
          version: `${1 + (i % 4)}.${(i * 3) % 12}.${i % 5}`,
          features: (updateFeatures[i % updateFeatures.length]?.[Math.floor(i / updateFeatures.length)] ?? []).slice(0, 2 + (i % 3)),
          releaseDate: day(-i * 4),
          releaseNotesUrl: `https://docs.${vend(i).replace(/-/g, '')}.example/releases/${i + 1}`,
          demoVideoUrl: i % 2 ? 'https://www.youtube.com/watch?v=aircAruvnKk' : null,
          videoUrl: i % 4 === 0 ? 'https://vimeo.com/76979871' : null,
          createdAt: t(-i * 4 * DAY),
        })),
      )
      .onConflictDoNothing();

    const trialPlans = [
      'The Pro plan trial covers one project with every feature and e-mail support.',
      'The Enterprise trial adds single sign-on, audit logs and a guided onboarding call.',
      'The Team trial is for up to ten users with shared dashboards and CI integrations.',
    ];
    // 12 trials: featured, current, not yet started, ended, inactive.
    const trialRows = Array.from({ length: 12 }, (_, i) => {
      let start = t(-10 * DAY - i * DAY);
      let end = t(60 * DAY + i * DAY);
      if (i === 8 || i === 9) {
        start = t((5 + i) * DAY);
        end = t((60 + i) * DAY);
      }
      if (i === 10) {
        start = t(-90 * DAY);
        end = t(-5 * DAY);
      }
      return {
        id: seedId(`trial:${i}`),
        vendorId: vend(i),
        productName: `${demoVendors[i % demoVendors.length]?.[1]} ${['Pro', 'Enterprise', 'Team'][i % 3]}`,
        description: `${demoVendors[i % demoVendors.length]?.[2]} ${trialPlans[i % 3]}`,
        accessLink: `https://app.${vend(i).replace(/-/g, '')}.example/trial`,
        startDate: start,
        endDate: end,
        trialPeriodDays: [14, 30, 7, 21][i % 4] as number,
        status: i === 11 ? 'inactive' : 'active',
        isFeatured: i < 5,
        createdAt: t(-i * DAY),
      };
    });
    await tx.insert(productTrials).values(trialRows).onConflictDoNothing();

    // Topics on content (docs/decisions/1802), by what each item is about: a webinar by its subject, a job by its
    // role, a certification or course by its syllabus, an update or a trial by its vendor's product.
    const vendorTopic: Record<string, string> = {
      quorvex: 'Self-healing tests',
      testloom: 'Self-healing tests',
      bugrella: 'Visual testing',
      veriscopa: 'Flaky tests',
      'nimbral-qa': 'Mobile testing',
      'cortexa-test': 'LLM evaluation',
      flakeless: 'Flaky tests',
      synthwright: 'Test data',
      prowlr: 'Self-healing tests',
      assertia: 'LLM evaluation',
      zephyrix: 'Performance',
      'kestrel-labs': 'Accessibility',
    };
    const webinarTopicOf = [
      'Self-healing tests',
      'LLM evaluation',
      'Visual testing',
      'Test data',
      'Flaky tests',
      'Self-healing tests',
      'Mobile testing',
      'Performance',
      'Accessibility',
      'Flaky tests',
    ];
    const jobTopicOf = [
      'Self-healing tests',
      'LLM evaluation',
      'Self-healing tests',
      'Flaky tests',
      'Visual testing',
      'Flaky tests',
      'LLM evaluation',
      'Flaky tests',
      'Performance',
      'Mobile testing',
    ];
    const certTopicOf = ['LLM evaluation', 'Self-healing tests', 'Visual testing', 'LLM evaluation', 'Flaky tests'];
    const courseTopicOf = ['LLM evaluation', 'LLM evaluation', 'LLM evaluation', 'Visual testing', 'Self-healing tests'];
    const tagged = [
      ...jobRows.map((j, i) => ['job', j.id, jobTopicOf[i % jobTopicOf.length]] as const),
      ...webinarRows.map((w, i) => ['webinar', w.id, webinarTopicOf[i % webinarTopicOf.length]] as const),
      ...Array.from({ length: 15 }, (_, i) => ['certification', seedId(`cert:${i}`), certTopicOf[i % certTopicOf.length]] as const),
      ...Array.from({ length: 15 }, (_, i) => ['ai_course', seedId(`course:${i}`), courseTopicOf[i % courseTopicOf.length]] as const),
      ...Array.from({ length: 20 }, (_, i) => ['product_update', seedId(`update:${i}`), vendorTopic[vend(i)]] as const),
      ...trialRows.map((r) => ['product_trial', r.id, vendorTopic[r.vendorId]] as const),
    ];
    for (const [type, id, topic] of tagged) {
      if (!topic) continue;
      await tx.execute(sql`insert into content_topics (content_type, content_id, topic_id)
        values (${type}, ${id}::uuid, ${seedId(`topic:${topic}`)}::uuid) on conflict do nothing`);
    }

    await tx
      .insert(userTrialActivations)
      .values([
        {
          id: seedId('activation:pro:1'),
          userId: uid('pro'),
          trialId: seedId('trial:1'),
          activationDate: t(-3 * DAY),
          expiryDate: t(27 * DAY),
          status: 'active',
        },
        {
          id: seedId('activation:pro:2'),
          userId: uid('pro'),
          trialId: seedId('trial:2'),
          activationDate: t(-20 * DAY),
          expiryDate: t(-13 * DAY),
          status: 'completed',
          rating: 4,
          feedback: 'Setup was quick; the healing report is great.',
        },
      ])
      .onConflictDoNothing();

    // Likes on the manager's vendor (quorvex: index 0, 12, 24, ...) so the leads screen has data.
    const likes = [
      { userId: uid('member'), contentType: 'job', contentId: seedId('job:0') },
      { userId: uid('member'), contentType: 'webinar', contentId: seedId('webinar:12') },
      { userId: uid('pro'), contentType: 'product_trial', contentId: seedId('trial:0') },
      { userId: uid('pro'), contentType: 'certification', contentId: seedId('cert:12') },
      { userId: uid('pro'), contentType: 'product_update', contentId: seedId('update:12') },
      { userId: uid('member'), contentType: 'ai_course', contentId: seedId('course:9') },
      { userId: uid('pro'), contentType: 'job', contentId: seedId('job:1') },
    ];
    await tx
      .insert(userLikes)
      .values(
        likes.map((l, i) => ({
          id: seedId(`like:${i}`),
          ...l,
          vendorId: sql`(select vendor_id from ${sql.raw(
            {
              job: 'jobs',
              webinar: 'webinars',
              product_trial: 'product_trials',
              certification: 'certifications',
              product_update: 'product_updates',
              ai_course: 'ai_courses',
            }[l.contentType] as string,
          )} where id = ${l.contentId}::uuid)`,
          createdAt: t(-i * HOUR * 5),
        })),
      )
      .onConflictDoNothing();

    // The pro member shares their details with the manager's vendor; the member has never been asked
    // (their likes show as a count only): docs/decisions/1801.
    const wording = consentWordings[CONSENT_WORDING_KEY]('Quorvex');
    const consent = {
      userId: uid('pro'),
      vendorId: 'quorvex',
      shared: true,
      wordingKey: CONSENT_WORDING_KEY,
      wording,
      source: 'like',
      decidedAt: t(-30 * HOUR),
    };
    await tx.insert(leadConsents).values(consent).onConflictDoNothing();
    await tx
      .insert(leadConsentEvents)
      .values({ id: seedId('consent:0'), ...consent })
      .onConflictDoNothing();

    await tx
      .insert(webinarRegistrations)
      .values([
        { id: seedId('reg:0'), webinarId: seedId('webinar:3'), userId: uid('member') },
        { id: seedId('reg:1'), webinarId: seedId('webinar:3'), userId: uid('pro') },
        { id: seedId('reg:2'), webinarId: seedId('webinar:4'), userId: uid('pro') },
      ])
      .onConflictDoNothing();

    const forum = [
      [
        'How do you keep self-healing locators honest?',
        'Our suite heals a lot of selectors automatically. How do you review what it changed so real bugs do not get healed away?',
        'Best practices',
        ['self-healing', 'locators'],
      ],
      [
        'Evaluating LLM answers in regression suites',
        'What metrics are people using to assert on LLM output without making tests flaky?',
        'LLM testing',
        ['llm', 'evaluation'],
      ],
      [
        'Visual testing on a design system',
        'Is it worth running visual AI on every component story, or only on pages?',
        'Visual testing',
        ['visual', 'design-system'],
      ],
      [
        'Synthetic test data vs masked production data',
        'We need realistic data for our payments flows. Synthetic, masked, or both?',
        'Test data',
        ['test-data', 'privacy'],
      ],
      [
        'Flaky test quarantine policies',
        'How long do you let a test stay quarantined before it must be fixed or deleted?',
        'Best practices',
        ['flaky-tests', 'ci'],
      ],
      [
        'Autonomous crawlers: useful or noise?',
        'Tried an autonomous crawler on our app. It found crashes but also lots of noise. Experiences?',
        'Tools',
        ['exploratory', 'crawler'],
      ],
      ['Mobile test automation with AI', 'Any success with AI-driven element detection on Android and iOS?', 'Mobile', ['mobile', 'appium']],
      ['Getting started with AI testing tools', 'New to the field. Which concepts should I learn first?', 'Getting started', ['beginners']],
      [
        'Performance baselines with anomaly detection',
        'Has anyone replaced fixed thresholds with anomaly detection in load tests?',
        'Performance',
        ['performance'],
      ],
      ['Accessibility checks in CI', 'What is your setup for blocking merges on accessibility regressions?', 'Accessibility', ['a11y', 'ci']],
    ] as const;
    // Replies that answer their own topic (topic i has i % 4 replies).
    const replyTexts: string[][] = [
      [],
      ['We score answers against a rubric with a second model and only fail the build when the average drops by more than five points.'],
      [
        'Pages only for us. Component stories change too often and the review queue became noise.',
        'We do both, but component stories run nightly rather than on every pull request.',
      ],
      [
        'Both: synthetic for load and edge cases, masked production data for a small smoke set.',
        'Synthetic only since the audit. The generators keep referential integrity, which was our worry.',
        'Be careful with masked data in payments: card BIN ranges can still identify customers.',
      ],
      [],
      ['Useful once we limited it to the checkout and sign-up flows. Give it a goal, not the whole app.'],
      [
        'Visual detection works well on Android; iOS needed accessibility ids for anything in a table view.',
        'We combine both: ids first, visual matching as a fallback that is logged for review.',
      ],
      [
        'Start with test design and the basics of one framework. The AI tools make much more sense after that.',
        'Learn how to read a failing test report. Most AI features are about making that faster.',
        'Pick one small app and automate its login and search flows end to end. You will learn most things on the way.',
      ],
      [],
      ['We run axe in component tests and block on serious and critical issues only; the rest go to a weekly triage.'],
    ];
    const authors = ['member', 'pro', 'admin', 'manager'];
    for (const [i, [title, content, category, tags]] of forum.entries()) {
      const topicId = seedId(`forum:${i}`);
      const replies = i % 4;
      await tx
        .insert(forumTopics)
        .values({
          id: topicId,
          userId: uid(authors[i % 4] as string),
          title,
          content,
          category,
          tags: [...tags],
          upvotes: (i * 3) % 11,
          downvotes: i % 3 === 0 ? 1 : 0,
          replyCount: replies,
          views: 10 + i * 7,
          createdAt: t(-i * 2 * DAY),
        })
        .onConflictDoNothing();
      for (let r = 0; r < replies; r++) {
        await tx
          .insert(forumReplies)
          .values({
            id: seedId(`forum:${i}:reply:${r}`),
            topicId,
            userId: uid(authors[(i + r + 1) % 4] as string),
            content: replyTexts[i]?.[r] as string,
            upvotes: r,
            createdAt: t(-i * 2 * DAY + (r + 1) * HOUR),
          })
          .onConflictDoNothing();
      }
    }

    const templates = [
      [
        'Webinar Reminder',
        'Reminder: {{webinar_title}} starts soon',
        'Hi {{user_name}},\n\n{{webinar_title}} by {{vendor_name}} starts on {{webinar_date}} at {{webinar_time}}.\n\nSee you there!',
      ],
      [
        'New Job Alert',
        'New job: {{job_title}} at {{company}}',
        'Hi {{user_name}},\n\n{{company}} is hiring a {{job_title}} in {{location_city}} (posted {{posted_date}}).\n\n{{job_description}}\n\nApply: {{job_page_url}}',
      ],
      ['Certification Announcement', 'New certification available', 'Hi {{user_name}},\n\nA new certification has been published that matches your interests.'],
      ['Product Update Notice', '{{product_name}} {{version}} is out', 'Hi {{user_name}},\n\n{{vendor_name}} released {{product_name}} {{version}}.'],
      ['Weekly Digest', 'Your AI testing digest', 'Hi {{user_name}},\n\nHere is what is new {{digest_period}} on AI Testing Hub.'],
      ['AI Course Announcement', 'A new AI course for testers', 'Hi {{user_name}},\n\nA new AI course has been added that matches your interests.'],
    ];
    await tx
      .insert(emailTemplates)
      .values(
        templates.map(([name, subject, content]) => ({
          id: seedId(`template:${name}`),
          name: name as string,
          subject: subject as string,
          content: content as string,
        })),
      )
      .onConflictDoNothing();
    await seedViews(tx as unknown as Db, now);
    await seedVendorReview(tx as unknown as Db, day);
    await seedChoose(tx as unknown as Db, now, passwordHash);
  });
  return true;
}
