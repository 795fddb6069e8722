// Admin › Settings › Email Templates' HTTP operations (zod-free at run time: the schemas are named by type, see contract.ts).
import { contract } from './contract.ts';
import type {
  emailTemplate,
  emailTemplateList,
  emailTemplateParams,
  emailTemplatePreview,
  previewEmailTemplateInput,
  testEmailTemplateInput,
  testEmailTemplateResponse,
  updateEmailTemplateInput,
} from './email-templates.ts';

const tags = ['admin', 'email-templates'] as const;

export const list = contract<{ answer: typeof emailTemplateList }>()({
  method: 'get',
  path: '/api/admin/email-templates',
  summary: 'E-mail templates ordered by name, with their kind',
  tags,
  access: 'admin',
});

export const preview = contract<{ body: typeof previewEmailTemplateInput; answer: typeof emailTemplatePreview }>()({
  method: 'post',
  path: '/api/admin/email-templates/preview',
  summary: 'Render a draft subject and content with the sample data of its kind (values HTML-escaped)',
  tags,
  access: 'admin',
});

export const get = contract<{ params: typeof emailTemplateParams; answer: typeof emailTemplate }>()({
  method: 'get',
  path: '/api/admin/email-templates/{id}',
  summary: 'One e-mail template',
  tags,
  access: 'admin',
});

export const update = contract<{ params: typeof emailTemplateParams; body: typeof updateEmailTemplateInput; answer: typeof emailTemplate }>()({
  method: 'put',
  path: '/api/admin/email-templates/{id}',
  summary: 'Update the subject and content (unknown variables for the kind are refused)',
  tags,
  access: 'admin',
});

export const sendTest = contract<{ params: typeof emailTemplateParams; body: typeof testEmailTemplateInput; answer: typeof testEmailTemplateResponse }>()({
  method: 'post',
  path: '/api/admin/email-templates/{id}/test',
  summary: 'Send the template (or the draft given) with sample data to the signed-in admin',
  tags,
  access: 'admin',
});
