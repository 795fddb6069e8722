import type {
  emailTemplate,
  emailTemplateList,
  emailTemplatePreview,
  PreviewEmailTemplateInput,
  TestEmailTemplateInput,
  testEmailTemplateResponse,
  UpdateEmailTemplateInput,
} from '@portal/shared/email-templates';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const emailTemplateKeys = { all: ['admin', 'email-templates'] as const };

export const emailTemplatesQuery = () =>
  queryOptions({
    queryKey: [...emailTemplateKeys.all, 'list'],
    queryFn: ({ signal }) => api<typeof emailTemplateList>('/api/admin/email-templates', { signal }),
  });

export const emailTemplatePreviewQuery = (input: PreviewEmailTemplateInput) =>
  queryOptions({
    queryKey: [...emailTemplateKeys.all, 'preview', input],
    queryFn: ({ signal }) => api<typeof emailTemplatePreview>('/api/admin/email-templates/preview', { method: 'POST', body: input, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const updateEmailTemplate = (id: string, body: UpdateEmailTemplateInput) =>
  api<typeof emailTemplate>(`/api/admin/email-templates/${id}`, { method: 'PUT', body });

export const sendTestEmailTemplate = (id: string, body: TestEmailTemplateInput) =>
  api<typeof testEmailTemplateResponse>(`/api/admin/email-templates/${id}/test`, { method: 'POST', body });
