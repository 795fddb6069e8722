import type { ContentType } from '@portal/shared/catalog';
import type { DashboardResponse, LandingResponse } from '@portal/shared/catalog-api';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { layCounts } from '../../lib/counters.ts';
import { versioned } from '../../lib/versioned-cache.ts';
import * as topicsService from '../topics/topics.service.ts';
import * as q from './catalog.queries.ts';

import { toCertification, toCourse, toTrial, toWebinar } from './catalog-dto.ts';

// ---- Landing and dashboard ----

export async function landing(db: Db, userId: string | null): Promise<LandingResponse> {
  const now = new Date();
  const r = await q.landingRows(db, userId);
  return {
    featuredTrials: r.trials.map((t) => toTrial(t, now)),
    jobs: r.jobs,
    certifications: r.certifications.map(toCertification),
    webinars: r.webinars.map((w) => toWebinar(w, now)),
    productUpdates: r.updates,
    courses: r.courses.map(toCourse),
  };
}

/**
 * The member dashboard: the sections and counts every member shares, computed once per catalogue version
 * (as the visitors' cached answers are), plus one small query for this member's likes, registrations and
 * views laid over them. One cheap request under load instead of six queries per member.
 */
export async function dashboard(deps: Pick<Deps, 'db' | 'env'>, userId: string): Promise<DashboardResponse> {
  // Like counts change without a catalogue version (docs/decisions/2002): the current ones are laid over the shared part.
  const shared = await layCounts(deps.db, 'catalog', await versioned(deps, 'catalog', 'dashboard', () => dashboardShared(deps.db)));
  const items = [
    ...shared.webinars.map((w) => ({ type: 'webinar' as const, id: w.id })),
    ...shared.featuredTrials.map((t) => ({ type: 'product_trial' as const, id: t.id })),
    ...shared.jobs.map((j) => ({ type: 'job' as const, id: j.id })),
    ...shared.courses.map((c) => ({ type: 'ai_course' as const, id: c.id })),
  ];
  const mine = await q.dashboardMine(
    deps.db,
    userId,
    items,
    shared.webinars.map((w) => w.id),
  );
  const liked = <T extends { id: string }>(type: ContentType, list: T[]) => list.map((i) => ({ ...i, likedByMe: mine.liked.has(`${type}:${i.id}`) }));
  const forYou = await topicsService.forYou(deps, mine.follows);
  return {
    ...shared,
    forYou,
    stats: { ...shared.stats, webinarsViewed: mine.webinarsViewed },
    webinars: liked('webinar', shared.webinars).map((w) => ({ ...w, registeredByMe: mine.registered.has(w.id) })),
    featuredTrials: liked('product_trial', shared.featuredTrials),
    jobs: liked('job', shared.jobs),
    courses: liked('ai_course', shared.courses),
  };
}

/** The dashboard as a visitor would see it (no liked or registered flags): the part every member shares. */
async function dashboardShared(db: Db): Promise<DashboardResponse> {
  const now = new Date();
  const r = await q.dashboardRows(db);
  return {
    forYou: [],
    stats: { ...r.counts, webinarsViewed: 0 },
    webinars: r.webinars.map((w) => toWebinar(w, now)),
    featuredTrials: r.trials.map((t) => toTrial(t, now)),
    topVendors: r.vendors,
    jobs: r.jobs,
    courses: r.courses.map(toCourse),
  };
}
