import {
  emailTemplate,
  emailTemplateList,
  emailTemplateParams,
  emailTemplatePreview,
  previewEmailTemplateInput,
  testEmailTemplateInput,
  testEmailTemplateResponse,
  updateEmailTemplateInput,
} from '@portal/shared/email-templates';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { listTemplates } from './email-templates.queries.ts';
import { getTemplate, previewTemplate, sendTestEmail, templateDto, updateTemplate } from './email-templates.service.ts';

const tags = ['admin', 'email-templates'];

/** Admin: Settings > Email Templates (/admin/settings). */
export function registerEmailTemplateRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/api/admin/email-templates',
      summary: 'E-mail templates ordered by name, with their kind',
      tags,
      access: 'admin',
      response: emailTemplateList,
    },
    async (c) => ({ items: (await listTemplates(c.var.deps.db)).map(templateDto) }),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/admin/email-templates/preview',
      summary: 'Render a draft subject and content with the sample data of its kind (values HTML-escaped)',
      tags,
      access: 'admin',
      body: previewEmailTemplateInput,
      response: emailTemplatePreview,
    },
    async (_c, { body }) => previewTemplate(body),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/admin/email-templates/{id}',
      summary: 'One e-mail template',
      tags,
      access: 'admin',
      params: emailTemplateParams,
      response: emailTemplate,
    },
    async (c, { params }) => getTemplate(c.var.deps.db, params.id),
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/admin/email-templates/{id}',
      summary: 'Update the subject and content (unknown variables for the kind are refused)',
      tags,
      access: 'admin',
      params: emailTemplateParams,
      body: updateEmailTemplateInput,
      response: emailTemplate,
    },
    async (c, { params, body, user }) => updateTemplate(c.var.deps.db, user, params.id, body),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/admin/email-templates/{id}/test',
      summary: 'Send the template (or the draft given) with sample data to the signed-in admin',
      tags,
      access: 'admin',
      params: emailTemplateParams,
      body: testEmailTemplateInput,
      response: testEmailTemplateResponse,
    },
    async (c, { params, body, user }) => sendTestEmail(c.var.deps, user, params.id, body),
  );
}
