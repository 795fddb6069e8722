import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import type { OutboxAttachment } from '../../db/schema/system.ts';

const MAX_ATTEMPTS = 6;
type Claimed = { id: string; to_address: string; subject: string; text: string; html: string | null; attachments: OutboxAttachment[]; attempts: number };

/**
 * Claim due messages with FOR UPDATE SKIP LOCKED (several processes never send one twice) and
 * deliver them; failures are retried with exponential back-off, then marked failed.
 */
export async function deliverDueEmails(deps: Pick<Deps, 'db' | 'mailer' | 'log'>, batch = 10): Promise<number> {
  const { db, mailer, log } = deps;
  const claimed = rowsOf<Claimed>(
    await db.execute(sql`
      update email_outbox set status = 'sending', locked_at = now()
      where id in (
        select id from email_outbox
        where (status = 'pending' and next_attempt_at <= now())
           or (status = 'sending' and locked_at < now() - interval '5 minutes')
        order by next_attempt_at
        limit ${batch}
        for update skip locked
      )
      returning id, to_address, subject, text, html, attachments, attempts`),
  );
  for (const m of claimed) {
    try {
      await mailer.send({ to: m.to_address, subject: m.subject, text: m.text, html: m.html, attachments: m.attachments });
      await db.execute(sql`update email_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null where id = ${m.id}`);
    } catch (err) {
      const attempts = m.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      const delay = Math.min(30 * 2 ** (attempts - 1), 3600);
      log.warn({ err, emailId: m.id, attempts }, 'e-mail delivery failed');
      await db.execute(sql`
        update email_outbox set attempts = ${attempts}, last_error = ${String((err as Error)?.message ?? err).slice(0, 500)},
          status = ${failed ? 'failed' : 'pending'}, next_attempt_at = now() + make_interval(secs => ${delay}), locked_at = null
        where id = ${m.id}`);
    }
  }
  return claimed.length;
}
