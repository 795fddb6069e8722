import { describe, expect, it } from 'vitest';
import { calendar, fixture } from './fixtures/fill.ts';
import { mapFeed } from './map-feed.ts';
import { mapIcal, zonedToUtc } from './map-ical.ts';
import { mapAshby, mapGreenhouse, mapLever, splitLocation } from './map-jobs.ts';
import { htmlToText } from './source-text.ts';

describe('source HTML', () => {
  it('keeps text and structure, drops scripts, styles, handlers and markup', () => {
    const text = htmlToText(
      '<h2>Role</h2><p>Test <b>everything</b>.<br>Twice</p><ul><li>One</li><li>Two</li></ul><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)>',
    );
    expect(text).toBe('Role\n\nTest everything.\nTwice\n\n• One\n• Two');
    expect(htmlToText('<p>a\u0000b\u0007c &amp; &lt;tag&gt;</p>')).toBe('abc & <tag>');
  });
});

describe('job boards', () => {
  it('maps a Greenhouse board: title, locations, remote, employment type, salary, apply URL, posted date, sanitised text', async () => {
    const { items, warnings } = await mapGreenhouse(fixture('greenhouse.json'));
    expect(warnings).toEqual([]);
    expect(items.map((i) => i.externalId)).toEqual(['4012345', '4012346', '4012347']);
    const [senior, contract, junior] = items.map((i) => i.values);
    expect(senior).toMatchObject({
      jobTitle: 'Senior Test Automation Engineer',
      jobType: 'full-time',
      experienceLevel: 'senior',
      locationCity: 'Berlin',
      locationState: null,
      locationCountry: 'Germany',
      salaryMin: 70000,
      salaryMax: 90000,
      salaryCurrency: 'EUR',
      postedDate: '2026-10-28',
      jobPageUrl: 'https://boards.greenhouse.io/quorvex/jobs/4012345',
    });
    expect(senior?.jobDescription).toBe(
      'Quorvex builds AI test agents.\n\nWhat you will do\n\n• Own our Playwright suite\n• Teach the agents to find flaky tests\n\nBenefits',
    );
    expect(contract).toMatchObject({ jobType: 'remote', locationCity: null, salaryMin: null, salaryCurrency: 'USD' });
    expect(contract?.jobDescription).toContain('Employment type: Contract (remote)');
    expect(junior).toMatchObject({ experienceLevel: 'entry', locationCity: 'San Francisco', locationState: 'CA', locationCountry: 'United States' });
    expect(junior?.jobDescription).toContain('Locations: San Francisco, CA; New York, NY');
  });

  it('maps Lever postings; an hourly wage is not shown as a yearly salary', async () => {
    const { items } = await mapLever(fixture('lever.json'));
    const [lead, tester] = items.map((i) => i.values);
    expect(lead).toMatchObject({
      jobTitle: 'Lead QA Engineer',
      jobType: 'full-time',
      experienceLevel: 'lead',
      locationCity: 'London',
      salaryMin: 65000,
      salaryMax: 80000,
      salaryCurrency: 'GBP',
      postedDate: new Date(1761900000000).toISOString().slice(0, 10),
      jobPageUrl: 'https://jobs.lever.co/testcraft/5ac21346-8e0c-4494-8e7a-3eb92ff77902/apply',
      requirements: ['5+ years in test automation', 'Cypress or Playwright'],
    });
    expect(lead?.jobDescription).toContain('Locations: London; Manchester');
    expect(tester).toMatchObject({ jobType: 'remote', salaryMin: null, salaryMax: null });
  });

  it('maps an Ashby board: structured address, INR compensation, unlisted postings left out, iframes dropped', async () => {
    const { items } = await mapAshby(fixture('ashby.json'));
    expect(items).toHaveLength(2);
    const [staff, intern] = items.map((i) => i.values);
    expect(staff).toMatchObject({
      jobTitle: 'Staff Quality Engineer',
      jobType: 'full-time',
      experienceLevel: 'lead',
      locationCity: 'Bengaluru',
      locationState: 'Karnataka',
      locationCountry: 'India',
      salaryMin: 4000000,
      salaryMax: 6000000,
      salaryCurrency: 'INR',
      postedDate: '2026-10-30',
    });
    expect(staff?.jobDescription).toBe('Locations: Bengaluru; Pune\n\nShape quality across every team.');
    expect(intern).toMatchObject({ jobType: 'remote', experienceLevel: 'entry' });
  });

  it('skips a bad job with its reason and keeps the others', async () => {
    const body = JSON.stringify({
      jobs: [
        { id: 1, title: 'x'.repeat(120), absolute_url: 'https://a.example/1' },
        { id: 2, title: 'Fine', absolute_url: 'not a url' },
        { id: 3, title: 'Good', absolute_url: 'https://a.example/3' },
      ],
    });
    const { items, warnings } = await mapGreenhouse(body);
    expect(items.map((i) => i.externalId)).toEqual(['3']);
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toBe("Skipped 'Fine': no valid apply URL");
  });

  it('refuses what is not a board', async () => {
    await expect(mapGreenhouse('<html>')).rejects.toThrow(/Greenhouse did not send valid JSON/);
    await expect(mapLever('{"jobs": []}')).rejects.toThrow('Not a Lever postings list: expected a list of postings');
  });

  it('splits display locations', () => {
    expect(splitLocation('Austin, TX')).toEqual({ locationCity: 'Austin', locationState: 'TX', locationCountry: 'United States' });
    expect(splitLocation('Toronto, ON, Canada')).toEqual({ locationCity: 'Toronto', locationState: 'ON', locationCountry: 'Canada' });
    expect(splitLocation('Remote')).toEqual({ locationCity: null, locationState: null, locationCountry: null });
  });
});

