import {
  type EmailTemplate,
  type EmailTemplatePreview,
  emailTemplateMessages,
  sampleData,
  type TemplateKind,
  templateKindOf,
  templateVariables,
  unknownVariables,
} from '@portal/shared/email-templates';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import { enqueueEmail, renderTemplate, simpleHtml } from '../email/email.service.ts';
import { findTemplate, lockTemplate, saveTemplateText, type TemplateRow } from './email-templates.queries.ts';

export function templateDto(r: TemplateRow): EmailTemplate {
  const kind = templateKindOf(r.name);
  return {
    id: r.id,
    name: r.name,
    kind,
    subject: r.subject,
    content: r.content,
    variables: templateVariables(kind),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** 422 naming every variable the kind does not provide (it would silently render blank). */
function assertKnownVariables(kind: TemplateKind, subject: string, content: string) {
  const unknown = unknownVariables(kind, subject, content);
  if (!unknown.length) return;
  const message = emailTemplateMessages.unknownVariables(kind, unknown);
  const fields: Record<string, string> = {};
  if (unknownVariables(kind, subject).length) fields.subject = message;
  if (unknownVariables(kind, content).length) fields.content = message;
  throw new AppError('unprocessable', message, fields);
}

/** Renders like the real senders do: plain text with raw values, HTML with every value escaped. */
function renderWithSample(kind: TemplateKind, subject: string, content: string): EmailTemplatePreview {
  const vars = sampleData(kind);
  const renderedSubject = renderTemplate(subject, vars, false);
  const text = renderTemplate(content, vars, false);
  const html = simpleHtml({ heading: renderedSubject, paragraphs: text.split(/\n{2,}/).filter((p) => p.trim()) });
  return { kind, subject: renderedSubject, text, html, unknownVariables: unknownVariables(kind, subject, content) };
}

export async function getTemplate(db: Db, id: string): Promise<EmailTemplate> {
  const row = await findTemplate(db, id);
  if (!row) throw new AppError('not_found', emailTemplateMessages.notFound);
  return templateDto(row);
}

export async function updateTemplate(db: Db, actor: Actor, id: string, input: { subject: string; content: string }): Promise<EmailTemplate> {
  return db.transaction(async (tx) => {
    const before = await lockTemplate(tx, id);
    if (!before) throw new AppError('not_found', emailTemplateMessages.notFound);
    assertKnownVariables(templateKindOf(before.name), input.subject, input.content);
    const after = await saveTemplateText(tx, id, input);
    if (!after) throw new AppError('not_found', emailTemplateMessages.notFound);
    await writeAudit(tx, actor, [
      {
        action: 'update',
        entityType: 'email_template',
        entityId: id,
        before: { name: before.name, subject: before.subject, content: before.content },
        after: { name: after.name, subject: after.subject, content: after.content },
      },
    ]);
    return templateDto(after);
  });
}

export function previewTemplate(input: { name?: string; kind?: TemplateKind; subject: string; content: string }): EmailTemplatePreview {
  const kind = input.kind ?? templateKindOf(input.name ?? '');
  return renderWithSample(kind, input.subject, input.content);
}

/** Sends the template (or the draft given) rendered with sample data to the admin's own address, through the outbox. */
export async function sendTestEmail(deps: Deps, actor: Actor, id: string, draft: { subject?: string; content?: string }) {
  const row = await findTemplate(deps.db, id);
  if (!row) throw new AppError('not_found', emailTemplateMessages.notFound);
  const kind = templateKindOf(row.name);
  const subject = draft.subject ?? row.subject;
  const content = draft.content ?? row.content;
  assertKnownVariables(kind, subject, content);
  const r = renderWithSample(kind, subject, content);
  await deps.db.transaction(async (tx) => {
    await enqueueEmail(tx, { to: actor.email, subject: `[Test] ${r.subject}`, text: r.text, html: r.html });
    await writeAudit(tx, actor, [{ action: 'send_test', entityType: 'email_template', entityId: id, after: { to: actor.email, subject: r.subject } }]);
  });
  deps.nudge();
  return { message: emailTemplateMessages.testSent(actor.email), to: actor.email };
}
