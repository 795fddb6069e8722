// The contact form's HTTP operations (zod-free at run time: the schemas are named by type, see contract.ts).
import type { messageResponse } from './accounts.ts';
import type { okResponse, uuidParam } from './api.ts';
import type { contactListQuery, contactListResponse, contactRequest, markHandledRequest } from './contact.ts';
import { contract } from './contract.ts';

const tags = ['contact'] as const;
const adminTags = ['contact', 'admin'] as const;

export const sendMessage = contract<{ body: typeof contactRequest; answer: typeof messageResponse }>()({
  method: 'post',
  path: '/api/contact',
  summary:
    "Send a message to support (stored and e-mailed; rate limited per IP); a signed-in Pro member's comes first. An Idempotency-Key header makes a repeat answer the same and store nothing",
  tags,
  access: 'optional',
  status: 201,
});

export const listMessages = contract<{ query: typeof contactListQuery; answer: typeof contactListResponse }>()({
  method: 'get',
  path: '/api/admin/contact-messages',
  summary: 'Contact messages, newest first',
  tags: adminTags,
  access: 'admin',
});

export const markHandled = contract<{ params: typeof uuidParam; body: typeof markHandledRequest; answer: typeof okResponse }>()({
  method: 'patch',
  path: '/api/admin/contact-messages/{id}',
  summary: 'Mark a contact message handled (or open again)',
  tags: adminTags,
  access: 'admin',
});
