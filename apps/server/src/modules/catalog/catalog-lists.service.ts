import type { JobListQuery, SimpleListQuery, TrialListQuery, WebinarListQuery } from '@portal/shared/catalog-api';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { paged } from '../../lib/paging.ts';
import { versioned } from '../../lib/public-cache.ts';
import * as lists from './catalog-lists.queries.ts';
import * as q from './catalog.queries.ts';

import { toCertification, toCourse, toTrial, toWebinar, window } from './catalog-dto.ts';
import { anchorsFailed } from '../../lib/list-anchors.ts';

// ---- Lists ----

/** The vendor filter's options, computed once per catalogue version. */
export const vendorOptions = (deps: Deps) => versioned(deps, 'catalog', 'vendorOptions', () => q.vendorOptions(deps.db));

export async function listWebinars(deps: Deps, query: WebinarListQuery, userId: string | null) {
  const found = await lists.webinarsPage(deps.db, query, window(query), userId);
  const vendors = await vendorOptions(deps);
  const now = new Date();
  return {
    ...paged(
      found.rows.map((r) => toWebinar(r, now)),
      found,
      query,
    ),
    vendors,
  };
}

export async function listJobs(deps: Deps, query: JobListQuery, _userId: string | null) {
  const { db } = deps;
  const found = await lists.jobsPage(db, query, query.sort, window(query), anchorsFailed(deps, 'jobs'));
  const locations = await versioned(deps, 'catalog', 'jobLocations', () => lists.jobLocations(db));
  const vendors = await vendorOptions(deps);
  return { ...paged(found.rows, found, query), locations, vendors };
}

export async function listCertifications(db: Db, query: SimpleListQuery, userId: string | null) {
  const found = await lists.certificationsPage(db, query, window(query), userId);
  return paged(found.rows.map(toCertification), found, query);
}

export async function listCourses(db: Db, query: SimpleListQuery, userId: string | null) {
  const found = await lists.coursesPage(db, query, window(query), userId);
  return paged(found.rows.map(toCourse), found, query);
}

export async function listProductUpdates(db: Db, query: SimpleListQuery, userId: string | null) {
  const found = await lists.productUpdatesPage(db, query, window(query), userId);
  return paged(found.rows, found, query);
}

export async function listTrials(deps: Deps, query: TrialListQuery, userId: string | null) {
  const found = await lists.trialsPage(deps.db, query, window(query), userId);
  const now = new Date();
  return {
    ...paged(
      found.rows.map((r) => toTrial(r, now)),
      found,
      query,
    ),
    vendors: await vendorOptions(deps),
  };
}

/** Active jobs matching an alert's criteria created after `after` (what the jobs list shows for them), oldest first. */
export const newJobsMatching = (db: Db, criteria: lists.JobFilter, after: string, limit: number) => lists.jobsCreatedAfter(db, criteria, after, limit);

export async function vendorNameOf(db: Db, id: string) {
  return (await q.vendorOptions(db)).find((v) => v.id === id)?.name ?? null;
}
