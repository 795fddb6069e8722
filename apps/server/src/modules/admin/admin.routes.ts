import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { registerAdminCertCourseRoutes } from './admin-certs.routes.ts';
import { registerAdminDashboardRoutes } from './admin-dashboard.routes.ts';
import { registerAdminJobRoutes } from './admin-jobs.routes.ts';
import { registerAdminTrialRoutes } from './admin-trials.routes.ts';
import { registerAdminUpdateRoutes } from './admin-updates.routes.ts';
import { registerAdminVendorRoutes } from './admin-vendors.routes.ts';
import { registerAdminTopicRoutes } from './admin-topics.routes.ts';
import { registerAdminWebinarRoutes } from './admin-webinars.routes.ts';
import { registerVendorReviewRoutes } from './vendor-review.routes.ts';

/** Every /api/admin/... operation of the content console (issue 5). All require the admin role. */
export function registerAdminRoutes(app: Hono<AppEnv>) {
  registerAdminDashboardRoutes(app);
  registerAdminJobRoutes(app);
  registerAdminWebinarRoutes(app);
  registerAdminUpdateRoutes(app);
  registerAdminTrialRoutes(app);
  registerAdminCertCourseRoutes(app);
  registerAdminVendorRoutes(app);
  registerAdminTopicRoutes(app);
  registerVendorReviewRoutes(app);
}
