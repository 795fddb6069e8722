import { contactMessages } from '@portal/shared/contact';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { useTestApp } from '../../test/test-app.ts';
import { deliverDueEmails } from '../email/email.worker.ts';

const t = useTestApp({ TRUST_PROXY: 'true', SUPPORT_EMAIL: 'help@support.example' });
const body = { name: 'Casey Contact', email: 'casey@example.com', subject: 'billing', message: 'Hello <b>team</b>,\nplease help.' };

describe('contact form', () => {
  it('stores the message and e-mails the support address through the outbox', async () => {
    const res = await t.json('POST', '/api/contact', { body, headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Thank you for your message! We'll get back to you soon.");
    const [row] = rowsOf<{ name: string; subject: string; message: string; handled_at: unknown }>(
      await t.deps.db.execute(sql`select name, subject, message, handled_at from contact_messages`),
    );
    expect(row).toEqual({ name: 'Casey Contact', subject: 'billing', message: body.message, handled_at: null });
    await deliverDueEmails(t.deps);
    const mail = t.sent.find((m) => m.to === 'help@support.example');
    expect(mail?.subject).toBe('Contact form: Billing Question from Casey Contact');
    expect(mail?.text).toContain('casey@example.com');
    expect(mail?.html).toContain('Hello &lt;b&gt;team&lt;/b&gt;');
  });

  it('validates every field', async () => {
    const missing = await t.json('POST', '/api/contact', { body: { ...body, name: ' ' }, headers: { 'x-forwarded-for': '198.51.100.2' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.name).toBe(contactMessages.required);
    const email = await t.json('POST', '/api/contact', { body: { ...body, email: 'nope' }, headers: { 'x-forwarded-for': '198.51.100.2' } });
    expect(email.body.error.fields.email).toBe(contactMessages.invalidEmail);
    const subject = await t.json('POST', '/api/contact', { body: { ...body, subject: 'spam' }, headers: { 'x-forwarded-for': '198.51.100.2' } });
    expect(subject.status).toBe(400);
  });

  it('rate limits per IP', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.9' };
    for (let i = 0; i < 5; i++) expect((await t.json('POST', '/api/contact', { body, headers })).status).toBe(201);
    const sixth = await t.json('POST', '/api/contact', { body, headers });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toBe(contactMessages.rateLimited);
    expect((await t.json('POST', '/api/contact', { body, headers: { 'x-forwarded-for': '198.51.100.10' } })).status).toBe(201);
  });

  it('answers a repeat with the same Idempotency-Key as the first: one row, one e-mail, not counted toward the limit', async () => {
    const post = (key: string, message = `Keyed ${key}`) =>
      t.json('POST', '/api/contact', { body: { ...body, message }, headers: { 'x-forwarded-for': '198.51.100.20', 'Idempotency-Key': key } });
    const count = async (message: string) =>
      rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from contact_messages where message = ${message}`))[0]?.n;
    const first = await post('contact-key-1');
    const again = await post('contact-key-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await count('Keyed contact-key-1')).toBe(1);
    const events = rowsOf<{ n: number }>(
      await t.deps.db.execute(sql`select count(*)::int as n from rate_limit_events where bucket = 'contact' and key = 'ip:198.51.100.20'`),
    );
    expect(events[0]?.n).toBe(1);
    // Two copies at once, then a different key with the same text: two more messages.
    const twins = await Promise.all([post('contact-key-2'), post('contact-key-2')]);
    expect(twins.map((r) => r.status)).toEqual([201, 201]);
    expect(twins[1]?.body).toEqual(twins[0]?.body);
    expect(await count('Keyed contact-key-2')).toBe(1);
    expect((await post('contact-key-3', 'Keyed contact-key-1')).status).toBe(201);
    expect(await count('Keyed contact-key-1')).toBe(2);
    await deliverDueEmails(t.deps);
    const mails = t.sent.filter((m) => m.to === 'help@support.example' && m.text.includes('Keyed contact-key-'));
    expect(mails.map((m) => m.text.match(/Keyed contact-key-\d/)?.[0]).sort()).toEqual(['Keyed contact-key-1', 'Keyed contact-key-1', 'Keyed contact-key-2']);
  });

  it('refuses a malformed Idempotency-Key with 400 and stores nothing', async () => {
    const message = 'Bad key message';
    for (const key of ['two words', 'k'.repeat(201), '']) {
      const res = await t.json('POST', '/api/contact', { body: { ...body, message }, headers: { 'x-forwarded-for': '198.51.100.30', 'Idempotency-Key': key } });
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(res.body.error.message).toBe('Idempotency-Key must be 1 to 200 visible ASCII characters (no spaces)');
    }
    const n = rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from contact_messages where message = ${message}`))[0]?.n;
    expect(n).toBe(0);
  });

  it('lets admins list messages and mark them handled', async () => {
    const admin = await t.createUser({ isAdmin: true });
    const adminToken = await t.loginAs(admin.email);

    const open = await t.json('GET', '/api/admin/contact-messages?pageSize=2', { token: adminToken });
    expect(open.status).toBe(200);
    const openBefore = open.body.openCount;
    expect(open.body.total).toBe(openBefore);
    expect(open.body.items).toHaveLength(2);
    const id = open.body.items[0].id;
    expect((await t.json('PATCH', `/api/admin/contact-messages/${id}`, { token: adminToken, body: { handled: true } })).status).toBe(200);
    const handled = await t.json('GET', '/api/admin/contact-messages?status=handled', { token: adminToken });
    expect(handled.body.items.map((m: { id: string }) => m.id)).toEqual([id]);
    expect(handled.body.items[0].handledBy).toBe(admin.email);
    expect(handled.body.openCount).toBe(openBefore - 1);
    await t.json('PATCH', `/api/admin/contact-messages/${id}`, { token: adminToken, body: { handled: false } });
    expect((await t.json('GET', '/api/admin/contact-messages?status=handled', { token: adminToken })).body.total).toBe(0);
    const missing = await t.json('PATCH', '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000', { token: adminToken, body: { handled: true } });
    expect(missing.status).toBe(404);
  });
});
