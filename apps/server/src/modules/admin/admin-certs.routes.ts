import {
  adminCert,
  adminCertsQuery,
  adminCourse,
  adminCoursesQuery,
  certInput,
  courseInput,
  suggestionsQuery,
  suggestionsResponse,
} from '@portal/shared/admin';
import * as ops from '@portal/shared/admin-ops-contracts';
import * as resources from '@portal/shared/admin-resources';
import type { Hono } from 'hono';
import { aiCourses, certifications } from '../../db/schema/catalog.ts';
import type { AppEnv } from '../../lib/context.ts';
import { bindContract, route } from '../../lib/route.ts';
import { certQueries } from './admin-certs.queries.ts';
import { courseQueries, courseSuggestions } from './admin-courses.queries.ts';
import { followersNotice, type ItemOf, registerAdminResource, vendorContent } from './admin-resource.ts';

type Cert = ItemOf<typeof certQueries>;
type Course = ItemOf<typeof courseQueries>;

/** Certifications and AI courses: the same shape of content with a vendor, a link and an optional video. */
export function registerAdminCertCourseRoutes(app: Hono<AppEnv>) {
  registerAdminResource(app, {
    ...vendorContent(certifications, 'certification', 'Certification', certQueries),
    declared: resources.certifications,
    schemas: { query: adminCertsQuery, item: adminCert, input: certInput },
    notify: followersNotice('certifications', {
      templateName: 'Certification Announcement',
      fallback: { subject: 'New certification available', content: 'Hi {{user_name}},\n\nA new certification has been published that matches your interests.' },
      vars: (r: Cert) => ({ certification_name: r.name }),
      linkLabel: (r) => `See ${r.name}`,
    }),
  });

  route(app, bindContract(ops.courseSuggestions, { query: suggestionsQuery, answer: suggestionsResponse }), async (c, { query }) => ({
    suggestions: query.q.length > 2 ? await courseSuggestions(c.get('deps').db, query.q) : [],
  }));
  registerAdminResource(app, {
    ...vendorContent(aiCourses, 'ai_course', 'AI course', courseQueries),
    declared: resources.aiCourses,
    schemas: { query: adminCoursesQuery, item: adminCourse, input: courseInput },
    notify: followersNotice('ai-courses', {
      templateName: 'AI Course Announcement',
      fallback: { subject: 'A new AI course for testers', content: 'Hi {{user_name}},\n\nA new AI course has been added that matches your interests.' },
      vars: (r: Course) => ({ course_name: r.name }),
      linkLabel: (r) => `See ${r.name}`,
    }),
  });
}
