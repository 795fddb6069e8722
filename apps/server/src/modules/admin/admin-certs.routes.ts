import {
  adminCert,
  adminCertList,
  adminCertsQuery,
  adminCourse,
  adminCourseList,
  adminCoursesQuery,
  certInput,
  courseInput,
  idResponse,
  sendResult,
  suggestionsQuery,
  suggestionsResponse,
} from '@portal/shared/admin';
import { okResponse, uuidParam } from '@portal/shared/api';
import type { Hono } from 'hono';
import type { z } from 'zod';
import { aiCourses, certifications } from '../../db/schema/catalog.ts';
import type { AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { paged, pageWindow } from '../../lib/paging.ts';
import { route } from '../../lib/route.ts';
import { findCert, listCerts } from './admin-certs.queries.ts';
import { courseSuggestions, findCourse, listCourses } from './admin-courses.queries.ts';
import { assertVendor, createRow, deleteRow, type Entity, updateRow } from './admin-crud.service.ts';
import { notifySubscribers } from './admin-mail.service.ts';

const tags = ['admin'];
const certEntity: Entity = { table: certifications, type: 'certification', label: 'Certification' };
const courseEntity: Entity = { table: aiCourses, type: 'ai_course', label: 'AI course' };

const certRow = (v: z.output<typeof certInput>) => ({
  vendorId: v.vendorId,
  name: v.name,
  description: v.description,
  certificationLink: v.certificationLink,
  videoUrl: v.videoUrl,
});
const courseRow = (v: z.output<typeof courseInput>) => ({
  vendorId: v.vendorId,
  name: v.name,
  description: v.description,
  courseLink: v.courseLink,
  videoUrl: v.videoUrl,
});

/** Certifications and AI courses: the same shape of content with a vendor, a link and an optional video. */
export function registerAdminCertCourseRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/api/admin/certifications',
      summary: 'List certifications',
      tags,
      access: 'admin',
      query: adminCertsQuery,
      response: adminCertList,
    },
    async (c, { query }) => {
      const { items, total } = await listCerts(c.get('deps').db, query, pageWindow(query));
      return paged(items, total, query);
    },
  );
  route(
    app,
    { method: 'get', path: '/api/admin/certifications/{id}', summary: 'One certification', tags, access: 'admin', params: uuidParam, response: adminCert },
    async (c, { params }) => {
      const r = await findCert(c.get('deps').db, params.id);
      if (!r) throw new AppError('not_found', 'Certification not found');
      return r;
    },
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/admin/certifications',
      summary: 'Create a certification',
      tags,
      access: 'admin',
      body: certInput,
      response: idResponse,
      status: 201,
    },
    async (c, { body, user }) => {
      const { db } = c.get('deps');
      await assertVendor(db, body.vendorId);
      const row = await createRow(db, user, certEntity, certRow(body));
      return { id: String(row.id) };
    },
  );
  route(
    app,
    {
      method: 'put',
      path: '/api/admin/certifications/{id}',
      summary: 'Update a certification',
      tags,
      access: 'admin',
      params: uuidParam,
      body: certInput,
      response: idResponse,
    },
    async (c, { params, body, user }) => {
      const { db } = c.get('deps');
      await assertVendor(db, body.vendorId);
      await updateRow(db, user, certEntity, params.id, certRow(body));
      return { id: params.id };
    },
  );
  route(
    app,
    {
      method: 'delete',
      path: '/api/admin/certifications/{id}',
      summary: 'Delete a certification',
      tags,
      access: 'admin',
      params: uuidParam,
      response: okResponse,
    },
    async (c, { params, user }) => {
      await deleteRow(c.get('deps').db, user, certEntity, params.id);
      return { ok: true as const };
    },
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/admin/certifications/{id}/notify',
      summary: 'E-mail the certification to members who follow its vendor',
      tags,
      access: 'admin',
      params: uuidParam,
      response: sendResult,
    },
    async (c, { params, user }) => {
      const deps = c.get('deps');
      const r = await findCert(deps.db, params.id);
      if (!r) throw new AppError('not_found', 'Certification not found');
      return notifySubscribers(deps, user, {
        entityType: 'certification',
        id: r.id,
        vendorId: r.vendorId,
        templateName: 'Certification Announcement',
        fallback: {
          subject: 'New certification available',
          content: 'Hi {{user_name}},\n\nA new certification has been published that matches your interests.',
        },
        vars: { certification_name: r.name, vendor_name: r.vendor?.name ?? '' },
        link: { label: `See ${r.name}`, url: `${deps.env.APP_URL}/certifications` },
      });
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/admin/ai-courses',
      summary: 'List AI courses (newest first)',
      tags,
      access: 'admin',
      query: adminCoursesQuery,
      response: adminCourseList,
    },
    async (c, { query }) => {
      const { items, total } = await listCourses(c.get('deps').db, query, pageWindow(query));
      return paged(items, total, query);
    },
  );
  route(
    app,
    {
      method: 'get',
      path: '/api/admin/ai-courses/suggestions',
      summary: 'Up to 5 course names for the search box',
      tags,
      access: 'admin',
      query: suggestionsQuery,
      response: suggestionsResponse,
    },
    async (c, { query }) => ({ suggestions: query.q.length > 2 ? await courseSuggestions(c.get('deps').db, query.q) : [] }),
  );
  route(
    app,
    { method: 'get', path: '/api/admin/ai-courses/{id}', summary: 'One AI course', tags, access: 'admin', params: uuidParam, response: adminCourse },
    async (c, { params }) => {
      const r = await findCourse(c.get('deps').db, params.id);
      if (!r) throw new AppError('not_found', 'AI course not found');
      return r;
    },
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/admin/ai-courses',
      summary: 'Create an AI course',
      tags,
      access: 'admin',
      body: courseInput,
      response: idResponse,
      status: 201,
    },
    async (c, { body, user }) => {
      const { db } = c.get('deps');
      await assertVendor(db, body.vendorId);
      const row = await createRow(db, user, courseEntity, courseRow(body));
      return { id: String(row.id) };
    },
  );
  route(
    app,
    {
      method: 'put',
      path: '/api/admin/ai-courses/{id}',
      summary: 'Update an AI course',
      tags,
      access: 'admin',
      params: uuidParam,
      body: courseInput,
      response: idResponse,
    },
    async (c, { params, body, user }) => {
      const { db } = c.get('deps');
      await assertVendor(db, body.vendorId);
      await updateRow(db, user, courseEntity, params.id, courseRow(body));
      return { id: params.id };
    },
  );
  route(
    app,
    { method: 'delete', path: '/api/admin/ai-courses/{id}', summary: 'Delete an AI course', tags, access: 'admin', params: uuidParam, response: okResponse },
    async (c, { params, user }) => {
      await deleteRow(c.get('deps').db, user, courseEntity, params.id);
      return { ok: true as const };
    },
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/admin/ai-courses/{id}/notify',
      summary: 'E-mail the course to members who follow its vendor',
      tags,
      access: 'admin',
      params: uuidParam,
      response: sendResult,
    },
    async (c, { params, user }) => {
      const deps = c.get('deps');
      const r = await findCourse(deps.db, params.id);
      if (!r) throw new AppError('not_found', 'AI course not found');
      return notifySubscribers(deps, user, {
        entityType: 'ai_course',
        id: r.id,
        vendorId: r.vendorId,
        templateName: 'AI Course Announcement',
        fallback: { subject: 'A new AI course for testers', content: 'Hi {{user_name}},\n\nA new AI course has been added that matches your interests.' },
        vars: { course_name: r.name, vendor_name: r.vendor?.name ?? '' },
        link: { label: `See ${r.name}`, url: `${deps.env.APP_URL}/ai-courses` },
      });
    },
  );
}
