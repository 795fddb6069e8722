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
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { publicCache } from '../../lib/public-cache.ts';
import { route } from '../../lib/route.ts';
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

export function registerCatalogRoutes(app: Hono<AppEnv>) {
  const cached = publicCache('catalog');
  for (const p of publicGets) app.use(p, cached);
  const tags = ['catalog'];

  route(
    app,
    { method: 'get', path: '/api/landing', summary: 'Every section of the landing page in one answer', tags, access: 'optional', response: landingResponse },
    (c, { user }) => service.landing(c.get('deps').db, user?.id ?? null),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/dashboard',
      summary: 'Stats and sections of the member dashboard in one answer',
      tags,
      access: 'user',
      response: dashboardResponse,
    },
    (c, { user }) => service.dashboard(c.get('deps'), user.id),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/webinars',
      summary: 'Webinars: vendors, status, level, search, Date/Duration sort, paged',
      tags,
      access: 'optional',
      query: webinarListQuery,
      response: webinarListResponse,
    },
    (c, { query, user }) => memberList(c.get('deps'), user?.id ?? null, 'webinar', query, (id) => service.listWebinars(c.get('deps'), query, id)),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/webinars/{id}/ics',
      summary: 'Calendar file of an upcoming webinar',
      tags,
      access: 'public',
      params: idParam,
      produces: 'text/calendar',
    },
    async (c, { params }) => {
      const { body, fileName } = await service.webinarIcs(c.get('deps'), params.id);
      return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` });
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/webinars/{id}',
      summary: 'One webinar with its registration panel (records a view for a signed-in member)',
      tags,
      access: 'optional',
      params: idParam,
      response: webinarDetailResponse,
    },
    (c, { params, user }) => service.webinarDetailPage(c.get('deps'), params.id, user ? { id: user.id, isPro: user.isPro } : null),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/jobs',
      summary: 'Active jobs: search, location, experience, type, salary range, vendor, six sorts, paged',
      tags,
      access: 'optional',
      query: jobListQuery,
      response: jobListResponse,
    },
    (c, { query, user }) => memberList(c.get('deps'), user?.id ?? null, 'job', query, (id) => service.listJobs(c.get('deps'), query, id)),
  );

  registerVendorRoutes(app, tags);

  route(
    app,
    {
      method: 'get',
      path: '/api/certifications',
      summary: 'Certifications, newest first',
      tags,
      access: 'optional',
      query: simpleListQuery,
      response: certificationListResponse,
    },
    (c, { query, user }) =>
      memberList(c.get('deps'), user?.id ?? null, 'certification', query, (id) => service.listCertifications(c.get('deps').db, query, id)),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/ai-courses',
      summary: 'AI courses, newest first',
      tags,
      access: 'optional',
      query: simpleListQuery,
      response: courseListResponse,
    },
    (c, { query, user }) => memberList(c.get('deps'), user?.id ?? null, 'ai_course', query, (id) => service.listCourses(c.get('deps').db, query, id)),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/product-updates',
      summary: 'Product updates, newest release first',
      tags,
      access: 'optional',
      query: simpleListQuery,
      response: productUpdateListResponse,
    },
    (c, { query, user }) =>
      memberList(c.get('deps'), user?.id ?? null, 'product_update', query, (id) => service.listProductUpdates(c.get('deps').db, query, id)),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/product-trials',
      summary: 'Product trials: search, vendors, status; Start Date, End Date, Trial Period sorts',
      tags,
      access: 'optional',
      query: trialListQuery,
      response: trialListResponse,
    },
    (c, { query, user }) => memberList(c.get('deps'), user?.id ?? null, 'product_trial', query, (id) => service.listTrials(c.get('deps'), query, id)),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/jobs/{id}',
      summary: 'One active job; a closed or inactive one answers 410 (like its page)',
      tags,
      access: 'optional',
      params: idParam,
      response: jobDetailResponse,
    },
    (c, { params, user }) => service.jobDetail(c.get('deps').db, params.id, user?.id ?? null),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/product-trials/{id}',
      summary: "One product trial with its activation panel (the viewer's activation, if any)",
      tags,
      access: 'optional',
      params: idParam,
      response: trialDetailResponse,
    },
    (c, { params, user }) => service.trialDetailPage(c.get('deps'), params.id, user?.id ?? null, !!user?.isAdmin),
  );

  route(
    app,
    { method: 'post', path: '/api/likes', summary: 'Like an item (handle-like)', tags, access: 'user', body: likeRequest, response: likeResponse },
    (c, { body, user }) => service.like(c.get('deps'), user, body),
  );

  route(
    app,
    { method: 'delete', path: '/api/likes', summary: 'Remove a like', tags, access: 'user', body: likeRequest, response: likeResponse },
    (c, { body, user }) => service.unlike(c.get('deps').db, user.id, body),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/me/likes',
      summary: "The caller's likes, newest first, optionally of one content type",
      tags,
      access: 'user',
      query: myLikesQuery,
      response: myLikesResponse,
    },
    (c, { query, user }) => service.myLikes(c.get('deps').db, user.id, query),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/search',
      summary: 'Ranked search across every public content type',
      tags,
      access: 'public',
      query: searchQuery,
      response: searchResponse,
    },
    (c, { query }) => service.search(c.get('deps').db, query),
  );
}
