import { beforeAll, describe, expect, it } from 'vitest';
import { flushSearchLog, normaliseTerm } from '../../lib/search-log.ts';
import { adminAndMember } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
// The search counts wait in the process until flushed: an earlier test file in this worker may have left some.
beforeAll(async () => {
  await flushSearchLog(t.deps.db);
  await t.truncate('search_log');
});
const browser = { 'user-agent': 'Mozilla/5.0 (test)' };

describe('search log: the admin dashboard card (issue 24, item 7)', () => {
  it('counts searches (cached repeats too, page 2 not), marks the ones that find nothing, leaves out half-typed words', async () => {
    const { admin } = await adminAndMember(t);
    const vendor = await t.json('POST', '/api/admin/vendors', { token: admin, body: { id: 'acme', name: 'Acme' } });
    expect(vendor.status).toBe(201);
    const job = await t.json('POST', '/api/admin/jobs', {
      token: admin,
      body: {
        vendorId: 'acme',
        jobTitle: 'Selenium Grid Engineer',
        jobDescription: 'Keep the grid green',
        jobPageUrl: 'https://acme.test/jobs/1',
        locationCity: 'Austin',
        locationState: 'TX',
        locationCountry: 'USA',
        salaryMin: 1000,
        salaryMax: 2000,
        salaryCurrency: 'USD',
        requirements: 'Selenium Grid',
        experienceLevel: 'mid',
        jobType: 'full-time',
        postedDate: '2025-01-05',
        status: 'active',
      },
    });
    expect(job.status, JSON.stringify(job.body)).toBe(201);

    const get = async (path: string, headers: Record<string, string> = browser) => {
      const res = await t.request('GET', path, { headers });
      expect(res.status, path).toBe(200);
      return (await res.json()) as { total?: number };
    };
    // Typed while searching: 'sel', then the whole word three times (twice answered from the cache), page 2 once.
    await get('/api/jobs?search=sel');
    for (let i = 0; i < 3; i++) await get('/api/jobs?search=Selenium');
    await get('/api/jobs?search=selenium&page=2');
    // A word nothing matches, on the global search page's API, twice.
    expect((await get('/api/search?q=quantum%20fuzzing')).total).toBe(0);
    await get('/api/search?q=Quantum   Fuzzing');
    // The server renderer's own in-process API calls (no User-Agent) and a personal-looking text are not counted.
    await get('/api/jobs?search=selenium', {});
    await get('/api/jobs?search=someone%40example.com');
    await flushSearchLog(t.deps.db);

    const dash = await t.json('GET', '/api/admin/dashboard', { token: admin });
    expect(dash.status).toBe(200);
    const { top, zeroResults } = dash.body.searches as {
      top: { kind: string; term: string; searches: number; lastTotal: number | null }[];
      zeroResults: unknown[];
    };
    expect(top).toEqual([
      { kind: 'jobs', term: 'selenium', searches: 3, lastTotal: 1 },
      { kind: 'all', term: 'quantum fuzzing', searches: 2, lastTotal: 0 },
    ]);
    expect(zeroResults).toEqual([{ kind: 'all', term: 'quantum fuzzing', searches: 2, lastTotal: 0 }]);

    // Counts add up across flushes (several processes write the same rows).
    await get('/api/jobs?search=selenium');
    await flushSearchLog(t.deps.db);
    const again = await t.json('GET', '/api/admin/dashboard', { token: admin });
    expect(again.body.searches.top[0]).toMatchObject({ term: 'selenium', searches: 4 });
  });

  it('keeps no personal-looking text and folds spacing and case', () => {
    expect(normaliseTerm('  Self   HEALING ')).toBe('self healing');
    expect(normaliseTerm('a')).toBeNull();
    expect(normaliseTerm('jane@corp.com')).toBeNull();
    expect(normaliseTerm('call 9876543210')).toBeNull();
  });
});
