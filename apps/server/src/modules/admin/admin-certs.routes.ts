import {
  adminCert,
  adminCertList,
  adminCertsQuery,
  adminCourse,
  adminCourseList,
  adminCoursesQuery,
  certInput,
  courseInput,
  suggestionsQuery,
  suggestionsResponse,
} from '@portal/shared/admin';
import type { Hono } from 'hono';
import { aiCourses, certifications } from '../../db/schema/catalog.ts';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { findCert, listCerts } from './admin-certs.queries.ts';
import { courseSuggestions, findCourse, listCourses } from './admin-courses.queries.ts';
import { assertVendor } from './admin-crud.service.ts';
import { registerAdminResource } from './admin-resource.ts';

type Cert = NonNullable<Awaited<ReturnType<typeof findCert>>>;
type Course = NonNullable<Awaited<ReturnType<typeof findCourse>>>;

/** Certifications and AI courses: the same shape of content with a vendor, a link and an optional video. */
export function registerAdminCertCourseRoutes(app: Hono<AppEnv>) {
  registerAdminResource(app, {
    path: '/api/admin/certifications',
    entity: { table: certifications, type: 'certification', label: 'Certification' },
    topics: 'certification',
    plural: 'certifications',
    query: adminCertsQuery,
    list: adminCertList,
    item: adminCert,
    rows: listCerts,
    find: findCert,
    input: certInput,
    check: (db, v) => assertVendor(db, v.vendorId),
    toRow: (v) => ({ vendorId: v.vendorId, name: v.name, description: v.description, certificationLink: v.certificationLink, videoUrl: v.videoUrl }),
    notify: {
      summary: 'E-mail the certification to members who follow its vendor',
      options: (r: Cert, appUrl) => ({
        entityType: 'certification',
        id: r.id,
        vendorId: r.vendorId,
        templateName: 'Certification Announcement',
        fallback: {
          subject: 'New certification available',
          content: 'Hi {{user_name}},\n\nA new certification has been published that matches your interests.',
        },
        vars: { certification_name: r.name, vendor_name: r.vendor?.name ?? '' },
        link: { label: `See ${r.name}`, url: `${appUrl}/certifications` },
      }),
    },
  });

  route(
    app,
    {
      method: 'get',
      path: '/api/admin/ai-courses/suggestions',
      summary: 'Up to 5 course names for the search box',
      tags: ['admin'],
      access: 'admin',
      query: suggestionsQuery,
      response: suggestionsResponse,
    },
    async (c, { query }) => ({ suggestions: query.q.length > 2 ? await courseSuggestions(c.get('deps').db, query.q) : [] }),
  );
  registerAdminResource(app, {
    path: '/api/admin/ai-courses',
    entity: { table: aiCourses, type: 'ai_course', label: 'AI course' },
    topics: 'ai_course',
    plural: 'AI courses',
    query: adminCoursesQuery,
    list: adminCourseList,
    item: adminCourse,
    rows: listCourses,
    find: findCourse,
    input: courseInput,
    check: (db, v) => assertVendor(db, v.vendorId),
    toRow: (v) => ({ vendorId: v.vendorId, name: v.name, description: v.description, courseLink: v.courseLink, videoUrl: v.videoUrl }),
    notify: {
      summary: 'E-mail the course to members who follow its vendor',
      options: (r: Course, appUrl) => ({
        entityType: 'ai_course',
        id: r.id,
        vendorId: r.vendorId,
        templateName: 'AI Course Announcement',
        fallback: { subject: 'A new AI course for testers', content: 'Hi {{user_name}},\n\nA new AI course has been added that matches your interests.' },
        vars: { course_name: r.name, vendor_name: r.vendor?.name ?? '' },
        link: { label: `See ${r.name}`, url: `${appUrl}/ai-courses` },
      }),
    },
  });
}
