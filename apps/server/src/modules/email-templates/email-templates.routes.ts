import * as templates from '@portal/shared/email-templates-contracts';
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
import { bindContract, route } from '../../lib/route.ts';
import { listTemplates } from './email-templates.queries.ts';
import { getTemplate, previewTemplate, sendTestEmail, templateDto, updateTemplate } from './email-templates.service.ts';

/** Admin: Settings > Email Templates (/admin/settings). */
export function registerEmailTemplateRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(templates.list, { answer: emailTemplateList }), async (c) => ({
    items: (await listTemplates(c.var.deps.db)).map(templateDto),
  }));

  route(app, bindContract(templates.preview, { body: previewEmailTemplateInput, answer: emailTemplatePreview }), async (_c, { body }) => previewTemplate(body));

  route(app, bindContract(templates.get, { params: emailTemplateParams, answer: emailTemplate }), async (c, { params }) =>
    getTemplate(c.var.deps.db, params.id),
  );

  route(
    app,
    bindContract(templates.update, { params: emailTemplateParams, body: updateEmailTemplateInput, answer: emailTemplate }),
    async (c, { params, body, user }) => updateTemplate(c.var.deps.db, user, params.id, body),
  );

  route(
    app,
    bindContract(templates.sendTest, { params: emailTemplateParams, body: testEmailTemplateInput, answer: testEmailTemplateResponse }),
    async (c, { params, body, user }) => sendTestEmail(c.var.deps, user, params.id, body),
  );
}
