import { deriveWebinarStatus, webinarEndTime } from '@portal/shared/catalog';
import { FREE_WEBINAR_LIMIT, monthStart, proMessages, recordingProOnly } from '@portal/shared/pro-text';
import { webinarAction, webinarMessages } from '@portal/shared/webinars';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { buildIcs } from '../../lib/ics.ts';
import { enqueueEmail, simpleHtml } from '../email/email.service.ts';
import { listFor } from '../email/unsubscribe.ts';
import * as consent from '../consent/consent.service.ts';
import * as notifications from '../notifications/notifications.service.ts';
import * as q from './webinars.queries.ts';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const shape = (w: q.WebinarRow) => ({ start_time: w.startTime, end_time: w.endTime, duration_minutes: w.durationMinutes, status: w.status });

/**
 * The side panel for this viewer. A recording older than the Free plan's 7 days is given to Pro members only
 * (others get recordingProOnly and no link; docs/decisions/2101).
 */
export async function panel(deps: Deps, webinarId: string, user: { id: string; isPro: boolean } | null) {
  const w = await q.findWebinar(deps.db, webinarId);
  if (!w) throw new AppError('not_found', webinarMessages.notFound);
  const userId = user?.id ?? null;
  const status = deriveWebinarStatus(shape(w));
  const proOnly = status === 'completed' && !!w.recordingUrl && recordingProOnly(webinarEndTime(shape(w)));
  return {
    webinar: {
      id: w.id,
      title: w.title,
      description: w.description,
      vendorName: w.vendorName,
      status,
      startTime: iso(w.startTime),
      endTime: iso(webinarEndTime(shape(w))),
      registrationUrl: w.registrationUrl,
      webinarUrl: w.webinarUrl,
      recordingUrl: proOnly && !user?.isPro ? null : w.recordingUrl,
      recordingProOnly: proOnly,
    },
    registered: userId ? await q.isRegistered(deps.db, userId, webinarId) : false,
  };
}

const when = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function webinarIcs(deps: Deps, w: q.WebinarRow): string | null {
  if (!w.startTime) return null;
  const start = new Date(w.startTime);
  const end = webinarEndTime(shape(w)) ?? new Date(start.getTime() + 60 * 60_000);
  const host = new URL(deps.env.APP_URL).hostname;
  return buildIcs({
    uid: `webinar-${w.id}@${host}`,
    start,
    end,
    title: w.title,
    description: [w.description, w.registrationUrl ? `Join: ${w.registrationUrl}` : null].filter(Boolean).join('\n\n'),
    url: `${deps.env.APP_URL}/webinars/${w.id}`,
    location: w.webinarUrl ?? w.registrationUrl,
    organizer: w.vendorName,
  });
}

/**
 * Records the registration once, and e-mails a confirmation with an .ics file (once per member and webinar).
 * A Free member may register for FREE_WEBINAR_LIMIT webinars per calendar month (UTC); the count and the
 * insert share a transaction holding a per-member advisory lock, so two tabs cannot both take the last place.
 */