describe('feeds', () => {
  it('maps RSS 2.0 items: title, link, date, summary lines as features, version from the title', async () => {
    const { items } = await mapFeed(fixture('rss.xml'));
    expect(items.map((i) => i.externalId)).toEqual(['quorvex-4.2', 'https://quorvex.example/changelog/pricing']);
    expect(items[0]?.values).toEqual({
      productName: 'Quorvex Studio 4.2: self-healing locators',
      version: '4.2',
      releaseDate: '2026-11-10',
      features: ['Highlights:', 'Self-healing locators', 'Faster parallel runs'],
      releaseNotesUrl: 'https://quorvex.example/changelog/4-2',
    });
    expect(items[1]?.values).toMatchObject({
      productName: 'Quorvex Cloud & grid pricing update',
      version: '2026-11-02',
      features: ['New per-minute pricing for the device grid.'],
    });
  });

  it('maps Atom entries (HTML titles as text, alternate link, updated date)', async () => {
    const { items } = await mapFeed(fixture('atom.xml'));
    expect(items[0]?.values).toEqual({
      productName: 'NeuralTest v10.1.3 released',
      version: '10.1.3',
      releaseDate: '2026-11-12',
      features: ['Visual diffs now ignore anti-aliasing.', 'Retries are reported separately.'],
      releaseNotesUrl: 'https://neuraltest.example/releases/10.1.3',
    });
    expect(items[1]?.values).toMatchObject({ version: '10.1.2', releaseDate: '2026-11-01', features: ['Bug fixes'] });
  });

  it('names what is wrong with a malformed feed', async () => {
    await expect(mapFeed('<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>x</entry></feed>')).rejects.toThrow(/^Not valid Atom: .+ \(line 1\)$/);
    await expect(mapFeed('<rss><channel><item></channel>')).rejects.toThrow(/^Not valid RSS: /);
    await expect(mapFeed('{"not":"xml"}')).rejects.toThrow('Not an RSS or Atom feed: neither <rss> nor <feed> found');
    await expect(mapFeed('<!DOCTYPE rss [<!ENTITY a "aaaa">]><rss><channel></channel></rss>')).rejects.toThrow(
      'Not valid RSS: entity declarations are not accepted',
    );
  });
});

