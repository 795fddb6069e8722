// pglite-subset: the outbox is claimed with FOR UPDATE SKIP LOCKED (the shared claim loop)
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { useTestApp } from '../../test/test-app.ts';
import { enqueueEmail, renderTemplate } from './email.service.ts';
import { beat, leave } from '../../lib/queue/claim.ts';
import { deliverDueEmails } from './email.worker.ts';
import { createMailer } from './mailer.ts';
import pino from 'pino';

const t = useTestApp();

type Received = { to: string; subject: string; text: string; messageId: string; listUnsubscribe: string; listUnsubscribePost: string };
let smtp: SMTPServer;
let port = 0;
const inbox: Received[] = [];
let failNext = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, cb) {
      if (failNext > 0) {
        failNext--;
        stream.resume();
        stream.on('end', () => cb(new Error('mailbox unavailable')));
        return;
      }
      simpleParser(stream).then((m) => {
        inbox.push({
          to: (Array.isArray(m.to) ? m.to[0] : m.to)?.text ?? '',
          subject: m.subject ?? '',
          text: m.text ?? '',
          messageId: m.messageId ?? '',
          // The raw header lines (mailparser folds List-* headers into a parsed 'list' object).
          listUnsubscribe: m.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '',
          listUnsubscribePost: m.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line ?? '',
        });
        cb();
      }, cb);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const smtpDeps = () => ({
  ...t.deps,
  mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Hub <hub@test.local>', log: pino({ level: 'silent' }) }),
});

describe('outbox delivery over SMTP', () => {
  it('delivers a queued message to a real SMTP server, once', async () => {
    await enqueueEmail(t.deps.db, { to: 'reader@test.local', subject: 'Hello there', text: 'Link: http://localhost:3000/x' });
    const deps = smtpDeps();
    expect(await deliverDueEmails(deps)).toBe(1);
    expect(await deliverDueEmails(deps)).toBe(0);
    const got = inbox.filter((m) => m.subject === 'Hello there');
    expect(got).toHaveLength(1);
    expect(got[0]?.text).toContain('http://localhost:3000/x');
  });

  it('delivers the List-Unsubscribe headers of bulk mail over SMTP, and none on other mail', async () => {
    const list = {
      oneClickUrl: 'http://localhost:3000/api/email/unsubscribe?token=t1',
      pageUrl: 'http://localhost:3000/email/unsubscribe?token=t1',
      label: 'the weekly digest',
    };
    await enqueueEmail(t.deps.db, { to: 'bulk@test.local', subject: 'Bulk one', text: 'Body', list });
    await enqueueEmail(t.deps.db, { to: 'bulk@test.local', subject: 'Personal one', text: 'Body' });
    await deliverDueEmails(smtpDeps());
    const bulk = inbox.find((m) => m.subject === 'Bulk one');
    const personal = inbox.find((m) => m.subject === 'Personal one');
    expect(bulk?.listUnsubscribePost).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/i);
    expect(bulk?.listUnsubscribe).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=t1>$/i);
    expect(bulk?.text).toContain('Unsubscribe or send less often: http://localhost:3000/email/unsubscribe?token=t1');
    expect(personal?.listUnsubscribe).toBe('');
  });

  it('sends a message with a dedupe key only once', async () => {
    expect(await enqueueEmail(t.deps.db, { to: 'a@test.local', subject: 'Once', text: 'x', dedupeKey: 'k1' })).toBe(true);
    expect(await enqueueEmail(t.deps.db, { to: 'a@test.local', subject: 'Once', text: 'x', dedupeKey: 'k1' })).toBe(false);
  });

  it('retries a failed delivery with back-off, then succeeds', async () => {
    await deliverDueEmails(smtpDeps()); // nothing else is queued when the failure is armed
    failNext = 1;
    await enqueueEmail(t.deps.db, { to: 'retry@test.local', subject: 'Retry me', text: 'x' });
    const deps = smtpDeps();
    await deliverDueEmails(deps);
    const [row] = rowsOf<{ status: string; attempts: number; future: boolean }>(
      await t.deps.db.execute(sql`select status, attempts, next_attempt_at > now() as future from email_outbox where subject = 'Retry me'`),
    );
    expect(row).toMatchObject({ status: 'pending', attempts: 1, future: true });
    await t.deps.db.execute(sql`update email_outbox set next_attempt_at = now() where subject = 'Retry me'`);
    await deliverDueEmails(deps);
    expect(inbox.some((m) => m.subject === 'Retry me')).toBe(true);
  });

  it('never sends one message twice when two workers race', async () => {
    for (let i = 0; i < 6; i++) await enqueueEmail(t.deps.db, { to: `race${i}@test.local`, subject: 'Race', text: 'x' });
    const deps = smtpDeps();
    await Promise.all([deliverDueEmails(deps, 3), deliverDueEmails(deps, 3), deliverDueEmails(deps, 3)]);
    await deliverDueEmails(deps);
    expect(inbox.filter((m) => m.subject === 'Race')).toHaveLength(6);
  });
});

