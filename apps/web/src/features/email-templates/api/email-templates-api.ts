import * as templates from '@portal/shared/email-templates-contracts';
import type { PreviewEmailTemplateInput, TestEmailTemplateInput, UpdateEmailTemplateInput } from '@portal/shared/email-templates';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, contractQuery } from '../../../lib/api-contract.ts';

/** Every e-mail template query (the list's path under its area): invalidated after an edit. */
export const emailTemplateKeys = { all: ['admin', templates.list.path] as const };

export const emailTemplatesQuery = () => contractQuery(templates.list, {});

/** The preview is a POST read as a query: keyed by the draft under the templates' key. */
export const emailTemplatePreviewQuery = (input: PreviewEmailTemplateInput) =>
  queryOptions({
    queryKey: [...emailTemplateKeys.all, 'preview', input],
    queryFn: ({ signal }) => call(templates.preview, { body: input, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const updateEmailTemplate = (id: string, body: UpdateEmailTemplateInput) => call(templates.update, { params: { id }, body });

export const sendTestEmailTemplate = (id: string, body: TestEmailTemplateInput) => call(templates.sendTest, { params: { id }, body });