describe('webinar calendars', () => {
  const base = new Date('2026-12-01T00:00:00Z');

  it('keeps each time zone (TZID, UTC, a VTIMEZONE of its own), refuses all-day events, expands RRULE for 90 days with EXDATE and a cancelled occurrence', async () => {
    const { items, warnings } = await mapIcal(calendar(base), base);
    const byId = new Map(items.map((i) => [i.externalId, i.values]));
    expect(byId.get('ai-agents-101@quorvex.example')).toEqual({
      title: 'AI test agents 101',
      description: 'How our agents write and heal end-to-end tests.\nQ&A at the end.',
      startTime: '2026-12-04T16:00:00.000Z',
      endTime: '2026-12-04T17:15:00.000Z',
      durationMinutes: 75,
      registrationUrl: 'https://quorvex.example/webinars/ai-agents-101',
      status: 'upcoming',
      metadata: { timeZone: 'Europe/Berlin', source: 'ical' },
    });
    expect(byId.get('release-party@quorvex.example')).toMatchObject({
      startTime: '2026-12-06T15:00:00.000Z',
      durationMinutes: 45,
      description: 'Live demo of self-healing locators.',
      metadata: { timeZone: 'UTC' },
    });
    expect(byId.get('windows-zone@quorvex.example')).toMatchObject({
      startTime: '2026-12-05T09:00:00.000Z',
      metadata: { timeZone: 'W. Europe Standard Time' },
    });
    expect(byId.get('dropped@quorvex.example')).toMatchObject({ status: 'cancelled' });
    expect(warnings).toEqual(["Skipped 'Team offsite' is an all-day event: a webinar needs a start and an end time"]);

    const weekly = items.filter((i) => i.externalId.startsWith('office-hours@'));
    // Day 1 + 7k within 90 days: 13 occurrences, less the EXDATE (day 15); day 8 is there, cancelled.
    expect(weekly).toHaveLength(12);
    expect(weekly[0]).toEqual(expect.objectContaining({ externalId: 'office-hours@quorvex.example#2026-12-02T16:00:00.000Z' }));
    expect(weekly[0]?.values).toMatchObject({ startTime: '2026-12-02T16:00:00.000Z', durationMinutes: 60, metadata: { timeZone: 'America/New_York' } });
    expect(weekly.find((w) => w.values.startTime.startsWith('2026-12-09'))?.values.status).toBe('cancelled');
    expect(weekly.some((w) => w.values.startTime.startsWith('2026-12-16'))).toBe(false);
    expect(Math.max(...weekly.map((w) => Date.parse(w.values.startTime)))).toBeLessThanOrEqual(base.getTime() + 90 * 86_400_000);
    // After the US clocks change in March, 11:00 New York is 15:00 UTC.
    expect(weekly.at(-1)?.values.startTime).toBe('2027-02-24T16:00:00.000Z');
  });

  it('converts wall-clock times across daylight saving', () => {
    expect(new Date(zonedToUtc({ year: 2027, month: 3, day: 16, hour: 11, minute: 0, second: 0 }, 'America/New_York')).toISOString()).toBe(
      '2027-03-16T15:00:00.000Z',
    );
    expect(new Date(zonedToUtc({ year: 2026, month: 7, day: 1, hour: 17, minute: 0, second: 0 }, 'Europe/Berlin')).toISOString()).toBe(
      '2026-07-01T15:00:00.000Z',
    );
  });

  it('refuses a file that is not iCalendar, and a time without a zone', async () => {
    await expect(mapIcal('<html></html>', base)).rejects.toThrow('Not valid iCalendar: it does not start with BEGIN:VCALENDAR');
    const floating =
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:f@x\r\nDTSTART:20261210T100000\r\nDTEND:20261210T110000\r\nSUMMARY:Floating\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    const { items, warnings } = await mapIcal(floating, base);
    expect(items).toEqual([]);
    expect(warnings).toEqual(["Skipped 'Floating': it has a time without a time zone (add TZID or use UTC)"]);
  });
});
