import { expect } from 'vitest';
import { jobs, productTrials, vendors } from '../db/schema/catalog.ts';
import type { TestContext } from './test-app.ts';

type VendorRow = typeof vendors.$inferInsert;
type JobRow = typeof jobs.$inferInsert;

/**
 * Two vendors with a manager each (Acme: boss@acme.example, Globex: boss@globex.example), Acme's
 * trial 'Acme Cloud' and a job of each ('AI Test Engineer', 'Globex Secret Job'); `acme` and `jobA`
 * add to Acme's rows. Returns the two managers' accounts.
 */
export async function seedTwoVendors(
  t: TestContext,
  ids: { trialA: string; jobA: string; jobB: string },
  o: { acme?: Partial<VendorRow>; jobA?: Partial<JobRow>; trialEnd: Date },
) {
  const db = t.deps.db;
  await db.insert(vendors).values([
    { id: 'acme', name: 'Acme', vendorManagerEmail: 'boss@acme.example', ...o.acme },
    { id: 'globex', name: 'Globex', vendorManagerEmail: 'boss@globex.example' },
  ]);
  await db.insert(jobs).values([
    { id: ids.jobA, vendorId: 'acme', jobTitle: 'AI Test Engineer', ...o.jobA },
    { id: ids.jobB, vendorId: 'globex', jobTitle: 'Globex Secret Job' },
  ]);
  await db.insert(productTrials).values({
    id: ids.trialA,
    vendorId: 'acme',
    productName: 'Acme Cloud',
    description: 'd',
    accessLink: 'https://acme.example/t',
    startDate: new Date('2025-01-01'),
    endDate: o.trialEnd,
  });
  const manager = await t.createUser({ email: 'boss@acme.example' });
  const other = await t.createUser({ email: 'boss@globex.example' });
  return { manager, other };
}

/** Checks a CSV download (type, attachment name `<file>-YYYY-MM-DD.csv`) and returns its lines. */
export async function csvLines(res: Response, file: string): Promise<string[]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  expect(res.headers.get('content-disposition')).toMatch(new RegExp(`attachment; filename="${file}-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
  return (await res.text()).trim().split('\r\n');
}

/** An admin and a plain member, signed in: their tokens and the admin's e-mail. */
export async function adminAndMember(t: TestContext) {
  const a = await t.createUser({ isAdmin: true });
  const m = await t.createUser();
  return { admin: await t.loginAs(a.email), adminEmail: a.email, member: await t.loginAs(m.email) };
}
