// Generated sources in the real shapes of each format, for `npm run bench -- --sync` (scripts/bench-sync.mjs):
// a Greenhouse board of any size, Lever and Ashby boards, an RSS feed and an iCalendar feed. Deterministic.
const paragraphs = [
  'You will own the end-to-end test strategy of a product used by thousands of QA teams.',
  'Our agents write, run and heal browser tests; you will teach them what a good test looks like.',
  'We value small pull requests, honest reviews and tests that fail for the right reason.',
];
const cities = ['Berlin, Germany', 'London, United Kingdom', 'Austin, TX', 'Bengaluru, India', 'Toronto, ON, Canada', 'Remote'];
const titles = ['Test Automation Engineer', 'Senior SDET', 'QA Lead', 'Junior QA Engineer', 'Staff Quality Engineer', 'Performance Test Engineer'];

const html = (i) =>
  `<div class="content-intro"><p><strong>Job ${i}</strong></p></div>${paragraphs.map((p) => `<p>${p}</p>`).join('')}<h3>Requirements</h3><ul>${[1, 2, 3, 4]
    .map((k) => `<li>Requirement ${k} of job ${i}: Playwright, Cypress or Selenium</li>`)
    .join('')}</ul>`;
const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function greenhouse(n, seed = 0) {
  const jobs = Array.from({ length: n }, (_, k) => {
    const i = seed * 100_000 + k;
    const place = cities[i % cities.length];
    return {
      absolute_url: `https://boards.greenhouse.io/bench/jobs/${i}`,
      data_compliance: [],
      internal_job_id: 9_000_000 + i,
      location: { name: place },
      metadata: [{ id: 1, name: 'Employment Type', value: i % 7 === 0 ? 'Contract' : 'Full-time', value_type: 'single_select' }],
      id: 4_000_000 + i,
      updated_at: '2026-11-02T10:15:31-04:00',
      requisition_id: `REQ-${i}`,
      title: `${titles[i % titles.length]} ${i}`,
      company_name: 'Bench',
      first_published: '2026-10-28T09:00:00-04:00',
      language: 'en',
      content: escapeHtml(html(i)),
      departments: [{ id: 1, name: 'Engineering', child_ids: [], parent_id: null }],
      offices: [{ id: 2, name: place, location: place, child_ids: [], parent_id: null }],
      ...(i % 3 === 0 ? { pay_input_ranges: [{ min_cents: 8_000_000, max_cents: 12_000_000, currency_type: 'USD', title: 'US', blurb: '' }] } : {}),
    };
  });
  return JSON.stringify({ jobs, meta: { total: n } });
}

export function lever(n, seed = 0) {
  return JSON.stringify(
    Array.from({ length: n }, (_, k) => {
      const i = seed * 1000 + k;
      return {
        additional: '<div>Learning budget.</div>',
        additionalPlain: 'Learning budget.',
        categories: { commitment: 'Full-time', department: 'Engineering', location: 'London', team: 'Quality', allLocations: ['London'] },
        createdAt: 1761900000000 + i * 1000,
        descriptionPlain: paragraphs.join('\n'),
        description: paragraphs.map((p) => `<div>${p}</div>`).join(''),
        id: `lever-${seed}-${k}`,
        lists: [{ text: 'Requirements', content: '<li>Test automation</li><li>TypeScript</li>' }],
        text: `${titles[i % titles.length]} L${i}`,
        country: 'GB',
        workplaceType: 'hybrid',
        hostedUrl: `https://jobs.lever.co/bench/lever-${seed}-${k}`,
        applyUrl: `https://jobs.lever.co/bench/lever-${seed}-${k}/apply`,
        salaryRange: { currency: 'GBP', interval: 'per-year-salary', min: 60000, max: 80000 },
      };
    }),
  );
}

export function ashby(n, seed = 0) {
  return JSON.stringify({
    apiVersion: '1',
    jobs: Array.from({ length: n }, (_, k) => ({
      id: `ashby-${seed}-${k}`,
      title: `${titles[k % titles.length]} A${seed}-${k}`,
      department: 'Engineering',
      team: 'Platform',
      employmentType: 'FullTime',
      location: 'Bengaluru',
      secondaryLocations: [],
      publishedAt: '2026-10-30T16:21:55.393+00:00',
      isListed: true,
      isRemote: false,
      workplaceType: 'OnSite',
      address: { postalAddress: { addressLocality: 'Bengaluru', addressRegion: 'Karnataka', addressCountry: 'India' } },
      jobUrl: `https://jobs.ashbyhq.com/bench/ashby-${seed}-${k}`,
      applyUrl: `https://jobs.ashbyhq.com/bench/ashby-${seed}-${k}/application`,
      descriptionHtml: paragraphs.map((p) => `<p>${p}</p>`).join(''),
      descriptionPlain: paragraphs.join('\n'),
    })),
  });
}

export function rss(n, seed = 0) {
  const items = Array.from(
    { length: n },
    (
      _,
      k,
    ) => `<item><title>Bench ${seed} release 1.${k}.0</title><link>https://bench.example/${seed}/releases/1.${k}.0</link><guid isPermaLink="false">bench-${seed}-${k}</guid>
<pubDate>${new Date(Date.UTC(2026, 9, 1 + (k % 28))).toUTCString()}</pubDate><description><![CDATA[<ul><li>Faster runs</li><li>Fix ${k}</li></ul>]]></description></item>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Bench ${seed}</title><link>https://bench.example/${seed}</link><description>Releases</description>\n${items}\n</channel></rss>`;
}

export function ical(n, seed = 0, now = new Date()) {
  const day = (d) => new Date(now.getTime() + d * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
  const events = Array.from({ length: n }, (_, k) =>
    [
      'BEGIN:VEVENT',
      `UID:bench-${seed}-${k}@bench.example`,
      'DTSTAMP:20261101T120000Z',
      `DTSTART;TZID=Europe/Berlin:${day(1 + k)}T170000`,
      `DTEND;TZID=Europe/Berlin:${day(1 + k)}T180000`,
      ...(k === 0 ? ['RRULE:FREQ=WEEKLY;COUNT=20'] : []),
      `SUMMARY:Bench webinar ${seed}-${k}`,
      'DESCRIPTION:Hands-on session.',
      'END:VEVENT',
    ].join('\r\n'),
  ).join('\r\n');
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Bench//EN\r\n${events}\r\nEND:VCALENDAR\r\n`;
}
