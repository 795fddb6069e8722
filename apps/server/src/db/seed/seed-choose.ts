import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * Demo data of issue 23 (docs/decisions/2301): a complete capability profile for every demo vendor, reviewer
 * members with completed trials and published reviews, helpful votes and one reply from the demo manager,
 * so /vendors filters and /compare pages are worth looking at on first start. Deterministic.
 */

const DAY = 86_400_000;

/** Deterministic UUID (same scheme as seed.ts, its own namespace). */
const sid = (name: string) => {
  const h = createHash('sha1').update(`portal-seed:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

type Demo = {
  category: string[];
  framework: string[];
  language: string[];
  ci: string[];
  deployment: 'saas' | 'self-hosted' | 'both';
  pricing: string[];
  price: [number, string] | null;
  trial: number | null;
  status: boolean;
};

const profiles: Record<string, Demo> = {
  quorvex: {
    category: ['self-healing-locators', 'test-generation', 'flaky-test-analysis'],
    framework: ['playwright', 'cypress', 'selenium'],
    language: ['typescript', 'javascript', 'java', 'python'],
    ci: ['github-actions', 'gitlab-ci', 'jenkins', 'azure-devops'],
    deployment: 'saas',
    pricing: ['free-tier', 'per-seat'],
    price: [4900, 'per user / month'],
    trial: 14,
    status: true,
  },
  testloom: {
    category: ['test-generation', 'test-data-generation'],
    framework: ['playwright', 'webdriverio', 'junit'],
    language: ['typescript', 'java', 'kotlin'],
    ci: ['github-actions', 'gitlab-ci', 'circleci'],
    deployment: 'both',
    pricing: ['per-seat', 'enterprise'],
    price: [3900, 'per user / month'],
    trial: 21,
    status: true,
  },
  bugrella: {
    category: ['visual-ai', 'accessibility-testing'],
    framework: ['playwright', 'cypress', 'selenium', 'appium', 'webdriverio'],
    language: ['typescript', 'javascript', 'java', 'python', 'csharp'],
    ci: ['github-actions', 'gitlab-ci', 'jenkins', 'bitbucket-pipelines', 'circleci'],
    deployment: 'saas',
    pricing: ['free-tier', 'usage-based'],
    price: [9900, 'per month for 25,000 screenshots'],
    trial: 14,
    status: true,
  },
  veriscopa: {
    category: ['risk-based-selection', 'flaky-test-analysis'],
    framework: ['junit', 'pytest', 'selenium', 'playwright'],
    language: ['java', 'python', 'kotlin', 'csharp', 'go'],
    ci: ['jenkins', 'github-actions', 'azure-devops', 'gitlab-ci'],
    deployment: 'both',
    pricing: ['enterprise'],
    price: null,
    trial: null,
    status: false,
  },
  'nimbral-qa': {
    category: ['autonomous-exploration', 'visual-ai'],
    framework: ['appium', 'selenium', 'playwright'],
    language: ['java', 'python', 'javascript', 'kotlin'],
    ci: ['github-actions', 'jenkins', 'bitbucket-pipelines'],
    deployment: 'saas',
    pricing: ['usage-based', 'enterprise'],
    price: [12900, 'per parallel device / month'],
    trial: 7,
    status: true,
  },
  'cortexa-test': {
    category: ['test-generation', 'self-healing-locators', 'llm-evaluation'],
    framework: ['playwright', 'selenium'],
    language: ['typescript', 'python'],
    ci: ['github-actions', 'azure-devops'],
    deployment: 'saas',
    pricing: ['free-tier', 'per-seat', 'enterprise'],
    price: [2900, 'per user / month'],
    trial: 30,
    status: false,
  },
  flakeless: {
    category: ['flaky-test-analysis'],
    framework: ['playwright', 'cypress', 'junit', 'pytest'],
    language: ['typescript', 'javascript', 'java', 'python', 'go'],
    ci: ['github-actions', 'gitlab-ci', 'circleci', 'jenkins', 'bitbucket-pipelines'],
    deployment: 'both',
    pricing: ['free-tier', 'usage-based'],
    price: [1500, 'per 1,000 CI runs'],
    trial: null,
    status: true,
  },
  synthwright: {
    category: ['test-data-generation'],
    framework: ['pytest', 'junit'],
    language: ['python', 'java', 'go', 'csharp'],
    ci: ['github-actions', 'gitlab-ci', 'azure-devops'],
    deployment: 'self-hosted',
    pricing: ['enterprise'],
    price: null,
    trial: 30,
    status: false,
  },
  prowlr: {
    category: ['autonomous-exploration', 'test-generation'],
    framework: ['playwright'],
    language: ['typescript', 'javascript'],
    ci: ['github-actions', 'gitlab-ci'],
    deployment: 'saas',
    pricing: ['free-tier', 'usage-based'],
    price: [1900, 'per month'],
    trial: 14,
    status: true,
  },
  assertia: {
    category: ['llm-evaluation', 'test-generation'],
    framework: ['playwright', 'cypress', 'pytest', 'junit'],
    language: ['typescript', 'python', 'java'],
    ci: ['github-actions'],
    deployment: 'saas',
    pricing: ['per-seat'],
    price: [2500, 'per user / month'],
    trial: 14,
    status: false,
  },
  zephyrix: {
    category: ['performance-anomalies'],
    framework: ['k6', 'junit'],
    language: ['javascript', 'go', 'java'],
    ci: ['jenkins', 'github-actions', 'gitlab-ci', 'azure-devops'],
    deployment: 'both',
    pricing: ['usage-based', 'enterprise'],
    price: [20000, 'per month'],
    trial: 14,
    status: true,
  },
  'kestrel-labs': {
    category: ['accessibility-testing', 'visual-ai'],
    framework: ['playwright', 'cypress', 'selenium', 'webdriverio'],
    language: ['typescript', 'javascript', 'java', 'csharp'],
    ci: ['github-actions', 'gitlab-ci', 'jenkins'],
    deployment: 'saas',
    pricing: ['free-tier', 'per-seat'],
    price: [2000, 'per user / month'],
    trial: 14,
    status: false,
  },
};

const reviewers = [
  'Ana Souza',
  'Ben Okafor',
  'Chen Wei',
  'Dana Kowalski',
  'Elif Demir',
  'Farhan Malik',
  'Greta Lindqvist',
  'Hiro Tanaka',
  'Ines Moreau',
  'Jonas Berg',
  'Kavya Iyer',
  'Liam Walsh',
  'Maya Cohen',
  'Nikolai Petrov',
  'Olivia Grant',
  'Pedro Alves',
];

const texts: Record<number, string[]> = {
  5: [
    'Set it up against our staging app in an afternoon. The reports made sense to the whole team, not only the automation folks.',
    'Cut our nightly run from 70 to 25 minutes without losing coverage. Support answered within the hour during the trial.',
    'The CI integration was a two-line change. By the end of the trial it had caught a real regression our suite missed.',
  ],
  4: [
    'Does what it promises. Docs are good; the dashboard is a bit busy until you learn where things are.',
    'Solid on our web app, weaker on the older Angular screens. Worth it for the time it saves in review.',
    'Good results after a week of tuning. I wish the free trial allowed more parallel runs.',
  ],
  3: [
    'Useful, but we spent much of the trial configuring it. Results were mixed on dynamic content.',
    'Works for greenfield projects; our legacy suite needed too many changes to benefit.',
  ],
  2: ['Promising idea, but too many false positives on our pages during the trial. We went back to our own scripts.'],
  1: ['Could not get it to run behind our corporate proxy, and the trial ended before support found a fix.'],
};

/** Per vendor (by trial index 0..11): the reviewers (indexes) and their ratings. */
const reviewPlan: [number, number][][] = [
  [
    [0, 5],
    [1, 4],
    [2, 5],
    [3, 4],
    [4, 3],
    [5, 5],
    [6, 4],
  ],
  [
    [1, 4],
    [7, 5],
    [8, 3],
    [9, 4],
  ],
  [
    [2, 5],
    [3, 5],
    [10, 4],
    [11, 4],
    [12, 5],
  ],
  [
    [4, 3],
    [13, 4],
    [14, 2],
  ],
  [
    [5, 4],
    [15, 3],
    [0, 4],
    [6, 5],
  ],
  [
    [7, 5],
    [8, 4],
    [9, 4],
    [10, 3],
    [11, 5],
  ],
  [
    [12, 5],
    [13, 4],
    [14, 5],
    [15, 4],
    [1, 5],
    [2, 4],
  ],
  [
    [3, 3],
    [4, 4],
  ],
  [
    [5, 4],
    [6, 2],
    [7, 3],
    [8, 4],
  ],
  [
    [9, 5],
    [10, 4],
    [11, 4],
  ],
  [
    [12, 3],
    [13, 1],
    [14, 4],
  ],
  [
    [15, 5],
    [0, 4],
    [1, 5],
    [2, 4],
  ],
];

export async function seedChoose(db: Db, now: Date, passwordHash: string) {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const ids = Object.keys(profiles);
  for (const [i, id] of ids.entries()) {
    const p = profiles[id] as Demo;
    const host = id.replace(/-/g, '');
    // Claims confirmed between a few days and about four months ago, so the dates differ.
    const confirmed = at(3 + ((i * 11) % 120));
    await db.execute(sql`
      insert into vendor_profiles (vendor_id, deployment, deployment_confirmed_at, pricing_models, price_from, price_currency, price_unit,
        pricing_confirmed_at, free_trial_days, trial_confirmed_at, docs_url, pricing_url, status_url, links_confirmed_at)
      values (${id}, ${p.deployment}, ${confirmed}, ${sql.param(p.pricing)}::text[], ${p.price?.[0] ?? null}, 'USD', ${p.price?.[1] ?? null},
        ${at(1 + ((i * 7) % 60))}, ${p.trial}, ${confirmed}, ${`https://docs.${host}.example`}, ${`https://www.${host}.example/pricing`},
        ${p.status ? `https://status.${host}.example` : null}, ${confirmed})
      on conflict do nothing`);
    for (const kind of ['category', 'framework', 'language', 'ci'] as const) {
      await db.execute(sql`insert into vendor_tags (vendor_id, kind, slug, confirmed_at)
        select ${id}, ${kind}, s, ${confirmed}::timestamptz - make_interval(days => (k % 3)::int * 9)
        from unnest(${sql.param(p[kind])}::text[]) with ordinality as u(s, k)
        on conflict do nothing`);
    }
  }

  for (const [k, name] of reviewers.entries()) {
    const id = sid(`user:reviewer:${k}`);
    const email = `reviewer${k + 1}@example.com`;
    await db.execute(
      sql`insert into users (id, email, password_hash, email_confirmed_at) values (${id}, ${email}, ${passwordHash}, ${at(200)}) on conflict do nothing`,
    );
    await db.execute(sql`insert into profiles (id, email, full_name, job_title) values (${id}, ${email}, ${name}, ${k % 3 ? 'QA Engineer' : 'Test Lead'})
      on conflict do nothing`);
  }

  let n = 0;
  for (const [trial, plan] of reviewPlan.entries()) {
    for (const [reviewer, rating] of plan) {
      n++;
      const pool = texts[rating] as string[];
      const completed = at(2 + ((n * 5) % 150));
      await db.execute(sql`
        insert into user_trial_activations (id, user_id, trial_id, activation_date, expiry_date, status, rating, feedback, review_published, updated_at)
        values (${sid(`activation:reviewer:${reviewer}:${trial}`)}, ${sid(`user:reviewer:${reviewer}`)}, ${sid(`trial:${trial}`)},
          ${completed}::timestamptz - interval '12 days', ${completed}::timestamptz + interval '2 days', 'completed', ${rating},
          ${pool[n % pool.length]}, true, ${completed})
        on conflict do nothing`);
    }
  }

  // Helpful votes: a few per review, from other reviewers (never on their own).
  await db.execute(sql`
    insert into review_helpful_votes (activation_id, user_id)
    select a.id, p.id from user_trial_activations a
    join profiles p on p.email like 'reviewer%@example.com' and p.id <> a.user_id
    where a.review_published and abs(hashtext(a.id::text || p.id::text)) % 5 < a.rating - 1
    on conflict do nothing`);

  // The demo manager (Quorvex) replied to one review and can reply to the others.
  await db.execute(sql`
    insert into review_replies (activation_id, vendor_id, author_id, body)
    select ${sid('activation:reviewer:4:0')}, 'quorvex', p.id,
      'Thanks for the honest review. Dynamic content handling improved in release 4.2; we would be glad to walk your team through it.'
    from profiles p where p.email = 'manager@example.com'
    on conflict do nothing`);

  // Comparisons opened before, so the sitemap lists a few.
  await db.execute(sql`insert into compare_opens (key, opens) values ('bugrella-vs-kestrel-labs', 14), ('quorvex-vs-testloom', 9),
    ('cortexa-test-vs-quorvex-vs-testloom', 5) on conflict do nothing`);
}
