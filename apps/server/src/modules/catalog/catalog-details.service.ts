import {
  catalogMessages,
  type JobItem,
  type TrialDetailResponse,
  type TrialItem,
  VENDOR_TAB_PAGE_SIZE,
  type VendorTab,
  type WebinarDetailResponse,
  type WebinarItem,
} from '@portal/shared/catalog-api';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { buildIcs, icsFileName } from '../../lib/ics.ts';
import { paged } from '../../lib/paging.ts';
import { forgetVersions } from '../../lib/versioned-cache.ts';
import * as trials from '../trials/trials.service.ts';
import * as webinars from '../webinars/webinars.service.ts';
import * as topicsService from '../topics/topics.service.ts';
import type { JobRow, NamedRow, TrialRow, WebinarRow } from './catalog-rows.queries.ts';
import * as q from './catalog.queries.ts';

import { type Paged, UUID_RE, toCertification, toTrial, toWebinar, window } from './catalog-dto.ts';

// ---- Details ----

async function webinarDetail(db: Db, id: string, userId: string | null): Promise<WebinarItem> {
  if (!UUID_RE.test(id)) throw notFound(catalogMessages.webinarNotFound);
  const row = await q.webinarById(db, id, userId);
  if (!row) throw notFound(catalogMessages.webinarNotFound);
  if (userId) {
    await q.recordView(db, userId, id);
    // A GET that writes: this member's next answers in this process must see the view (docs/decisions/2410).
    forgetVersions(db);
  }
  return toWebinar(row);
}

/** One job by id, whatever its status: the public page shows a closed or inactive job as no longer open. */
export async function jobDetail(db: Db, id: string, userId: string | null): Promise<JobItem> {
  if (!UUID_RE.test(id)) throw notFound(catalogMessages.jobNotFound);
  const row = await q.jobById(db, id, userId);
  if (!row) throw notFound(catalogMessages.jobNotFound);
  // Like its page (410): a closed or inactive job is not served, only said to be gone.
  if (row.status !== 'active') throw new AppError('gone', catalogMessages.jobNoLongerOpen);
  return row;
}

async function trialDetail(db: Db, id: string, userId: string | null): Promise<TrialItem> {
  if (!UUID_RE.test(id)) throw notFound(catalogMessages.trialNotFound);
  const row = await q.trialById(db, id, userId);
  if (!row) throw notFound(catalogMessages.trialNotFound);
  return toTrial(row);
}

/**
 * GET /api/webinars/{id}: the webinar plus its registration panel (the webinars module's answer for
 * this viewer), so the detail page needs one request.
 */
export async function webinarDetailPage(deps: Deps, id: string, user: { id: string; isPro: boolean } | null): Promise<WebinarDetailResponse> {
  const item = await webinarDetail(deps.db, id, user?.id ?? null);
  return { ...item, registration: await webinars.panel(deps, item.id, user), topics: await topicsService.topicsOf(deps.db, 'webinar', item.id) };
}

/** GET /api/product-trials/{id}: the trial plus its activation panel (the trials module's answer for this viewer). */
export async function trialDetailPage(deps: Deps, id: string, userId: string | null, isAdmin = false): Promise<TrialDetailResponse> {
  const item = await trialDetail(deps.db, id, userId);
  return {
    ...item,
    access: await trials.trialAccess(deps, item.id, userId),
    reviews: await trials.firstReviewsPage(deps, item.id, isAdmin),
    topics: await topicsService.topicsOf(deps.db, 'product_trial', item.id),
  };
}

/** Each vendor tab's rows to its items (the rows and counts are q.vendorTabs). */
const vendorTabItem = {
  'product-trials': (r: TrialRow, now: Date) => toTrial(r, now),
  webinars: (r: WebinarRow, now: Date) => toWebinar(r, now),
  certifications: (r: NamedRow) => toCertification(r),
  jobs: (r: JobRow) => r,
} as const;

type TabDto<T extends VendorTab> = ReturnType<(typeof vendorTabItem)[T]>;

/** One page of a vendor tab; a missing vendor is 'Vendor not found'. */
export async function vendorTab<T extends VendorTab>(
  db: Db,
  id: string,
  tab: T,
  query: { page: number; pageSize: number },
  userId: string | null,
  total?: number,
): Promise<Paged<TabDto<T>>> {
  if (total === undefined && !(await q.vendorExists(db, id))) throw notFound(catalogMessages.vendorNotFound);
  const list = q.vendorTabs[tab];
  const rows: unknown[] = await list.rows(db, id, { ...window(query), userId });
  const toItem = vendorTabItem[tab] as (r: unknown, now: Date) => TabDto<T>;
  const now = new Date();
  const items = rows.map((r) => toItem(r, now));
  return paged(items, total ?? (await list.count(db, id)), query);
}

/** A vendor with its counts and the first page of each tab (the header counts are the tab totals). */
export async function vendorDetail(db: Db, id: string, userId: string | null) {
  const vendor = await q.vendorById(db, id);
  if (!vendor) throw notFound(catalogMessages.vendorNotFound);
  const first = { page: 1, pageSize: VENDOR_TAB_PAGE_SIZE };
  return {
    vendor,
    productTrials: await vendorTab(db, id, 'product-trials', first, userId, vendor.counts.productTrials),
    webinars: await vendorTab(db, id, 'webinars', first, userId, vendor.counts.webinars),
    certifications: await vendorTab(db, id, 'certifications', first, userId, vendor.counts.certifications),
    jobs: await vendorTab(db, id, 'jobs', first, userId, vendor.counts.jobs),
  };
}

/** The .ics file of an upcoming webinar. */
export async function webinarIcs(deps: Deps, id: string) {
  const w = await webinarDetail(deps.db, id, null);
  if (w.status !== 'upcoming' || !w.startTime || !w.endTime) throw new AppError('unprocessable', catalogMessages.icsOnlyUpcoming);
  const url = `${deps.env.APP_URL}/webinars/${w.id}`;
  const body = buildIcs({
    uid: `webinar-${w.id}@aitestinghub`,
    title: w.title,
    description: [w.description, url].filter(Boolean).join('\n\n'),
    start: new Date(w.startTime),
    end: new Date(w.endTime),
    url,
    location: w.webinarUrl ?? w.registrationUrl,
    organizer: w.vendor?.name ?? null,
  });
  return { body, fileName: icsFileName(w.title) };
}
