import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { publicCache } from '../../lib/public-cache.ts';
import { route } from '../../lib/route.ts';
import * as service from './feeds.service.ts';

/**
 * Feeds are read by crawlers, feed readers and calendar apps that poll: a validator (ETag) lets them
 * get 304, and a short public max-age lets a CDN absorb the polling. Content changes show within 5 minutes.
 */
function cached(c: Context<AppEnv>, body: string, contentType: string) {
  const lifetime = { 'Content-Type': contentType, 'Cache-Control': 'public, max-age=300, stale-while-revalidate=600' };
  // A visitor's answer is stored by the versioned public cache, which gives it its ETag and answers the 304s (its
  // headers would be overwritten by this answer's own).
  if (c.get('answer') === 'shared') return c.body(body, 200, lifetime);
  const tag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  const headers = { ...lifetime, ETag: tag };
  const match = c.req
    .header('if-none-match')
    ?.split(',')
    .some((t) => t.trim().replace(/^W\//, '') === tag);
  return match ? c.body(null, 304, headers) : c.body(body, 200, headers);
}

const xml = 'application/xml; charset=utf-8';
const fileParam = (ext: string) =>
  z.object({
    file: z
      .string()
      .max(120)
      .refine((f) => f.endsWith(ext), { message: 'Not found' }),
  });
const stem = (file: string, ext: string) => file.slice(0, -ext.length);

export function registerFeedRoutes(app: Hono<AppEnv>) {
  const tags = ['feeds'];
  // Visitors' feeds, sitemaps and calendars are cached per version and stored compressed like the API's public answers
  // (lib/public-cache.ts; served before the app is entered, server.ts). The forum feed follows the forum's version; the
  // sitemaps list forum topics too and are at most ENTRY_TTL_MS (10 s) behind a forum change.
  app.use('/rss/forum.xml', publicCache('forum'));
  for (const p of ['/rss/*', '/sitemap.xml', '/sitemaps/*', '/calendar/*']) app.use(p, publicCache('catalog'));

  route(app, { method: 'get', path: '/robots.txt', summary: 'Crawler rules, pointing at the sitemap', tags, access: 'public', produces: 'text/plain' }, (c) =>
    cached(c, service.robotsTxt(c.get('deps').env.APP_URL), 'text/plain; charset=utf-8'),
  );

  route(
    app,
    { method: 'get', path: '/sitemap.xml', summary: 'Sitemap index of every public page', tags, access: 'public', produces: 'application/xml' },
    async (c) => {
      const { db, env } = c.get('deps');
      return cached(c, await service.sitemapIndex(db, env.APP_URL), xml);
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/sitemaps/{file}',
      summary: 'One sitemap file: pages.xml, or <kind>-<n>.xml with at most 50,000 URLs',
      tags,
      access: 'public',
      params: fileParam('.xml'),
      produces: 'application/xml',
    },
    async (c, { params }) => {
      const { db, env } = c.get('deps');
      return cached(c, await service.sitemapFile(db, env.APP_URL, stem(params.file, '.xml')), xml);
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/rss/{file}',
      summary: 'RSS 2.0 feed: webinars.xml, jobs.xml, product-updates.xml or forum.xml (newest 50)',
      tags,
      access: 'public',
      params: fileParam('.xml'),
      produces: 'application/rss+xml',
    },
    async (c, { params }) => {
      const name = stem(params.file, '.xml');
      if (!(service.feedNames as readonly string[]).includes(name)) throw new AppError('not_found', 'Feed not found');
      const { db, env } = c.get('deps');
      return cached(c, await service.rssFeed(db, env.APP_URL, name as service.FeedName), 'application/rss+xml; charset=utf-8');
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/calendar/webinars.ics',
      summary: 'Subscribable calendar of webinars (upcoming and the last 30 days, cancellations included)',
      tags,
      access: 'public',
      produces: 'text/calendar',
    },
    async (c) => {
      const { db, env } = c.get('deps');
      return cached(c, await service.webinarCalendar(db, env.APP_URL, null), 'text/calendar; charset=utf-8');
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/calendar/vendor/{file}',
      summary: "Subscribable calendar of one vendor's webinars: <vendor id>.ics",
      tags,
      access: 'public',
      params: fileParam('.ics'),
      produces: 'text/calendar',
    },
    async (c, { params }) => {
      const { db, env } = c.get('deps');
      return cached(c, await service.webinarCalendar(db, env.APP_URL, stem(params.file, '.ics')), 'text/calendar; charset=utf-8');
    },
  );
}
