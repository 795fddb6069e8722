import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from './lib/context.ts';
import { AppError, fromPgError, RETRY_AFTER_SECONDS } from './lib/errors.ts';
import { accessLog } from './lib/logger.ts';
import { recordRequest } from './lib/metrics.ts';
import { noteSearchRequest } from './lib/search-log.ts';
import { routePath } from 'hono/route';
import { forgetAfterWrites } from './lib/public-cache.ts';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.ts';
import { registerAdminRoutes } from './modules/admin/admin.routes.ts';
import { registerAdminUserRoutes } from './modules/admin-users/admin-users.routes.ts';
import { registerBillingRoutes } from './modules/billing/billing.routes.ts';
import { registerConsentRoutes } from './modules/consent/consent.routes.ts';
import { registerContactRoutes } from './modules/contact/contact.routes.ts';
import { registerDigestRoutes } from './modules/digests/digests.routes.ts';
import { registerEmailRoutes } from './modules/email/email.routes.ts';
import { registerEmailTemplateRoutes } from './modules/email-templates/email-templates.routes.ts';
import { registerFeedRoutes } from './modules/feeds/feeds.routes.ts';
import { registerAlertRoutes } from './modules/alerts/alerts.routes.ts';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { registerForumRoutes } from './modules/forum/forum.routes.ts';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes.ts';
import { registerCapabilityRoutes } from './modules/capabilities/capabilities.routes.ts';
import { registerVendorReviewRoutes } from './modules/vendor-reviews/vendor-reviews.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerLeadsRoutes } from './modules/leads/leads.routes.ts';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.ts';
import { registerSourceRoutes } from './modules/sources/sources.routes.ts';
import { registerSystemRoutes } from './modules/system/system.routes.ts';
import { registerProfileRoutes } from './modules/profile/profile.routes.ts';
import { createPageRenderer, internalRequests } from './modules/ssr/ssr.ts';
import { registerStorageRoutes } from './modules/profile/storage.routes.ts';
import { registerTopicRoutes } from './modules/topics/topics.routes.ts';
import { registerTrialRoutes } from './modules/trials/trials.routes.ts';
import { registerWebinarRegistrationRoutes } from './modules/webinars/webinars.routes.ts';

/** Every feature's routes, in one list. */
const modules: ((app: Hono<AppEnv>) => void)[] = [
  registerHealthRoutes,
  registerAccountRoutes,
  registerCatalogRoutes,
  registerCapabilityRoutes,
  registerVendorReviewRoutes,
  registerTopicRoutes,
  registerFeedRoutes,
  registerAlertRoutes,
  registerForumRoutes,
  registerLeadsRoutes,
  registerSourceRoutes,
  registerAnalyticsRoutes,
  registerConsentRoutes,
  registerContactRoutes,
  registerAdminRoutes,
  registerSystemRoutes,
  registerAdminUserRoutes,
  registerTrialRoutes,
  registerWebinarRegistrationRoutes,
  registerProfileRoutes,
  registerNotificationRoutes,
  registerBillingRoutes,
  registerDigestRoutes,
  registerEmailTemplateRoutes,
  registerEmailRoutes,
];

