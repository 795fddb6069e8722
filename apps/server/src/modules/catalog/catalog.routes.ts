import {
  certificationListResponse,
  courseListResponse,
  dashboardResponse,
  idParam,
  jobListQuery,
  jobDetailResponse,
  jobListResponse,
  landingResponse,
  likeRequest,
  likeResponse,
  myFlagsQuery,
  myFlagsResponse,
  myLikesQuery,
  myLikesResponse,
  productUpdateListResponse,
  searchQuery,
  searchResponse,
  simpleListQuery,
  trialDetailResponse,
  trialListQuery,
  trialListResponse,
  webinarDetailResponse,
  webinarListQuery,
  webinarListResponse,
} from '@portal/shared/catalog-api';
import * as catalog from '@portal/shared/catalog-contracts';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { cacheForMembers } from '../../lib/member-cache.ts';
import { publicCache } from '../../lib/public-cache.ts';
import { bindContract, route } from '../../lib/route.ts';
import * as service from './catalog.service.ts';
import { memberList } from './member-lists.ts';
import { registerVendorRoutes } from './vendors.routes.ts';

/** Public GETs: visitors' answers are cached per catalogue version (lib/public-cache.ts), members' get a private ETag. */
const publicGets = [
  '/api/landing',
  '/api/webinars',
  '/api/webinars/*',
  '/api/jobs',
  '/api/jobs/*',
  '/api/vendors',
  '/api/vendors/*',
  '/api/certifications',
  '/api/ai-courses',
  '/api/product-updates',
  '/api/product-trials',
  '/api/product-trials/*',
  '/api/search',
];

/**
 * A member's answer to these is kept per catalogue version and member version (lib/member-cache.ts, docs/decisions/2410):
 * each reads only the catalogue and the member's likes, registrations, views and follows.
 */
const memberCached = [
  catalog.dashboard,
  catalog.listWebinars,
  catalog.listJobs,
  catalog.listCertifications,
  catalog.listCourses,
  catalog.listProductUpdates,
  catalog.listTrials,
];

export function registerCatalogRoutes(app: Hono<AppEnv>) {
  const cached = publicCache('catalog');
  for (const p of publicGets) app.use(p, cached);
  for (const op of memberCached) cacheForMembers(op, 'catalog');

  route(app, bindContract(catalog.landing, { answer: landingResponse }), (c, { user }) => service.landing(c.get('deps').db, user?.id ?? null));

  route(app, bindContract(catalog.dashboard, { answer: dashboardResponse }), (c, { user }) => service.dashboard(c.get('deps'), user.id));

  route(app, bindContract(catalog.listWebinars, { query: webinarListQuery, answer: webinarListResponse }), (c, { query, user }) =>
    memberList(c.get('deps'), user?.id ?? null, 'webinar', query, (id) => service.listWebinars(c.get('deps'), query, id)),
  );

  route(app, bindContract(catalog.webinarIcs, { params: idParam }), async (c, { params }) => {
    const { body, fileName } = await service.webinarIcs(c.get('deps'), params.id);
    return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` });
  });

  route(app, bindContract(catalog.getWebinar, { params: idParam, answer: webinarDetailResponse }), (c, { params, user }) =>
    service.webinarDetailPage(c.get('deps'), params.id, user ? { id: user.id, isPro: user.isPro } : null),
  );

  route(app, bindContract(catalog.listJobs, { query: jobListQuery, answer: jobListResponse }), (c, { query, user }) =>
    memberList(c.get('deps'), user?.id ?? null, 'job', query, (id) => service.listJobs(c.get('deps'), query, id)),
  );

  registerVendorRoutes(app);

  route(app, bindContract(catalog.listCertifications, { query: simpleListQuery, answer: certificationListResponse }), (c, { query, user }) =>
    memberList(c.get('deps'), user?.id ?? null, 'certification', query, (id) => service.listCertifications(c.get('deps').db, query, id)),
  );

  route(app, bindContract(catalog.listCourses, { query: simpleListQuery, answer: courseListResponse }), (c, { query, user }) =>
    memberList(c.get('deps'), user?.id ?? null, 'ai_course', query, (id) => service.listCourses(c.get('deps').db, query, id)),
  );

  route(app, bindContract(catalog.listProductUpdates, { query: simpleListQuery, answer: productUpdateListResponse }), (c, { query, user }) =>
    memberList(c.get('deps'), user?.id ?? null, 'product_update', query, (id) => service.listProductUpdates(c.get('deps').db, query, id)),
  );

  route(app, bindContract(catalog.listTrials, { query: trialListQuery, answer: trialListResponse }), (c, { query, user }) =>
    memberList(c.get('deps'), user?.id ?? null, 'product_trial', query, (id) => service.listTrials(c.get('deps'), query, id)),
  );

  route(app, bindContract(catalog.getJob, { params: idParam, answer: jobDetailResponse }), (c, { params, user }) =>
    service.jobDetail(c.get('deps').db, params.id, user?.id ?? null),
  );

  route(app, bindContract(catalog.getTrial, { params: idParam, answer: trialDetailResponse }), (c, { params, user }) =>
    service.trialDetailPage(c.get('deps'), params.id, user?.id ?? null, !!user?.isAdmin),
  );

  route(app, bindContract(catalog.like, { body: likeRequest, answer: likeResponse }), (c, { body, user }) => service.like(c.get('deps'), user, body));

  route(app, bindContract(catalog.unlike, { body: likeRequest, answer: likeResponse }), (c, { body, user }) => service.unlike(c.get('deps').db, user.id, body));

  route(app, bindContract(catalog.myLikes, { query: myLikesQuery, answer: myLikesResponse }), (c, { query, user }) =>
    service.myLikes(c.get('deps').db, user.id, query),
  );

  route(app, bindContract(catalog.myFlags, { query: myFlagsQuery, answer: myFlagsResponse }), (c, { query, user }) =>
    service.myFlags(c.get('deps').db, user.id, query),
  );

  route(app, bindContract(catalog.search, { query: searchQuery, answer: searchResponse }), (c, { query }) => service.search(c.get('deps'), query));
}
