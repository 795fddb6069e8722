import { createHash, randomBytes } from 'node:crypto';
import {
  type AlertCriteria,
  alertCriteria,
  alertFrequencyLabels,
  alertMessages,
  type createAlertRequest,
  describeCriteria,
  MAX_ALERTS_PER_ADDRESS,
} from '@portal/shared/alerts';
import { formatLocation, formatSalary } from '@portal/shared/catalog';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { readSignedLink, signLink } from '../../lib/signed-link.ts';
import { newJobsMatching, vendorNameOf } from '../catalog/catalog.service.ts';
import { enqueueEmail, escapeHtml, simpleHtml } from '../email/email.service.ts';
import * as q from './alerts.queries.ts';

const VISITOR_ALERTS_PER_IP_PER_HOUR = 5;
/**
 * Unconfirmed alerts do not take a member's slots (only confirmed ones count against
 * MAX_ALERTS_PER_ADDRESS); they are limited on their own, so nobody can fill an address's slots or
 * flood its inbox with confirmation requests.
 */
const MAX_PENDING_ALERTS_PER_ADDRESS = 3;
const JOBS_PER_EMAIL = 20;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** A link token that names one alert and cannot be forged: `<id>.<HMAC of the id>`. */
export function alertToken(secret: string, id: string) {
  return signLink(secret, 'job-alert', [id]);
}

const idFromToken = (secret: string, token: string): string | null => readSignedLink(secret, 'job-alert', token, 1)?.[0] ?? null;

type CreateAlertInput = z.output<typeof createAlertRequest>;

const criteriaOf = (row: q.AlertRow): AlertCriteria => alertCriteria.parse(row.criteria ?? {});

async function summaryOf(db: Db, c: AlertCriteria, opts?: { freeText?: boolean }) {
  return describeCriteria(c, c.vendor ? await vendorNameOf(db, c.vendor) : null, opts);
}

async function toDto(db: Db, row: q.AlertRow) {
  const criteria = criteriaOf(row);
  return {
    id: row.id,
    criteria,
    summary: await summaryOf(db, criteria),
    frequency: row.frequency,
    confirmed: row.confirmed_at !== null,
    lastSentAt: iso(row.last_sent_at),
    createdAt: iso(row.created_at) as string,
  };
}

/**
 * A member's alert is live at once (their account e-mail). A visitor's waits for the confirmation link
 * (double opt-in), and the answer is the same whether or not the address is known.
 */
export async function createAlert(deps: Deps, input: CreateAlertInput, user: AuthUser | null, ip: string) {
  if (user) {
    const row = await q.insertAlert(deps.db, {
      userId: user.id,
      email: user.email.toLowerCase(),
      criteria: input.criteria,
      frequency: input.frequency,
      confirmed: true,
      tokenHash: null,
      max: MAX_ALERTS_PER_ADDRESS,
      firstDueSeconds: deps.env.JOB_ALERT_FIRST_DUE_SECONDS,
    });
    if (!row) throw new AppError('unprocessable', alertMessages.tooMany);
    return { message: alertMessages.created, alert: await toDto(deps.db, row) };
  }
  if (!input.email) throw new AppError('validation_error', alertMessages.emailRequired, { email: alertMessages.emailRequired });
  await enforceLimit(deps.db, 'job-alert', `ip:${ip}`, VISITOR_ALERTS_PER_IP_PER_HOUR, 3600, alertMessages.rateLimited);
  const token = randomBytes(32).toString('base64url');
  const row = await q.insertAlert(deps.db, {
    userId: null,
    email: input.email,
    criteria: input.criteria,
    frequency: input.frequency,
    confirmed: false,
    tokenHash: sha256(token),
    max: MAX_ALERTS_PER_ADDRESS,
    firstDueSeconds: deps.env.JOB_ALERT_FIRST_DUE_SECONDS,
    maxPending: MAX_PENDING_ALERTS_PER_ADDRESS,
  });
  if (row) {
    const url = `${deps.env.APP_URL}/job-alerts/confirm?token=${encodeURIComponent(token)}`;
    const summary = await summaryOf(deps.db, input.criteria, { freeText: false });
    const paragraphs = [
      `Someone (hopefully you) asked AI Testing Hub to e-mail new jobs to this address: ${summary}, ${alertFrequencyLabels[input.frequency].toLowerCase()}.`,
      'Confirm to start receiving them. If it was not you, ignore this e-mail and nothing will be sent.',
    ];
    await enqueueEmail(deps.db, {
      to: input.email,
      subject: 'Confirm your job alert',
      text: `${paragraphs.join('\n\n')}\n\nConfirm: ${url}\n`,
      html: simpleHtml({ heading: 'Confirm your job alert', paragraphs, action: { label: 'Confirm job alert', url } }),
    });
  }
  return { message: alertMessages.checkInbox, alert: null };
}

