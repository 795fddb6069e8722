import { type DigestRun, type DigestType, digestDedupeKey, digestPeriodStart, digestTypes, digestWindowStart, isDigestDue } from '@portal/shared/digests';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueEmail, escapeHtml, renderTemplate } from '../email/email.service.ts';
import { listFor } from '../email/unsubscribe.ts';
import * as q from './digests.queries.ts';

const DIGEST_TEMPLATE_NAME = 'Weekly Digest';
const FALLBACK_TEMPLATE = { subject: 'Your AI testing digest', content: 'Hi {{user_name}},\n\nHere is what is new on AI Testing Hub.' };
export const DIGEST_ITEMS_PER_SECTION = 5;

const sections: { kind: q.DigestItemKind; heading: string; path: (id: string) => string }[] = [
  { kind: 'webinar', heading: 'Upcoming webinars', path: (id) => `/webinars/${id}` },
  { kind: 'job', heading: 'New jobs', path: () => '/jobs' },
  { kind: 'product_update', heading: 'Product updates', path: () => '/product-updates' },
  { kind: 'certification', heading: 'New certifications', path: () => '/certifications' },
  { kind: 'ai_course', heading: 'New AI courses', path: () => '/ai-courses' },
  { kind: 'product_trial', heading: 'Featured product trials', path: (id) => `/product-trials/${id}` },
];

type DigestSection = { heading: string; items: { title: string; vendor: string | null; url: string }[] };

/**
 * The member's sections: items of their preferred (followed) vendors or carrying one of their preferred
 * topics, or everything when they prefer neither (docs/decisions/1802). Empty sections dropped.
 */
function sectionsFor(appUrl: string, items: q.DigestItem[], preferredVendors: string[], preferredTopics: string[] = []): DigestSection[] {
  const vendors = new Set(preferredVendors);
  const topics = new Set(preferredTopics);
  const matches = (i: q.DigestItem) => (i.vendorId !== null && vendors.has(i.vendorId)) || (i.topicIds ?? []).some((t) => topics.has(t));
  const mine = vendors.size || topics.size ? items.filter(matches) : items;
  return sections
    .map((s) => ({
      heading: s.heading,
      items: mine
        .filter((i) => i.kind === s.kind)
        .slice(0, DIGEST_ITEMS_PER_SECTION)
        .map((i) => ({ title: i.title, vendor: i.vendor_name, url: `${appUrl}${s.path(i.id)}` })),
    }))
    .filter((s) => s.items.length > 0);
}

