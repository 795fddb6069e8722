import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { writeFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dailyBackupJob } from '../../jobs/definitions/backup.ts';
import { runQueuedJobs } from '../../jobs/runner.ts';
import { adminAndMember } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aith-system-'));
const t = useTestApp({ DATA_DIR: dataDir });
let admin: string;
beforeAll(async () => {
  ({ admin } = await adminAndMember(t));
});

const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.deps.db.execute(q))[0] as T;
const audits = async (action: string) =>
  rowsOf<{ entityId: string | null; before: unknown }>(
    await t.deps.db.execute(sql`select entity_id as "entityId", before from audit_log where action = ${action}`),
  );

async function failedJob() {
  return one<{ id: string }>(sql`
    insert into background_jobs (name, payload, status, attempts, max_attempts, last_error) values ('housekeeping', '{}', 'failed', 5, 5, 'boom') returning id`);
}
async function failedEmail(subject: string) {
  return one<{ id: string }>(sql`
    insert into email_outbox (to_address, subject, text, status, attempts, last_error) values ('x@test.local', ${subject}, 'hi', 'failed', 5, 'smtp down') returning id`);
}
async function failedDelivery() {
  await t.deps.db.execute(sql`insert into vendors (id, name) values ('sys-vendor', 'System Vendor') on conflict do nothing`);
  return one<{ id: string }>(sql`
    insert into webhook_deliveries (vendor_id, event, url, payload, status, attempts, last_error)
    values ('sys-vendor', 'lead.shared', 'https://hooks.example.com/x', '{}', 'failed', 5, 'HTTP 500') returning id`);
}

