import { reminderTypes, type SendResult } from '@portal/shared/admin';
import { z } from 'zod';
import type { Deps } from '../../lib/context.ts';
import { enqueue, jobType } from '../../lib/queue/job.ts';
import { enqueueEmail, renderTemplate, simpleHtml } from '../email/email.service.ts';
import { listFor } from '../email/unsubscribe.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import { countOutboxKeys, findEmailTemplate, type Recipient, vendorSubscribers } from './admin-mail.queries.ts';
import { reminderRecipients } from './admin-trials.queries.ts';
type Vars = Record<string, string | number | null>;

/** The stored template by name, or the built-in fallback when an admin removed it. */
async function loadTemplate(deps: Deps, name: string, fallback: { subject: string; content: string }) {
  return (await findEmailTemplate(deps.db, name)) ?? fallback;
}

export const userName = (r: Recipient) => r.fullName?.trim() || r.email.split('@')[0] || 'there';

export const FANOUT_JOB = 'admin-fanout';

/** A 'send to many' as data: who (an audience rebuilt when the job runs), what, and the dedupe key parts. */
export const fanoutPayload = z.object({
  audience: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('vendor'), vendorId: z.string().nullable(), topicIds: z.array(z.uuid()).default([]) }),
    z.object({ kind: z.literal('trial'), trialId: z.string(), vendorId: z.string().nullable(), type: z.enum(reminderTypes) }),
  ]),
  templateName: z.string().nullable(),
  template: z.object({ subject: z.string(), content: z.string() }),
  vars: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  /** Dedupe key = prefix + user id + suffix: one e-mail per member, however often the job runs. */
  dedupe: z.object({ prefix: z.string(), suffix: z.string().default('') }),
  action: z.object({ label: z.string(), url: z.string() }).optional(),
  /** Members per transaction in the job. */
  batchSize: z.number().int().min(1).max(1000).default(200),
});

/** 'Notify subscribers', job and trial reminders: one job per request, the e-mails queued in batches (docs/decisions/1401). */
export const fanoutJob = jobType(FANOUT_JOB, fanoutPayload);
type FanoutPayload = z.input<typeof fanoutPayload>;

type AudienceMember = Recipient & { expiryDate?: Date | null };

async function audienceOf(deps: Deps, a: z.output<typeof fanoutPayload>['audience']): Promise<AudienceMember[]> {
  if (a.kind === 'vendor') return vendorSubscribers(deps.db, a.vendorId, a.topicIds);
  return reminderRecipients(deps.db, a.trialId, a.vendorId, a.type);
}

const dedupeKey = (p: z.output<typeof fanoutPayload>, r: Recipient) => `${p.dedupe.prefix}${r.userId}${p.dedupe.suffix}`;

/**
 * In the admin's request: counts who will get the e-mail and who already did, queues ONE job and
 * writes the audit row, in one transaction. Nothing is sent here.
 */
export async function queueFanout(
  deps: Deps,
  actor: Actor,
  payload: FanoutPayload,
  audit: { action: string; entityType: string; entityId: string },
): Promise<SendResult> {
  const p = fanoutPayload.parse(payload);
  const recipients = await audienceOf(deps, p.audience);
  const keys = recipients.map((r) => dedupeKey(p, r));
  const skipped = await countOutboxKeys(deps.db, keys);
  const sent = recipients.length - skipped;
  await deps.db.transaction(async (tx) => {
    if (sent > 0) await enqueue(tx, fanoutJob, p);
    await writeAudit(tx, actor, [{ ...audit, after: { recipients: recipients.length, queued: sent, skipped } }]);
  });
  if (sent) deps.nudge();
  return { success: true, sent, failed: 0, skipped };
}

/**
 * In the job: puts one e-mail per member in the outbox, in batches of `batchSize`, each batch its own
 * transaction. After a crash the retried job starts over; the dedupe keys make every member's
 * e-mail exist exactly once.
 */
export async function deliverFanout(deps: Deps, payload: z.output<typeof fanoutPayload>): Promise<number> {
  const p = payload;
  const batch = p.batchSize;
  const recipients = await audienceOf(deps, p.audience);
  const template = p.templateName ? await loadTemplate(deps, p.templateName, p.template) : p.template;
  let queued = 0;
  for (let i = 0; i < recipients.length; i += batch) {
    await deps.db.transaction(async (tx) => {
      for (const r of recipients.slice(i, i + batch)) {
        const vars: Vars = {
          user_name: userName(r),
          ...p.vars,
          ...(r.expiryDate !== undefined ? { expiry_date: r.expiryDate ? emailDay(r.expiryDate) : '' } : {}),
        };
        const subject = renderTemplate(template.subject, vars, false);
        const text = renderTemplate(template.content, vars, false);
        const html = simpleHtml({ heading: subject, paragraphs: text.split(/\n{2,}/), action: p.action });
        const fullText = p.action ? `${text}\n\n${p.action.label}: ${p.action.url}` : text;
        // Vendor news and trial reminders both go only to members with e-mail notifications on.
        const list = listFor(deps.env, 'notifications', r.userId);
        if (await enqueueEmail(tx, { to: r.email, subject, text: fullText, html, dedupeKey: dedupeKey(p, r), list })) queued++;
      }
    });
    deps.nudge();
  }
  return queued;
}

/** 'MMM d, yyyy' in UTC (e-mails have no viewer time zone). */
export const emailDay = (d: Date | string) => new Date(d).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export type NotifyOptions = {
  entityType: string;
  id: string;
  vendorId: string | null;
  templateName: string;
  fallback: { subject: string; content: string };
  vars: Vars;
  link: { label: string; url: string };
  /** The item's topics: their followers are subscribers too. */
  topicIds?: string[];
};

/** 'Notify subscribers': the matching template to every member who follows the item's vendor or one of its topics; once per member and item. */
export async function notifySubscribers(deps: Deps, actor: Actor, opts: NotifyOptions): Promise<SendResult> {
  const topicIds = opts.topicIds ?? [];
  if (!opts.vendorId && !topicIds.length) return { success: true, sent: 0, failed: 0, skipped: 0 };
  return queueFanout(
    deps,
    actor,
    {
      audience: { kind: 'vendor', vendorId: opts.vendorId, topicIds },
      templateName: opts.templateName,
      template: opts.fallback,
      vars: opts.vars,
      dedupe: { prefix: `notify:${opts.entityType}:${opts.id}:` },
      action: opts.link,
    },
    { action: 'notify_subscribers', entityType: opts.entityType, entityId: opts.id },
  );
}
