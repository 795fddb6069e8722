import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv, Deps } from './lib/context.ts';
import { AppError, fromPgError } from './lib/errors.ts';
import { forgetAfterWrites } from './lib/public-cache.ts';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.ts';
import { registerAdminRoutes } from './modules/admin/admin.routes.ts';
import { registerAdminUserRoutes } from './modules/admin-users/admin-users.routes.ts';
import { registerBillingRoutes } from './modules/billing/billing.routes.ts';
import { registerContactRoutes } from './modules/contact/contact.routes.ts';
import { registerDigestRoutes } from './modules/digests/digests.routes.ts';
import { registerEmailTemplateRoutes } from './modules/email-templates/email-templates.routes.ts';
import { registerForumRoutes } from './modules/forum/forum.routes.ts';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerLeadsRoutes } from './modules/leads/leads.routes.ts';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.ts';
import { registerProfileRoutes } from './modules/profile/profile.routes.ts';
import { registerStorageRoutes } from './modules/profile/storage.routes.ts';
import { registerTrialRoutes } from './modules/trials/trials.routes.ts';
import { registerWebinarRegistrationRoutes } from './modules/webinars/webinars.routes.ts';

/** Every feature's routes, in one list. */
const modules: ((app: Hono<AppEnv>) => void)[] = [
  registerHealthRoutes,
  registerAccountRoutes,
  registerCatalogRoutes,
  registerForumRoutes,
  registerLeadsRoutes,
  registerContactRoutes,
  registerAdminRoutes,
  registerAdminUserRoutes,
  registerTrialRoutes,
  registerWebinarRegistrationRoutes,
  registerProfileRoutes,
  registerNotificationRoutes,
  registerBillingRoutes,
  registerDigestRoutes,
  registerEmailTemplateRoutes,
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

export function createApp(deps: Deps, opts: { webDist?: string } = {}) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    c.set('requestId', requestId);
    c.set('deps', deps);
    c.set('user', null);
    const log = deps.log.child({ requestId });
    c.set('log', log);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    c.header('Content-Security-Policy', CSP);
    if (deps.env.APP_URL.startsWith('https://')) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (c.req.path.startsWith('/api/')) {
      if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
      log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
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
    app.use(
      '/assets/*',
      serveStatic({
        root,
        onFound: (_p, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    app.use(
      '*',
      serveStatic({
        root,
        onFound: (p, c) => {
          c.header('Cache-Control', p.endsWith('index.html') ? 'no-cache' : 'public, max-age=3600');
        },
      }),
    );
    app.get('*', (c) => {
      // A missing file (with an extension) is a real 404; every other path is an app route.
      if (path.extname(c.req.path)) return c.text('Not found', 404);
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
  }

  app.onError((err, c) => {
    const appErr = err instanceof AppError ? err : fromPgError(err);
    if (appErr) {
      if (appErr.status >= 500) c.get('log')?.error({ err }, 'request failed');
      return c.json({ error: { code: appErr.code, message: appErr.message, ...(appErr.fields ? { fields: appErr.fields } : {}) } }, appErr.status as 400);
    }
    (c.get('log') ?? deps.log).error({ err }, 'unhandled error');
    return c.json({ error: { code: 'internal', message: 'An unexpected error occurred' } }, 500);
  });

  return app;
}
