import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from './schema/accounts.ts';
import { jobs, productUpdates, vendors, webinars } from './schema/catalog.ts';
import { useTestApp } from '../test/test-app.ts';
import { insertMany } from './bulk.ts';

const t = useTestApp();

/** The rows written by Drizzle's insert and by insertMany read back the same, but for their ids. */
async function sameAsDrizzle(anyTable: typeof jobs | typeof webinars | typeof productUpdates, make: (id: string) => Record<string, unknown>) {
  // One of the three tables; typed as one of them for Drizzle's builders.
  const table = anyTable as typeof jobs;
  await t.deps.db.insert(vendors).values({ id: 'bulk-v', name: 'Bulk' }).onConflictDoNothing();
  const a = [randomUUID(), randomUUID()];
  const b = [randomUUID(), randomUUID()];
  await t.deps.db.insert(table).values(a.map(make) as never);
  const written = await insertMany(t.deps.db, table, b.map(make), table.id);
  expect(new Set(written)).toEqual(new Set(b));
  const read = async (ids: string[]) =>
    ((await t.deps.db.select().from(table).where(inArray(table.id, ids))) as Record<string, unknown>[])
      .map(({ id: _id, createdAt: _c, updatedAt: _u, ...rest }) => rest)
      .sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
  const viaDrizzle = await read(a);
  expect(viaDrizzle).toHaveLength(2);
  expect(await read(b)).toEqual(viaDrizzle);
}

describe('insertMany', () => {
  it('writes text arrays, integers, dates and nulls as Drizzle does, defaults for columns left out', async () => {
    let n = 0;
    await sameAsDrizzle(jobs, (id) => ({
      id,
      vendorId: 'bulk-v',
      jobTitle: `Bulk ${n++ % 2} "quoted", {braced} \\ back`,
      jobType: 'full-time',
      experienceLevel: 'mid',
      salaryMin: 100,
      salaryMax: null,
      salaryCurrency: 'EUR',
      postedDate: '2026-11-01',
      requirements: ['TypeScript', 'a "quoted", {odd} one', 'ünïcode ✓'],
    }));
  });

  it('writes timestamps and jsonb as Drizzle does', async () => {
    let n = 0;
    await sameAsDrizzle(webinars, (id) => ({
      id,
      vendorId: 'bulk-v',
      title: `Webinar ${n++ % 2}`,
      startTime: new Date('2026-12-01T10:00:00.000Z'),
      endTime: new Date('2026-12-01T11:30:00.000Z'),
      durationMinutes: 90,
      metadata: { source: 'ical', tz: 'Europe/Berlin', nested: { list: [1, 'two', null] } },
    }));
    await sameAsDrizzle(productUpdates, (id) => ({
      id,
      vendorId: 'bulk-v',
      productName: 'P',
      version: `1.${n++ % 2}`,
      releaseDate: '2026-10-10',
      features: [],
    }));
  });

  it('answers null (and writes nothing) when the rows do not name the same columns', async () => {
    const before = await t.deps.db.$count(auditLog);
    const rows = [
      { action: 'a', entityType: 'x', entityId: '1' },
      { action: 'b', entityType: 'x' },
    ];
    expect(await insertMany(t.deps.db, auditLog, rows)).toBeNull();
    expect(await t.deps.db.$count(auditLog)).toBe(before);
    expect(await insertMany(t.deps.db, auditLog, [])).toEqual([]);
  });
});
