import type { OutboxAttachment } from '../../db/schema/system.ts';
import { claimAndRun, type QueueSpec } from '../../lib/queue/claim.ts';
import type { Deps } from '../../lib/context.ts';

const MAX_ATTEMPTS = 6;
type Outgoing = {
  id: string;
  attempts: number;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: OutboxAttachment[];
  headers: Record<string, string> | null;
};

const outbox: QueueSpec = {
  name: 'e-mail delivery',
  table: 'email_outbox',
  dueColumn: 'next_attempt_at',
  running: 'sending',
  done: 'sent',
  leaseSeconds: 5 * 60,
  maxAttempts: () => MAX_ATTEMPTS,
  backoffSeconds: (attempts) => Math.min(30 * 2 ** (attempts - 1), 3600),
  stamp: { done: ['sent_at'] },
};

/** Delivers due outbox rows through the mailer with the shared claim/retry loop (lib/queue/claim.ts). */
export async function deliverDueEmails(deps: Pick<Deps, 'db' | 'mailer' | 'log'>, batch = 10): Promise<number> {
  return claimAndRun<Outgoing>(deps, outbox, batch, (m) =>
    deps.mailer.send({ id: m.id, to: m.to_address, subject: m.subject, text: m.text, html: m.html, attachments: m.attachments, headers: m.headers ?? {} }),
  );
}