export const CSP = [
  "default-src 'self'",
  "script-src 'self' https://checkout.razorpay.com",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com",
  'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com https://fast.wistia.net https://api.razorpay.com https://checkout.razorpay.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Files of the web build, precompressed variants first, with the given Cache-Control. A text file sent uncompressed
 * still varies by Accept-Encoding (a cache must not hand it to a browser that asked for br). */
function staticFiles(root: string, cacheControl: (file: string) => string): MiddlewareHandler<AppEnv> {
  const served = new WeakMap<object, string>();
  const serve = serveStatic({
    root,
    precompressed: true,
    onFound: (file, c) => {
      served.set(c, file);
    },
  });
  return async (c, next) => {
    const res = await serve(c, next);
    const file = served.get(c);
    if (res && file) {
      res.headers.set('Cache-Control', cacheControl(file));
      if (/\.(js|mjs|css|html|svg|json|txt|xml)(\.br|\.gz)?$/.test(file)) res.headers.set('Vary', 'Accept-Encoding');
    }
    return res;
  };
}

/**
 * What an API answer (JSON, a feed, a calendar, a CSV) may do when a browser opens it: nothing. OWASP's REST
 * headers: no sources at all and no framing. Pages keep the app's policy (CSP) and the document-only headers;
 * the short set is ~450 bytes less on every API answer (docs/benchmarks/1301-scale-measurements.md, Session 2026-11-24).
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The headers every answer carries, by kind: pages and files, or /api answers (the server's fast path sends the API ones). */
export function responseHeaders(env: Deps['env'], kind: 'page' | 'api'): (requestId: string) => Record<string, string> {
  const hsts: Record<string, string> = env.APP_URL.startsWith('https://') ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {};
  const fixed: Record<string, string> =
    kind === 'api'
      ? { 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY', 'Content-Security-Policy': API_CSP, ...hsts }
      : {
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'strict-origin-when-cross-origin',
          'X-Frame-Options': 'DENY',
          'Cross-Origin-Opener-Policy': 'same-origin',
          'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
          'Content-Security-Policy': CSP,
          ...hsts,
        };
  return (requestId) => ({ 'X-Request-Id': requestId, ...fixed });
}

export function createApp(deps: Deps, opts: { webDist?: string } = {}) {
  const app = new Hono<AppEnv>();
  const pageHeaders = responseHeaders(deps.env, 'page');
  const apiHeaders = responseHeaders(deps.env, 'api');

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    c.set('requestId', requestId);
    c.set('deps', deps);
    c.set('user', null);
    const log = deps.log.child({ requestId });
    c.set('log', log);
    // The server renderer's own API reads (modules/ssr): straight to the route, no metrics, access line or headers.
    if (internalRequests.has(c.req.raw)) return next();
    const started = performance.now();
    await next();
    recordRequest(c.req.method, routePath(c), c.res.status, (performance.now() - started) / 1000);
    if (c.req.method === 'GET' && c.res.status === 200) {
      const url = c.req.url;
      noteSearchRequest(url.slice(url.indexOf('/', url.indexOf('//') + 2)), Boolean(c.req.header('user-agent')));
    }
    const api = c.req.path.startsWith('/api/');
    // Set on the answer's own headers: c.header() after the handler would rebuild the answer as a stream (lib/answer.ts).
    const headers = c.res.headers;
    for (const [name, value] of Object.entries((api ? apiHeaders : pageHeaders)(requestId))) {
      // A response with its own policy (uploaded files: a sandbox) keeps it.
      if (name !== 'Content-Security-Policy' || !headers.has(name)) headers.set(name, value);
    }
    if (api) {
      if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
      accessLog(deps.log).info(
        { requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  });

  // A write served here makes this process re-read the cache versions before its next cached answer.
  app.use('/api/*', forgetAfterWrites);
  for (const register of modules) register(app);

  // Uploaded files (avatars), outside /api and before the SPA fallback.
  registerStorageRoutes(app);

  app.all('/api/*', () => {
    throw new AppError('not_found', 'No such API endpoint');
  });

  const dist = opts.webDist;
  if (dist && existsSync(path.join(dist, 'index.html'))) {
    const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const root = path.relative(process.cwd(), dist) || '.';
    // Public pages are server-rendered (apps/web/dist-ssr); member and admin screens get the shell.
    const page = createPageRenderer(app, deps, { template: indexHtml, entryPath: path.join(dist, '../dist-ssr/entry-server.js'), appUrl: deps.env.APP_URL });
    app.get('/', page);
    app.get('/index.html', (c) => c.redirect('/', 301));
    // The build writes a .br and a .gz beside every text asset (apps/web/vite.config.ts): the best one the
    // browser accepts is sent as is, with no compression work per request. Hashed assets never change.
    app.use(
      '/assets/*',
      staticFiles(root, () => 'public, max-age=31536000, immutable'),
    );
    app.use(
      '*',
      staticFiles(root, (file) => (/[\\/]index\.html(\.br|\.gz)?$/.test(file) ? 'no-cache' : 'public, max-age=3600')),
    );
    app.get('*', (c) => {
      // A missing file (with an extension) is a real 404; every other path is an app route.
      if (path.extname(c.req.path)) return c.text('Not found', 404);
      return page(c);
    });
  }

  app.onError((err, c) => {
    const appErr = err instanceof AppError ? err : fromPgError(err);
    if (appErr) {
      if (appErr.code === 'unavailable') {
        c.header('Retry-After', String(RETRY_AFTER_SECONDS));
        (c.get('log') ?? deps.log).warn({ err }, 'database unavailable');
      } else if (appErr.status >= 500) c.get('log')?.error({ err }, 'request failed');
      if (appErr.retryAfter) c.header('Retry-After', String(appErr.retryAfter));
      // An early 413 leaves the body unread: close the connection rather than keep it for a next request.
      if (appErr.status === 413) c.header('Connection', 'close');
      return c.json({ error: { code: appErr.code, message: appErr.message, ...(appErr.fields ? { fields: appErr.fields } : {}) } }, appErr.status as 400);
    }
    (c.get('log') ?? deps.log).error({ err }, 'unhandled error');
    return c.json({ error: { code: 'internal', message: 'An unexpected error occurred' } }, 500);
  });

  return app;
}
