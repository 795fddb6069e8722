import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { emailTemplates } from '../../db/schema/system.ts';
import { adminAndMember } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let admin: string;
let adminEmail: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ admin, adminEmail } = await adminAndMember(t));
  const rows = await t.deps.db
    .insert(emailTemplates)
    .values([
      { name: 'New Job Alert', subject: 'New job: {{job_title}} at {{company}}', content: 'Hi {{user_name}},\n\n{{company}} is hiring.' },
      { name: 'Webinar Reminder', subject: 'Reminder: {{webinar_title}}', content: 'Hi {{user_name}}' },
      { name: 'Welcome Letter', subject: 'Welcome', content: 'Hi {{user_name}}' },
      { name: 'AI Course Announcement', subject: 'Course', content: 'Hi {{user_name}}' },
    ])
    .returning();
  for (const r of rows) ids[r.name] = r.id;
});

const jobId = () => ids['New Job Alert'] as string;

describe('GET /api/admin/email-templates', () => {
  it('lists templates ordered by name with kind and variables', async () => {
    const res = await t.json('GET', '/api/admin/email-templates', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { name: string; kind: string }) => [i.name, i.kind])).toEqual([
      ['AI Course Announcement', 'course'],
      ['New Job Alert', 'job'],
      ['Webinar Reminder', 'webinar'],
      ['Welcome Letter', 'other'],
    ]);
    const job = res.body.items[1];
    expect(job.variables).toContain('job_page_url');
    expect(typeof job.updatedAt).toBe('string');
  });

  it('reads one template and 404s an unknown id', async () => {
    const one = await t.json('GET', `/api/admin/email-templates/${jobId()}`, { token: admin });
    expect(one.body).toMatchObject({ name: 'New Job Alert', kind: 'job' });
    const missing = await t.json('GET', '/api/admin/email-templates/00000000-0000-4000-8000-000000000000', { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Email template not found');
  });
});

describe('PUT /api/admin/email-templates/{id}', () => {
  it('validates subject and content', async () => {
    const res = await t.json('PUT', `/api/admin/email-templates/${jobId()}`, { token: admin, body: { subject: ' ', content: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ subject: 'Subject is required', content: 'Content is required' });
    const long = await t.json('PUT', `/api/admin/email-templates/${jobId()}`, { token: admin, body: { subject: 'x'.repeat(201), content: 'ok' } });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.subject).toBe('Subject must be 200 characters or less');
  });

  it('rejects variables the kind does not provide with a 422 naming them, and changes nothing', async () => {
    const res = await t.json('PUT', `/api/admin/email-templates/${jobId()}`, {
      token: admin,
      body: { subject: 'Job {{job_title}}', content: 'Hi {{user_name}} {{webinar_title}} {{nope}}' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toContain('{{webinar_title}}, {{nope}}');
    expect(res.body.error.fields.content).toBeDefined();
    expect(res.body.error.fields.subject).toBeUndefined();
    const [row] = rowsOf<{ subject: string }>(await t.deps.db.execute(sql`select subject from email_templates where id = ${jobId()}`));
    expect(row?.subject).toBe('New job: {{job_title}} at {{company}}');
  });

  it('saves, bumps updatedAt and writes an audit entry', async () => {
    const before = (await t.json('GET', `/api/admin/email-templates/${jobId()}`, { token: admin })).body;
    const res = await t.json('PUT', `/api/admin/email-templates/${jobId()}`, {
      token: admin,
      body: { subject: ' Now hiring: {{ job_title }} ', content: 'Hi {{user_name}}, see {{job_page_url}}' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subject: 'Now hiring: {{ job_title }}', content: 'Hi {{user_name}}, see {{job_page_url}}', kind: 'job' });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(before.updatedAt).getTime());
    const audit = rowsOf<{ action: string; actor_email: string; before: unknown; after: unknown }>(
      await t.deps.db.execute(sql`select action, actor_email, before, after from audit_log where entity_type = 'email_template' and entity_id = ${jobId()}`),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', actor_email: adminEmail });
    expect(JSON.stringify(audit[0]?.before)).toContain('New job: {{job_title}} at {{company}}');
    expect(JSON.stringify(audit[0]?.after)).toContain('Now hiring');
  });
});

describe('POST /api/admin/email-templates/preview', () => {
  it('renders with the kind sample data, HTML-escaping values and content', async () => {
    const res = await t.json('POST', '/api/admin/email-templates/preview', {
      token: admin,
      body: { name: 'New Job Alert', subject: '{{company}} hiring', content: 'Hi {{user_name}} <script>alert(1)</script>\n\nAt {{company}} {{bogus}}' },
    });
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe('job');
    expect(res.body.subject).toBe('Acme <AI> & Co hiring');
    expect(res.body.text).toContain('Hi Alex Tester');
    expect(res.body.html).toContain('Acme &lt;AI&gt; &amp; Co');
    expect(res.body.html).not.toContain('<script>');
    expect(res.body.unknownVariables).toEqual(['bogus']);
  });

  it('takes the kind explicitly, defaulting to other', async () => {
    const res = await t.json('POST', '/api/admin/email-templates/preview', {
      token: admin,
      body: { kind: 'product', subject: '{{product_name}} {{version}}', content: 'x' },
    });
    expect(res.body.subject).toBe('Acme TestPilot 2.4.0');
    const other = await t.json('POST', '/api/admin/email-templates/preview', { token: admin, body: { subject: '{{product_name}}', content: '' } });
    expect(other.body).toMatchObject({ kind: 'other', subject: '', unknownVariables: ['product_name'] });
  });
});

describe('POST /api/admin/email-templates/{id}/test', () => {
  it("queues the rendered template to the admin's own address", async () => {
    const res = await t.json('POST', `/api/admin/email-templates/${ids['Webinar Reminder']}/test`, { token: admin, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: `Test e-mail sent to ${adminEmail}`, to: adminEmail });
    const mails = rowsOf<{ subject: string; text: string; html: string }>(
      await t.deps.db.execute(sql`select subject, text, html from email_outbox where to_address = ${adminEmail}`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('[Test] Reminder: Self-healing tests with AI');
    expect(mails[0]?.text).toBe('Hi Alex Tester');
  });

  it('sends a draft when given and rejects unknown variables in it', async () => {
    const ok = await t.json('POST', `/api/admin/email-templates/${jobId()}/test`, { token: admin, body: { subject: 'Draft {{company}}', content: 'Body' } });
    expect(ok.status).toBe(200);
    const [mail] = rowsOf<{ html: string }>(await t.deps.db.execute(sql`select html from email_outbox where subject = '[Test] Draft Acme <AI> & Co'`));
    expect(mail?.html).toContain('Draft Acme &lt;AI&gt; &amp; Co');
    const bad = await t.json('POST', `/api/admin/email-templates/${jobId()}/test`, { token: admin, body: { subject: '{{webinar_time}}', content: 'Body' } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toContain('{{webinar_time}}');
  });
});
