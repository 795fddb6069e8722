import type { ContactRequest } from '@portal/shared/contact';
import * as contact from '@portal/shared/contact-contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../../lib/api-client.ts';
import { call } from '../../../lib/api-contract.ts';

export type MessageFilters = { status: 'open' | 'handled' | 'all'; page: number };
const MESSAGES_PAGE_SIZE = 20;

/** The contact feature's query keys: the admin's message lists. */
export const contactKeys = {
  all: ['admin', 'contact-messages'] as const,
  list: (f: MessageFilters) => ['admin', 'contact-messages', f] as const,
};

/** One submit, one Idempotency-Key (decision 2506). */
export const sendContact = (body: ContactRequest) => call(contact.sendMessage, { body, auth: false, idempotencyKey: newIdempotencyKey() });

export const messagesQuery = (f: MessageFilters) =>
  queryOptions({
    queryKey: contactKeys.list(f),
    queryFn: ({ signal }) => call(contact.listMessages, { query: { status: f.status, page: f.page, pageSize: MESSAGES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export const markHandled = (id: string, handled: boolean) => call(contact.markHandled, { params: { id }, body: { handled } });
