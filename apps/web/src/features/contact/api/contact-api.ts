import type { okResponse } from '@portal/shared/api';
import type { messageResponse } from '@portal/shared/accounts';
import type { ContactRequest, contactListResponse } from '@portal/shared/contact';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '../../../lib/api-client.ts';

export type MessageFilters = { status: 'open' | 'handled' | 'all'; page: number };
const MESSAGES_PAGE_SIZE = 20;

/** The contact feature's query keys: the admin's message lists. */
export const contactKeys = {
  all: ['admin', 'contact-messages'] as const,
  list: (f: MessageFilters) => ['admin', 'contact-messages', f] as const,
};

/** One submit, one Idempotency-Key (decision 2506). */
export const sendContact = (body: ContactRequest) => api<typeof messageResponse>('/api/contact', { body, auth: false, idempotencyKey: newIdempotencyKey() });

export const messagesQuery = (f: MessageFilters) =>
  queryOptions({
    queryKey: contactKeys.list(f),
    queryFn: ({ signal }) =>
      api<typeof contactListResponse>(`/api/admin/contact-messages?status=${f.status}&page=${f.page}&pageSize=${MESSAGES_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const markHandled = (id: string, handled: boolean) =>
  api<typeof okResponse>(`/api/admin/contact-messages/${id}`, { method: 'PATCH', body: { handled } });
