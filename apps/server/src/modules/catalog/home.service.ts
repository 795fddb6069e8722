import type { ContentType } from '@portal/shared/catalog';
import type { DashboardResponse, LandingResponse } from '@portal/shared/catalog-api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { layCounts } from '../../lib/counters.ts';
import { versioned } from '../../lib/versioned-cache.ts';
import * as topicsService from '../topics/topics.service.ts';
import * as q from './catalog.queries.ts';

import { toCertification, toCourse, toJob, toTrial, toUpdate, toVendor, toWebinar } from './catalog-dto.ts';
import { jobSortSql } from './catalog-lists.service.ts';

// ---- Landing and dashboard ----

const upcomingWhere = [sql`${q.webinarStatusSql} = 'upcoming'`, sql`w.start_time is not null`];
const featuredWhere = [sql`t.is_featured`, sql`t.status = 'active'`];

export async function landing(db: Db, userId: string | null): Promise<LandingResponse> {
  const now = new Date();
  const trials = await q.listTrials(db, { where: featuredWhere, orderBy: sql`t.created_at desc, t.id`, limit: 3, userId });
  const jobs = await q.listJobs(db, { where: [sql`j.status = 'active'`], orderBy: jobSortSql.newest, limit: 4, userId });
  const certs = await q.listCertifications(db, { orderBy: sql`c.created_at desc, c.id`, limit: 4, userId });
  const webinars = await q.listWebinars(db, { where: upcomingWhere, orderBy: sql`w.start_time asc, w.id`, limit: 4, userId });
  const updates = await q.listProductUpdates(db, { orderBy: sql`u.release_date desc, u.id`, limit: 4, userId });
  const courses = await q.listCourses(db, { orderBy: sql`c.created_at desc, c.id`, limit: 4, userId });
  return {
    featuredTrials: trials.map((r) => toTrial(r, now)),
    jobs: jobs.map(toJob),
    certifications: certs.map(toCertification),
    webinars: webinars.map((r) => toWebinar(r, now)),
    productUpdates: updates.map(toUpdate),
    courses: courses.map(toCourse),
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
  const counts = await q.dashboardCounts(db);
  const webinars = await q.listWebinars(db, { where: upcomingWhere, orderBy: sql`w.start_time asc, w.id`, limit: 4, userId: null });
  const trials = await q.listTrials(db, { where: featuredWhere, orderBy: sql`t.created_at desc, t.id`, limit: 4, userId: null });
  const vendors = await q.listVendors(db, {
    orderBy: sql`(v.trial_count + v.webinar_count + v.certification_count + v.job_count) desc, v.name`,
    limit: 4,
  });
  const jobs = await q.listJobs(db, { where: [sql`j.status = 'active'`], orderBy: jobSortSql.newest, limit: 4, userId: null });
  const courses = await q.listCourses(db, { orderBy: sql`c.created_at desc, c.id`, limit: 4, userId: null });
  return {
    forYou: [],
    stats: { ...counts, webinarsViewed: 0 },
    webinars: webinars.map((r) => toWebinar(r, now)),
    featuredTrials: trials.map((r) => toTrial(r, now)),
    topVendors: vendors.map(toVendor),
    jobs: jobs.map(toJob),
    courses: courses.map(toCourse),
  };
}
