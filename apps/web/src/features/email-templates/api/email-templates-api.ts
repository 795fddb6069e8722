import {
  emailTemplate,
  emailTemplateList,
  emailTemplatePreview,
  type PreviewEmailTemplateInput,
  type TestEmailTemplateInput,
  testEmailTemplateResponse,
  type UpdateEmailTemplateInput,
} from '@portal/shared/email-templates';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const emailTemplateKeys = { all: ['admin', 'email-templates'] as const };

export const emailTemplatesQuery = () =>
  queryOptions({
    queryKey: [...emailTemplateKeys.all, 'list'],
    queryFn: ({ signal }) => api('/api/admin/email-templates', emailTemplateList, { signal }),
  });

export const emailTemplatePreviewQuery = (input: PreviewEmailTemplateInput) =>
  queryOptions({
    queryKey: [...emailTemplateKeys.all, 'preview', input],
    queryFn: ({ signal }) => api('/api/admin/email-templates/preview', emailTemplatePreview, { method: 'POST', body: input, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const updateEmailTemplate = (id: string, body: UpdateEmailTemplateInput) =>
  api(`/api/admin/email-templates/${id}`, emailTemplate, { method: 'PUT', body });

export const sendTestEmailTemplate = (id: string, body: TestEmailTemplateInput) =>
  api(`/api/admin/email-templates/${id}/test`, testEmailTemplateResponse, { method: 'POST', body });
