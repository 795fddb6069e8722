import { okResponse } from '@portal/shared/api';
import { messageResponse } from '@portal/shared/accounts';
import { type ContactRequest, contactListResponse } from '@portal/shared/contact';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type MessageFilters = { status: 'open' | 'handled' | 'all'; page: number };
export const MESSAGES_PAGE_SIZE = 20;

export const sendContact = (body: ContactRequest) => api('/api/contact', messageResponse, { body, auth: false });

export const messagesQuery = (f: MessageFilters) =>
  queryOptions({
    queryKey: ['admin', 'contact-messages', f],
    queryFn: ({ signal }) =>
      api(`/api/admin/contact-messages?status=${f.status}&page=${f.page}&pageSize=${MESSAGES_PAGE_SIZE}`, contactListResponse, { signal }),
    placeholderData: keepPreviousData,
  });

export const markHandled = (id: string, handled: boolean) => api(`/api/admin/contact-messages/${id}`, okResponse, { method: 'PATCH', body: { handled } });
