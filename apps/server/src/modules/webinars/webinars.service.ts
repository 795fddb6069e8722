import { deriveWebinarStatus, webinarEndTime } from '@portal/shared/catalog';
import { webinarAction, webinarMessages } from '@portal/shared/webinars';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { buildIcs } from '../../lib/ics.ts';
import { enqueueEmail, simpleHtml } from '../email/email.service.ts';
import { listFor } from '../email/unsubscribe.ts';
import * as consent from '../consent/consent.service.ts';
import * as q from './webinars.queries.ts';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const shape = (w: q.WebinarRow) => ({ start_time: w.start_time, end_time: w.end_time, duration_minutes: w.duration_minutes, status: w.status });

export async function panel(deps: Deps, webinarId: string, userId: string | null) {
  const w = await q.findWebinar(deps.db, webinarId);
  if (!w) throw new AppError('not_found', webinarMessages.notFound);
  return {
    webinar: {
      id: w.id,
      title: w.title,
      description: w.description,
      vendorName: w.vendor_name,
      status: deriveWebinarStatus(shape(w)),
      startTime: iso(w.start_time),
      endTime: iso(webinarEndTime(shape(w))),
      registrationUrl: w.registration_url,
      webinarUrl: w.webinar_url,
      recordingUrl: w.recording_url,
    },
    registered: userId ? await q.isRegistered(deps.db, userId, webinarId) : false,
  };
}

const when = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function webinarIcs(deps: Deps, w: q.WebinarRow): string | null {
  if (!w.start_time) return null;
  const start = new Date(w.start_time);
  const end = webinarEndTime(shape(w)) ?? new Date(start.getTime() + 60 * 60_000);
  const host = new URL(deps.env.APP_URL).hostname;
  return buildIcs({
    uid: `webinar-${w.id}@${host}`,
    start,
    end,
    title: w.title,
    description: [w.description, w.registration_url ? `Join: ${w.registration_url}` : null].filter(Boolean).join('\n\n'),
    url: `${deps.env.APP_URL}/webinars/${w.id}`,
    location: w.webinar_url ?? w.registration_url,
    organizer: w.vendor_name,
  });
}

/** Records the registration once, and e-mails a confirmation with an .ics file (once per member and webinar). */
export async function register(deps: Deps, user: { id: string; email: string }, webinarId: string) {
  const w = await q.findWebinar(deps.db, webinarId);
  if (!w) throw new AppError('not_found', webinarMessages.notFound);
  const action = webinarAction({
    status: deriveWebinarStatus(shape(w)),
    startTime: iso(w.start_time),
    webinarUrl: w.webinar_url,
    registrationUrl: w.registration_url,
    recordingUrl: w.recording_url,
  });
  if (action.kind !== 'register' || action.disabled) {
    if (await q.isRegistered(deps.db, user.id, webinarId)) return { created: false, registrationUrl: w.registration_url };
    throw new AppError('unprocessable', webinarMessages.cannotRegister);
  }
  const created = await q.insertRegistration(deps.db, user.id, webinarId);
  if (created) {
    try {
      await deps.db.execute(
        sql`insert into user_content_interactions (user_id, vendor_id, content_type, content_id, interaction_type)
          values (${user.id}, ${w.vendor_id}, 'webinar', ${w.id}, 'webinar_registration')`,
      );
    } catch (err) {
      deps.log.warn({ err, webinarId }, 'recording the webinar_registration interaction failed');
    }
    await sendConfirmation(deps, user.email, w);
  }
  return { created, registrationUrl: w.registration_url, consentNeeded: await consent.consentPrompt(deps.db, user.id, w.vendor_id, 'webinar_registration') };
}

async function sendConfirmation(deps: Deps, to: string, w: q.WebinarRow) {
  const start = w.start_time ? new Date(w.start_time) : null;
  const ics = webinarIcs(deps, w);
  const pageUrl = `${deps.env.APP_URL}/webinars/${w.id}`;
  const lines = [
    `You are registered for "${w.title}"${w.vendor_name ? ` by ${w.vendor_name}` : ''}.`,
    start ? `It starts at ${when(start)}. The attached calendar file adds it to your calendar.` : 'The start time will be announced.',
    w.registration_url ? `Complete the host's registration here: ${w.registration_url}` : '',
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
    const due = await q.claimReminders(deps.db as Db, kind, now);
    for (const r of due) {
      const start = r.start_time ? new Date(r.start_time) : now;
      const pageUrl = `${deps.env.APP_URL}/webinars/${r.id}`;
      const hours = Math.round((start.getTime() - now.getTime()) / 3_600_000);
      const lead = kind === '1h' ? 'in about an hour' : hours >= 20 ? 'tomorrow' : `in about ${hours} hours`;
      const paragraphs = [`"${r.title}" starts ${lead}, at ${when(start)}.`, r.webinar_url ? `Join here: ${r.webinar_url}` : ''].filter(Boolean);
      const ics = webinarIcs(deps, r);
      const sent = await enqueueEmail(deps.db, {
        to: r.email,
        subject: `Reminder: ${r.title} starts ${lead}`,
        text: `${paragraphs.join('\n\n')}\n\nWebinar page: ${pageUrl}`,
        html: simpleHtml({ heading: `Starting ${lead}`, paragraphs, action: { label: 'View webinar', url: pageUrl } }),
        attachments: ics ? [{ filename: 'webinar.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] : [],
        dedupeKey: `webinar_reminder_${kind}:${r.registration_id}`,
        list: listFor(deps.env, 'webinar_reminders', r.user_id),
      });
      if (sent) n++;
    }
  }
  if (n) deps.nudge();
  return n;
}
