import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/accounts.ts';
import { jobs, vendors } from '../../db/schema/catalog.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createRows } from './admin-crud.service.ts';

const t = useTestApp();

const jobEntity = { table: jobs, type: 'job', label: 'Job' };
const jobRow = (id: string) => ({
  id,
  vendorId: 'acme',
  jobTitle: 'AI Test Engineer',
  jobType: 'full-time',
  experienceLevel: 'mid',
  salaryCurrency: 'USD',
});

describe('admin-crud createRows', () => {
  it('writes the rows and their audit rows together', async () => {
    const admin = await t.createUser({ isAdmin: true });
    await t.deps.db.insert(vendors).values({ id: 'acme', name: 'Acme' }).onConflictDoNothing();
    const id = randomUUID();
    await createRows(t.deps.db, { id: admin.id, email: admin.email }, jobEntity, [jobRow(id)]);
    expect(await t.deps.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id))).toHaveLength(1);
    expect(await t.deps.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.entityId, id))).toHaveLength(1);
  });

  it('leaves no row when the audit write fails (one transaction)', async () => {
    await t.deps.db.insert(vendors).values({ id: 'acme', name: 'Acme' }).onConflictDoNothing();
    const id = randomUUID();
    // An actor that is no user: the audit row's foreign key refuses it, after the rows were inserted.
    const ghost = { id: randomUUID(), email: 'ghost@example.test' };
    await expect(createRows(t.deps.db, ghost, jobEntity, [jobRow(id)])).rejects.toThrow();
    expect(await t.deps.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id))).toHaveLength(0);
  });
});