describe('Admin › System', () => {
  it("refuses the command-line backup's operations without its secret; unknown ids answer 404", async () => {
    // Visitors (401) and members (403) on every admin operation: the OpenAPI role walk (health/openapi.test.ts).
    const id = '00000000-0000-4000-8000-000000000000';
    // The command-line backup's own operations need the secret of DATA_DIR/server.pid (none here), whoever asks.
    expect((await t.json('POST', '/api/system/local-backup', { token: admin })).status).toBe(403);
    expect((await t.json('GET', `/api/system/local-backup/${id}`, { headers: { 'x-local-token': 'guess' } })).status).toBe(403);
    expect((await t.json('POST', `/api/admin/system/jobs/${id}/retry`, { token: admin })).status).toBe(404);
    expect((await t.json('GET', '/api/admin/system/backups/jwt-secret', { token: admin })).status).toBe(404);
    expect((await t.json('GET', '/api/admin/system/backups/backup-20260101T000000Z-admin.jsonl.gz', { token: admin })).status).toBe(404);
  });

  it('shows and retries a failed job, audited', async () => {
    const job = await failedJob();
    const view = await t.json('GET', '/api/admin/system', { token: admin });
    expect(view.status).toBe(200);
    expect(view.body.failedJobs).toEqual([expect.objectContaining({ id: job.id, name: 'housekeeping', lastError: 'boom' })]);
    expect(view.body.queue).toContainEqual(expect.objectContaining({ name: 'housekeeping', failed: 1 }));
    expect(view.body.database.kind).toBe(t.database.kind);
    expect(view.body.database.bytes).toBeGreaterThan(0);
    expect((await t.json('POST', `/api/admin/system/jobs/${job.id}/retry`, { token: admin })).status).toBe(200);
    expect(await one(sql`select status, attempts from background_jobs where id = ${job.id}`)).toEqual({ status: 'pending', attempts: 0 });
    expect(await audits('system.job.retry')).toEqual([expect.objectContaining({ entityId: job.id })]);
    expect((await t.json('POST', `/api/admin/system/jobs/${job.id}/retry`, { token: admin })).status).toBe(404);
  });

  it('retries and discards failed e-mails, audited', async () => {
    const a = await failedEmail('Retry me');
    const b = await failedEmail('Discard me');
    const view = await t.json('GET', '/api/admin/system', { token: admin });
    expect(view.body.failedEmails.map((e: { subject: string }) => e.subject).sort()).toEqual(['Discard me', 'Retry me']);
    expect((await t.json('POST', `/api/admin/system/emails/${a.id}/retry`, { token: admin })).status).toBe(200);
    expect((await t.json('POST', `/api/admin/system/emails/${b.id}/discard`, { token: admin })).status).toBe(200);
    expect(await one(sql`select status, attempts from email_outbox where id = ${a.id}`)).toEqual({ status: 'pending', attempts: 0 });
    expect(await one(sql`select count(*)::int as n from email_outbox where id = ${b.id}`)).toEqual({ n: 0 });
    expect(await audits('system.email.discard')).toEqual([expect.objectContaining({ entityId: b.id })]);
    expect(JSON.stringify((await audits('system.email.discard'))[0]?.before)).toContain('Discard me');
    expect(await audits('system.email.retry')).toHaveLength(1);
  });

  it('retries a failed lead-webhook delivery as a new queued attempt, audited', async () => {
    const d = await failedDelivery();
    const view = await t.json('GET', '/api/admin/system', { token: admin });
    expect(view.body.failedWebhooks).toEqual([expect.objectContaining({ id: d.id, vendorName: 'System Vendor', lastError: 'HTTP 500' })]);
    expect((await t.json('POST', `/api/admin/system/webhooks/${d.id}/retry`, { token: admin })).status).toBe(200);
    expect(await one(sql`select status, attempts from webhook_deliveries where id = ${d.id}`)).toEqual({ status: 'pending', attempts: 0 });
    const queued = await one<{ n: number }>(
      sql`select count(*)::int as n from background_jobs where name = 'lead-webhook' and payload->>'deliveryId' = ${d.id}`,
    );
    expect(queued.n).toBe(1);
    expect(await audits('system.webhook.retry')).toEqual([expect.objectContaining({ entityId: d.id })]);
  });

  it('starts a backup as a queued job, lists it when written, and downloads it', async () => {
    const started = await t.json('POST', '/api/admin/system/backups', { token: admin });
    expect(started.status).toBe(202);
    const again = await t.json('POST', '/api/admin/system/backups', { token: admin });
    expect(again.body.jobId).toBe(started.body.jobId);
    let view = await t.json('GET', '/api/admin/system', { token: admin });
    expect(view.body.backups.runs[0]).toEqual(expect.objectContaining({ id: started.body.jobId, status: 'pending' }));
    expect(view.body.backups.files).toEqual([]);
    while ((await runQueuedJobs(t.deps)) > 0) {}
    view = await t.json('GET', '/api/admin/system', { token: admin });
    expect(view.body.backups.runs[0]).toEqual(expect.objectContaining({ id: started.body.jobId, status: 'done' }));
    const [file] = view.body.backups.files;
    expect(file).toEqual(expect.objectContaining({ origin: 'admin', complete: true }));
    const res = await t.request('GET', `/api/admin/system/backups/${file.name}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(file.name);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(file.bytes);
    const manifest = JSON.parse(gunzipSync(body).toString().split('\n')[0] as string);
    expect(manifest.tables.audit_log).toBeGreaterThan(0);
    expect((await audits('system.backup.start')).map((a) => a.entityId)).toEqual([started.body.jobId]);
    expect(await audits('system.backup.download')).toHaveLength(1);
  });

  it('the daily backup runs on the embedded database only, and keeps BACKUP_KEEP daily backups', async () => {
    const dir = path.join(dataDir, 'backups');
    mkdirSync(dir, { recursive: true });
    const old = ['20250101T000000Z', '20250102T000000Z', '20250103T000000Z'].map((s) => `backup-${s}-daily.jsonl.gz`);
    for (const name of old) writeFileSync(path.join(dir, name), 'old');
    writeFileSync(path.join(dir, 'backup-20240101T000000Z-cli.jsonl.gz'), 'kept: made by hand');
    await dailyBackupJob.run({ ...t.deps, env: { ...t.deps.env, BACKUP_KEEP: 2 } }, {});
    const names = readdirSync(dir).sort();
    if (t.database.kind === 'postgres') {
      expect(names.filter((n) => n.includes('daily'))).toEqual(old);
      return;
    }
    const daily = names.filter((n) => n.includes('-daily.'));
    expect(daily).toHaveLength(2);
    expect(daily[0]).toBe(old[2]);
    expect(daily[1]).not.toContain('2025');
    expect(names).toContain('backup-20240101T000000Z-cli.jsonl.gz');
  });
});