describe('a worker that crashed while sending', () => {
  const claimAs = (subject: string, worker: string, secondsAgo: number) =>
    t.deps.db.execute(sql`update email_outbox set status = 'sending', attempts = 1, locked_by = ${worker},
      locked_at = now() - make_interval(secs => ${secondsAgo}) where subject = ${subject}`);

  it("frees the claims of a worker whose heartbeat went stale, long before the lease ends, and keeps a live worker's", async () => {
    await deliverDueEmails(smtpDeps()); // nothing else queued
    await enqueueEmail(t.deps.db, { to: 'crash@test.local', subject: 'Held by the dead', text: 'x' });
    await enqueueEmail(t.deps.db, { to: 'alive@test.local', subject: 'Held by the living', text: 'x' });
    await enqueueEmail(t.deps.db, { to: 'fresh@test.local', subject: 'Just claimed', text: 'x' });
    await claimAs('Held by the dead', 'gone-host:1', 60); // killed a minute ago; lease is 5 minutes
    await claimAs('Held by the living', 'live-host:2', 60);
    await claimAs('Just claimed', 'gone-host:1', 5); // too young to judge
    await beat(t.deps.db, 'live-host:2');
    await t.deps.db.execute(sql`insert into worker_heartbeats (worker_id, seen_at) values ('gone-host:1', now() - interval '2 minutes')
      on conflict (worker_id) do update set seen_at = excluded.seen_at`);

    expect(await deliverDueEmails(smtpDeps())).toBe(1);
    const rows = rowsOf<{ subject: string; status: string; attempts: number; locked_by: string | null }>(
      await t.deps.db.execute(
        sql`select subject, status, attempts, locked_by from email_outbox where to_address like '%@test.local' and subject in ('Held by the dead', 'Held by the living', 'Just claimed') order by subject`,
      ),
    );
    expect(rows).toEqual([
      { subject: 'Held by the dead', status: 'sent', attempts: 2, locked_by: null },
      { subject: 'Held by the living', status: 'sending', attempts: 1, locked_by: 'live-host:2' },
      { subject: 'Just claimed', status: 'sending', attempts: 1, locked_by: 'gone-host:1' },
    ]);
    expect(inbox.filter((m) => m.subject === 'Held by the dead')).toHaveLength(1);
    await leave(t.deps.db, 'live-host:2');
    await t.deps.db.execute(sql`update email_outbox set status = 'sent' where subject in ('Held by the living', 'Just claimed')`);
  });

  it('gives every message a Message-ID made from its outbox id, so a copy sent again after a crash is the same message', async () => {
    await enqueueEmail(t.deps.db, { to: 'mid@test.local', subject: 'With an id', text: 'x' });
    const [row] = rowsOf<{ id: string }>(await t.deps.db.execute(sql`select id from email_outbox where subject = 'With an id'`));
    await deliverDueEmails(smtpDeps());
    expect(inbox.find((m) => m.subject === 'With an id')?.messageId).toBe(`<${row?.id}@test.local>`);
  });
});

describe('templates', () => {
  it('renders variables, escaping HTML in the HTML part', () => {
    expect(renderTemplate('Hi {{user_name}}, {{ job_title }}!', { user_name: '<b>Ann</b>', job_title: 'SDET' }, true)).toBe('Hi &lt;b&gt;Ann&lt;/b&gt;, SDET!');
    expect(renderTemplate('Hi {{user_name}}{{missing}}', { user_name: 'Ann' }, false)).toBe('Hi Ann');
  });
});
