import { CONTACT_PER_IP_PER_HOUR, type ContactSubject, contactMessages, contactSubjectLabels } from '@portal/shared/contact';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { pageWindow, paged } from '../../lib/paging.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { enqueueEmail, simpleHtml } from '../email/email.service.ts';
import * as q from './contact.queries.ts';

/**
 * Stores the message and e-mails the support address through the outbox, in one transaction. A signed-in
 * Pro member's message is marked fromPro (priority support: first in the admin inbox, '[Pro]' in the e-mail).
 * With an idempotency key (decision 2506) a repeat answers the same thank-you and stores and sends nothing,
 * nor counts toward the hourly limit.
 */
export async function submit(
  deps: Deps,
  input: { name: string; email: string; subject: ContactSubject; message: string },
  ip: string,
  sender: { isPro: boolean } | null = null,
  idempotencyKey: string | null = null,
) {
  const answer = { message: contactMessages.thankYou };
  if (idempotencyKey && (await q.messageWithKey(deps.db, idempotencyKey))) return answer;
  const fromPro = !!sender?.isPro;
  await enforceLimit(deps.db, 'contact', `ip:${ip}`, CONTACT_PER_IP_PER_HOUR, 3600, contactMessages.rateLimited);
  await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const id = await q.insertMessage(tx, { ...input, ip, fromPro, idempotencyKey });
    if (!id) return; // the same key committed meanwhile (a concurrent repeat): its e-mail is on its way
    const label = contactSubjectLabels[input.subject];
    const adminUrl = `${deps.env.APP_URL}/admin/messages`;
    await enqueueEmail(tx, {
      to: deps.env.SUPPORT_EMAIL,
      subject: `${fromPro ? '[Pro] ' : ''}Contact form: ${label} from ${input.name}`,
      text: `New message from the contact form.\n\nName: ${input.name}\nEmail: ${input.email}\nSubject: ${label}\n\n${input.message}\n\nReply to ${input.email}. All messages: ${adminUrl}`,
      html: simpleHtml({
        heading: `Contact form: ${label}`,
        paragraphs: [`From: ${input.name} <${input.email}>`, input.message],
        action: { label: 'Open messages', url: adminUrl },
      }),
      dedupeKey: `contact:${id}`,
    });
  });
  deps.nudge();
  return answer;
}

export async function list(deps: Deps, query: { page: number; pageSize: number; status: 'open' | 'handled' | 'all' }) {
  const { limit, offset } = pageWindow(query);
  const r = await q.listMessages(deps.db, { status: query.status, limit, offset });
  return { ...paged(r.items, r.total, query), openCount: r.openCount };
}

export async function markHandled(deps: Deps, adminId: string, id: string, handled: boolean) {
  if (!(await q.setHandled(deps.db, id, handled ? adminId : null))) throw notFound('Message not found');
}
