import type { SendResult } from '@portal/shared/admin';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { emailTemplates } from '../../db/schema/system.ts';
import type { Deps } from '../../lib/context.ts';
import { enqueueEmail, renderTemplate, simpleHtml } from '../email/email.service.ts';
import { type Actor, writeAudit } from './admin-crud.service.ts';

export type Recipient = { user_id: string; email: string; fullName: string | null };
type Vars = Record<string, string | number | null | undefined>;

/** Members who opted in to a vendor (digest_preferences.preferred_vendors) and did not switch e-mail off. */
export async function vendorSubscribers(deps: Deps, vendorId: string): Promise<Recipient[]> {
  return rowsOf<Recipient>(
    await deps.db.execute(sql`
      select u.id as user_id, u.email, p.full_name as "fullName"
      from digest_preferences d
      join users u on u.id = d.user_id
      join profiles p on p.id = u.id
      left join user_notifications n on n.user_id = u.id
      where ${vendorId} = any(d.preferred_vendors)
        and u.email_confirmed_at is not null
        and coalesce(n.email_notifications, true)
      order by u.email`),
  );
}

/** The stored template by name, or the built-in fallback when an admin removed it. */
export async function loadTemplate(deps: Deps, name: string, fallback: { subject: string; content: string }) {
  const [t] = await deps.db
    .select({ subject: emailTemplates.subject, content: emailTemplates.content })
    .from(emailTemplates)
    .where(eq(emailTemplates.name, name));
  return t ?? fallback;
}

export const userName = (r: Recipient) => r.fullName?.trim() || r.email.split('@')[0] || 'there';

/**
 * Puts one e-mail per recipient in the outbox and records the action in the audit log, in one
 * transaction. A recipient whose dedupe key was already used is skipped (never e-mailed twice).
 */
export async function sendToRecipients<R extends Recipient>(
  deps: Deps,
  actor: Actor,
  opts: {
    recipients: R[];
    template: { subject: string; content: string };
    vars: (r: R) => Vars;
    dedupeKey: (r: R) => string;
    action?: { label: string; url: string };
    audit: { action: string; entityType: string; entityId: string };
  },
): Promise<SendResult> {
  let sent = 0;
  let skipped = 0;
  await deps.db.transaction(async (tx) => {
    for (const r of opts.recipients) {
      const vars = { user_name: userName(r), ...opts.vars(r) };
      const subject = renderTemplate(opts.template.subject, vars, false);
      const text = renderTemplate(opts.template.content, vars, false);
      const html = simpleHtml({ heading: subject, paragraphs: text.split(/\n{2,}/), action: opts.action });
      const fullText = opts.action ? `${text}\n\n${opts.action.label}: ${opts.action.url}` : text;
      const queued = await enqueueEmail(tx, { to: r.email, subject, text: fullText, html, dedupeKey: opts.dedupeKey(r) });
      if (queued) sent++;
      else skipped++;
    }
    await writeAudit(tx, actor, [{ ...opts.audit, after: { recipients: opts.recipients.length, sent, skipped } }]);
  });
  if (sent) deps.nudge();
  return { success: true, sent, failed: 0, skipped };
}

export type NotifyOptions = {
  entityType: string;
  id: string;
  vendorId: string | null;
  templateName: string;
  fallback: { subject: string; content: string };
  vars: Vars;
  link: { label: string; url: string };
};

/** 'Notify subscribers': the matching template to every member who opted in to the item's vendor; once per member and item. */
export async function notifySubscribers(deps: Deps, actor: Actor, opts: NotifyOptions): Promise<SendResult> {
  if (!opts.vendorId) return { success: true, sent: 0, failed: 0, skipped: 0 };
  const recipients = await vendorSubscribers(deps, opts.vendorId);
  const template = await loadTemplate(deps, opts.templateName, opts.fallback);
  return sendToRecipients(deps, actor, {
    recipients,
    template,
    vars: () => opts.vars,
    dedupeKey: (r) => `notify:${opts.entityType}:${opts.id}:${r.user_id}`,
    action: opts.link,
    audit: { action: 'notify_subscribers', entityType: opts.entityType, entityId: opts.id },
  });
}