export async function register(deps: Deps, user: { id: string; email: string; isPro: boolean }, webinarId: string) {
  const w = await q.findWebinar(deps.db, webinarId);
  if (!w) throw new AppError('not_found', webinarMessages.notFound);
  const action = webinarAction({
    status: deriveWebinarStatus(shape(w)),
    startTime: iso(w.startTime),
    webinarUrl: w.webinarUrl,
    registrationUrl: w.registrationUrl,
    recordingUrl: w.recordingUrl,
  });
  if (action.kind !== 'register' || action.disabled) {
    if (await q.isRegistered(deps.db, user.id, webinarId)) return { created: false, registrationUrl: w.registrationUrl };
    throw new AppError('unprocessable', webinarMessages.cannotRegister);
  }
  const created = await deps.db.transaction(async (tx) => {
    if (user.isPro) return q.insertRegistration(tx, user.id, webinarId);
    await q.lockMemberRegistrations(tx, user.id);
    if (await q.isRegistered(tx, user.id, webinarId)) return false;
    if ((await q.countRegistrationsSince(tx, user.id, monthStart())) >= FREE_WEBINAR_LIMIT) {
      throw new AppError('forbidden', proMessages.webinarLimit);
    }
    return q.insertRegistration(tx, user.id, webinarId);
  });
  if (created) {
    try {
      await q.insertRegistrationInteraction(deps.db, user.id, w.vendorId, w.id);
    } catch (err) {
      deps.log.warn({ err, webinarId }, 'recording the webinar_registration interaction failed');
    }
    await sendConfirmation(deps, user.email, w);
    await notifications.createNotification(deps.db, {
      userId: user.id,
      kind: 'system',
      title: `You're registered: ${w.title}`,
      body: 'A confirmation with a calendar file is in your inbox.',
      link: `/webinars/${w.id}`,
      dedupeKey: `webinar_registered:${w.id}:${user.id}`,
    });
  }
  return { created, registrationUrl: w.registrationUrl, consentNeeded: await consent.consentPrompt(deps.db, user.id, w.vendorId, 'webinar_registration') };
}

async function sendConfirmation(deps: Deps, to: string, w: q.WebinarRow) {
  const start = w.startTime ? new Date(w.startTime) : null;
  const ics = webinarIcs(deps, w);
  const pageUrl = `${deps.env.APP_URL}/webinars/${w.id}`;
  const lines = [
    `You are registered for "${w.title}"${w.vendorName ? ` by ${w.vendorName}` : ''}.`,
    start ? `It starts at ${when(start)}. The attached calendar file adds it to your calendar.` : 'The start time will be announced.',
    w.registrationUrl ? `Complete the host's registration here: ${w.registrationUrl}` : '',
    'We will remind you 24 hours and 1 hour before it starts.',
  ].filter(Boolean);
  await enqueueEmail(deps.db, {
    to,
    subject: `You're registered: ${w.title}`,
    text: `${lines.join('\n\n')}\n\nWebinar page: ${pageUrl}`,
    html: simpleHtml({ heading: "You're registered", paragraphs: lines, action: { label: 'View webinar', url: pageUrl } }),
    attachments: ics ? [{ filename: 'webinar.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] : [],
    dedupeKey: `webinar_registered:${w.id}:${to}`,
  });
  deps.nudge();
}

/** Job body: claim due 24 h and 1 h reminders and queue one e-mail each (dedupe key as a second guard). */
export async function sendDueReminders(deps: Deps, now: Date = new Date()): Promise<number> {
  let n = 0;
  for (const kind of ['24h', '1h'] as const) {
    const due = await q.claimReminders(deps.db, kind, now);
    for (const r of due) {
      const start = r.startTime ? new Date(r.startTime) : now;
      const pageUrl = `${deps.env.APP_URL}/webinars/${r.id}`;
      const hours = Math.round((start.getTime() - now.getTime()) / 3_600_000);
      const lead = kind === '1h' ? 'in about an hour' : hours >= 20 ? 'tomorrow' : `in about ${hours} hours`;
      const paragraphs = [`"${r.title}" starts ${lead}, at ${when(start)}.`, r.webinarUrl ? `Join here: ${r.webinarUrl}` : ''].filter(Boolean);
      const ics = webinarIcs(deps, r);
      const sent = await enqueueEmail(deps.db, {
        to: r.email,
        subject: `Reminder: ${r.title} starts ${lead}`,
        text: `${paragraphs.join('\n\n')}\n\nWebinar page: ${pageUrl}`,
        html: simpleHtml({ heading: `Starting ${lead}`, paragraphs, action: { label: 'View webinar', url: pageUrl } }),
        attachments: ics ? [{ filename: 'webinar.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] : [],
        dedupeKey: `webinar_reminder_${kind}:${r.registrationId}`,
        list: listFor(deps.env, 'webinar_reminders', r.userId),
      });
      if (sent) n++;
    }
  }
  if (n) deps.nudge();
  return n;
}