function renderDigest(
  template: { subject: string; content: string },
  vars: Record<string, string>,
  body: DigestSection[],
  appUrl: string,
): { subject: string; text: string; html: string } {
  const subject = renderTemplate(template.subject, vars, false);
  const intro = renderTemplate(template.content, vars, false);
  const line = (i: DigestSection['items'][number]) => `- ${i.title}${i.vendor ? ` (${i.vendor})` : ''}: ${i.url}`;
  const text = [intro, ...body.map((s) => `${s.heading}\n${s.items.map(line).join('\n')}`), `Manage your digest preferences: ${appUrl}/preferences`].join(
    '\n\n',
  );
  const introHtml = intro
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const sectionsHtml = body
    .map(
      (s) =>
        `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(s.heading)}</h2><ul>${s.items
          .map((i) => `<li><a href="${escapeHtml(i.url)}">${escapeHtml(i.title)}</a>${i.vendor ? ` (${escapeHtml(i.vendor)})` : ''}</li>`)
          .join('')}</ul>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(subject)}</h1>${introHtml}${sectionsHtml}<p style="font-size:13px;color:#555"><a href="${escapeHtml(`${appUrl}/preferences`)}">Manage your digest preferences</a></p><p style="font-size:12px;color:#777">AI Testing Hub</p></body></html>`;
  return { subject, text, html };
}

type SendDigestResult = { runId: string; recipients: number; sent: number; failed: number; skipped: number };

/**
 * Sends one digest run: records a digest_runs row (in_progress -> completed/failed), picks recipients in
 * SQL, reads the window's candidate items once, and enqueues one e-mail per member with the dedupe key
 * `digest:{type}:{period}:{userId}` (a period is never sent twice, whichever process runs it).
 * A member with nothing new, or already sent this period, counts as neither success nor failure.
 */
export async function sendDigest(
  deps: Deps,
  opts: { digestType: DigestType; userId?: string; triggeredBy?: string | null; now?: Date },
): Promise<SendDigestResult> {
  const now = opts.now ?? new Date();
  const runId = await q.insertRun(deps.db, { digestType: opts.digestType, sentAt: now, triggeredBy: opts.triggeredBy, testUserId: opts.userId });
  let recipients = 0;
  let sent = 0;
  let failed = 0;
  let skipped = 0;
  try {
    const list = await q.digestRecipients(deps.db, { digestType: opts.digestType, userId: opts.userId });
    recipients = list.length;
    if (list.length) {
      const items = await q.digestCandidates(deps.db, { since: digestWindowStart(opts.digestType, now), now });
      const template = (await q.templateByName(deps.db, DIGEST_TEMPLATE_NAME)) ?? FALLBACK_TEMPLATE;
      for (const r of list) {
        const body = sectionsFor(deps.env.APP_URL, items, r.preferred_vendors ?? [], r.preferred_topics ?? []);
        if (!body.length) {
          skipped++;
          continue;
        }
        const userName = r.fullName?.trim() || r.email.split('@')[0] || 'there';
        const mail = renderDigest(template, { user_name: userName, digest_type: opts.digestType }, body, deps.env.APP_URL);
        try {
          const queued = await enqueueEmail(deps.db, {
            to: r.email,
            ...mail,
            dedupeKey: digestDedupeKey(opts.digestType, now, r.user_id),
            list: listFor(deps.env, `digest_${opts.digestType}`, r.user_id),
          });
          if (queued) sent++;
          else skipped++;
        } catch (err) {
          failed++;
          deps.log.error({ err, userId: r.user_id }, 'digest e-mail not queued');
        }
      }
    }
    await q.finishRun(deps.db, runId, { status: 'completed', recipientCount: recipients, successCount: sent, failureCount: failed });
  } catch (err) {
    await q.finishRun(deps.db, runId, { status: 'failed', recipientCount: recipients, successCount: sent, failureCount: failed });
    throw err;
  }
  if (sent) deps.nudge();
  return { runId, recipients, sent, failed, skipped };
}

/** Hourly check: sends each digest type that is due today and has no scheduled run in its period yet. */
export async function sendDueDigests(deps: Deps, now = new Date()): Promise<SendDigestResult[]> {
  const results: SendDigestResult[] = [];
  for (const digestType of digestTypes) {
    if (!isDigestDue(digestType, now)) continue;
    if (await q.scheduledRunExists(deps.db, { digestType, periodStart: digestPeriodStart(digestType, now), now })) continue;
    results.push(await sendDigest(deps, { digestType, now }));
  }
  return results;
}

export function runDto(r: q.RunRow): DigestRun {
  return {
    id: r.id,
    digestType: r.digestType as DigestType,
    sentAt: r.sentAt.toISOString(),
    finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
    recipientCount: r.recipientCount,
    successCount: r.successCount,
    failureCount: r.failureCount,
    status: r.status as DigestRun['status'],
    testUserEmail: r.testUserEmail,
  };
}

/** Admin trigger: a run for everyone who opted in, or for one chosen user (still subject to the Pro rule for daily). */
export async function triggerDigest(deps: Deps, adminId: string, input: { digestType: DigestType; userId?: string }) {
  if (input.userId && !(await q.userExists(deps.db, input.userId))) throw new AppError('not_found', 'User not found');
  const res = await sendDigest(deps, { digestType: input.digestType, userId: input.userId, triggeredBy: adminId });
  const run = await q.findRun(deps.db, res.runId);
  if (!run) throw new AppError('not_found', 'Digest run not found');
  return runDto(run);
}