export async function confirmAlert(deps: Deps, token: string) {
  const r = await q.confirmByTokenHash(deps.db, sha256(token), MAX_ALERTS_PER_ADDRESS);
  if (r === 'full') throw new AppError('unprocessable', alertMessages.tooMany);
  const row = r;
  if (!row) throw new AppError('not_found', alertMessages.invalidLink);
  return { message: alertMessages.confirmed, summary: await summaryOf(deps.db, criteriaOf(row)) };
}

/** From the link in every alert e-mail: deletes that alert, no sign-in needed (the token is signed). */
export async function unsubscribe(deps: Deps, token: string) {
  const id = idFromToken(deps.env.JWT_SECRET, token);
  const row = id ? await q.deleteAlert(deps.db, id, null) : null;
  if (!row) throw new AppError('not_found', alertMessages.invalidLink);
  return { message: alertMessages.unsubscribed, summary: await summaryOf(deps.db, criteriaOf(row)) };
}

export async function myAlerts(deps: Deps, userId: string) {
  const rows = await q.listOwn(deps.db, userId);
  return { items: await Promise.all(rows.map((r) => toDto(deps.db, r))) };
}

export async function updateAlert(deps: Deps, userId: string, id: string, frequency: string) {
  const row = await q.updateFrequency(deps.db, id, userId, frequency);
  if (!row) throw new AppError('not_found', alertMessages.notFound);
  return toDto(deps.db, row);
}

export async function deleteOwnAlert(deps: Deps, userId: string, id: string) {
  if (!(await q.deleteAlert(deps.db, id, userId))) throw new AppError('not_found', alertMessages.notFound);
}

/**
 * One round of the alerts job: claims due alerts (SKIP LOCKED) and e-mails each one the jobs created
 * since its cursor, oldest first, at most 20; the dedupe key (alert + newest job time) means a crash and
 * retry never sends the same batch twice. Returns how many e-mails were queued.
 */
export async function runDueAlerts(deps: Deps, batch = 200): Promise<number> {
  let queued = 0;
  for (const row of await q.claimDue(deps.db, batch)) {
    const criteria = criteriaOf(row);
    const jobs = await newJobsMatching(deps.db, criteria, row.cursor_at, JOBS_PER_EMAIL);
    const newest = jobs.at(-1)?.createdAt;
    if (!newest) continue;
    const summary = await summaryOf(deps.db, criteria);
    const base = deps.env.APP_URL;
    const stop = `${base}/job-alerts/unsubscribe?token=${encodeURIComponent(alertToken(deps.env.JWT_SECRET, row.id))}`;
    const lines = jobs.map((j) => {
      const where = [j.vendor?.name, formatLocation(j), formatSalary(j.salaryMin, j.salaryMax, j.salaryCurrency)].filter(Boolean).join(' · ');
      return { title: j.jobTitle, where, url: `${base}/jobs/${j.id}` };
    });
    const subject = `${jobs.length} new ${jobs.length === 1 ? 'job' : 'jobs'}: ${summary}`.slice(0, 200);
    const text = [
      `${summary}\n`,
      ...lines.map((l) => `- ${l.title}${l.where ? ` (${l.where})` : ''}\n  ${l.url}`),
      '',
      row.user_id ? `Manage your alerts: ${base}/preferences` : '',
      `Stop this alert: ${stop}`,
    ].join('\n');
    const html = simpleHtml({ heading: summary, paragraphs: [] }).replace(
      '<p style="font-size:12px;color:#777">AI Testing Hub</p>',
      `<ul style="padding-left:18px">${lines
        .map(
          (l) =>
            `<li style="margin-bottom:10px"><a href="${escapeHtml(l.url)}">${escapeHtml(l.title)}</a>${l.where ? `<br><span style="color:#555">${escapeHtml(l.where)}</span>` : ''}</li>`,
        )
        .join(
          '',
        )}</ul><p style="font-size:12px;color:#777">${row.user_id ? `<a href="${escapeHtml(`${base}/preferences`)}">Manage your alerts</a> · ` : ''}<a href="${escapeHtml(stop)}">Stop this alert</a><br>AI Testing Hub</p>`,
    );
    // The e-mail has its own stop link; the headers let mail clients offer one-click unsubscribe (RFC 8058).
    const oneClickUrl = `${base}/api/job-alerts/unsubscribe/one-click?token=${encodeURIComponent(alertToken(deps.env.JWT_SECRET, row.id))}`;
    const list = { oneClickUrl, pageUrl: stop, label: 'this job alert', footer: false };
    const sent = await enqueueEmail(deps.db, { to: row.email, subject, text, html, dedupeKey: `job-alert:${row.id}:${newest.toISOString()}`, list });
    await q.advanceCursor(
      deps.db,
      row.id,
      jobs.map((j) => j.id),
      sent,
    );
    if (sent) queued += 1;
  }
  return queued;
}

export async function purgeUnconfirmedAlerts(deps: Deps) {
  return q.purgeUnconfirmed(deps.db);
}
