import { createHmac, randomBytes } from 'node:crypto';
import { analyticsCsvHeader, type ViewRequest } from '@portal/shared/analytics';
import { contentTypeLabels, csvCell } from '@portal/shared/leads';
import type { Db } from '../../db/client.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import * as leads from '../leads/leads.service.ts';
import * as report from './analytics-report.queries.ts';
import * as q from './analytics.queries.ts';

/** Self-declared crawlers, link previewers, monitors and HTTP libraries: their requests are not views. */
const BOT_UA =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|mediapartners|lighthouse|pingdom|uptime|monitor|curl\/|wget\/|python-requests|python-urllib|httpx|aiohttp|go-http-client|java\/|okhttp|node-fetch|axios\/|libwww|scrapy|phantomjs/i;

function isBot(userAgent: string | undefined): boolean {
  const ua = (userAgent ?? '').trim();
  return ua.length === 0 || BOT_UA.test(ua);
}

/** `DNT: 1` or `Sec-GPC: 1`: the visitor asked not to be tracked, so the view is not counted. */
export function optedOut(headers: { dnt?: string; gpc?: string }): boolean {
  return headers.dnt?.trim() === '1' || headers.gpc?.trim() === '1';
}

export const VIEW_LIMIT = { max: 120, windowSeconds: 600 } as const;

const saltCache = new WeakMap<Db, { day: string; secret: string; until: number }>();

/** Today's salt, read at most once a minute per process (a new UTC day always reads again). */
async function salt(db: Db) {
  const now = Date.now();
  const cached = saltCache.get(db);
  if (cached && cached.until > now && cached.day === new Date(now).toISOString().slice(0, 10)) return cached;
  const s = await q.todaysSalt(db, randomBytes(32).toString('base64url'));
  const entry = { ...s, until: now + 60_000 };
  saltCache.set(db, entry);
  return entry;
}

/** Tests: forget the cached salt (as a new process or a new day would). */
export function forgetSalt(db: Db) {
  saltCache.delete(db);
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

/**
 * Counts a detail-page view once per visitor per item per UTC day. The visitor is HMAC(today's salt,
 * address): the user agent is not part of it, since anyone can send a new one with every request and
 * count as a new viewer (people sharing one address count once a day). The raw address is never stored
 * (the rate limit is keyed by another HMAC).
 */
export async function recordView(deps: Deps, view: ViewRequest, client: { ip: string; userAgent?: string; dnt?: string; gpc?: string }) {
  if (isBot(client.userAgent) || optedOut(client)) return { counted: false };
  const { day, secret } = await salt(deps.db);
  await enforceLimit(
    deps.db,
    'content-views',
    hmac(secret, `limit\n${client.ip}`),
    VIEW_LIMIT.max,
    VIEW_LIMIT.windowSeconds,
    'Too many views from this address. Try again later.',
  );
  if (!(await q.contentExists(deps.db, view.type, view.id))) throw notFound('Content not found');
  const visitorHash = hmac(secret, `visitor\n${client.ip}`);
  return { counted: await q.countView(deps.db, { day, type: view.type, id: view.id, visitorHash }) };
}

/** Housekeeping: drop past days' salts and visitor hashes even when no view arrived today. */
export function purgePastDays(deps: Pick<Deps, 'db'>) {
  return q.purgePastDays(deps.db);
}

const ITEMS_MAX = 500;

/** The manager's own vendor's analytics for the last `weeks` weeks (403 for anyone managing no vendor). */
export async function vendorAnalytics(deps: Deps, user: AuthUser, weeks: number) {
  const { vendor } = await leads.managedVendor(deps, user);
  const period = await report.periodTotals(deps.db, vendor.id, weeks);
  const series = await report.weeklySeries(deps.db, vendor.id, weeks);
  const { items, totalItems } = await report.itemTotals(deps.db, vendor.id, weeks, ITEMS_MAX);
  return { weeks, ...period, series, items, itemsCapped: totalItems > items.length };
}

/** The per-item table as CSV (same cell safety as the leads export). */
export async function analyticsCsv(deps: Deps, user: AuthUser, weeks: number) {
  const { vendor } = await leads.managedVendor(deps, user);
  const { items } = await report.itemTotals(deps.db, vendor.id, weeks, 10_000);
  const lines = [analyticsCsvHeader.map(csvCell).join(',')];
  for (const i of items) {
    lines.push(
      [
        contentTypeLabels[i.contentType],
        i.title,
        i.views,
        i.likes,
        i.registrations,
        i.activations,
        i.completedTrials,
        i.averageRating === null ? '' : i.averageRating.toFixed(2),
        i.ratings,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
