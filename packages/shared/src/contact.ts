import { z } from 'zod';
import { pageQuery, paginated } from './api.ts';
import { keysOf } from './labels.ts';

export const contactSubjectLabels = {
  general: 'General Inquiry',
  support: 'Technical Support',
  billing: 'Billing Question',
  partnership: 'Partnership Opportunity',
  feedback: 'Feedback',
  other: 'Other',
};
export const contactSubjects = keysOf(contactSubjectLabels);
export type ContactSubject = (typeof contactSubjects)[number];

export const CONTACT_PER_IP_PER_HOUR = 5;
export const contactMessages = {
  thankYou: "Thank you for your message! We'll get back to you soon.",
  required: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  rateLimited: 'You have sent several messages recently. Please wait an hour before sending another, or e-mail us directly.',
} as const;

const required = (max: number) =>
  z.string({ message: contactMessages.required }).trim().min(1, contactMessages.required).max(max, `Must be ${max} characters or less`);

export const contactRequest = z.object({
  name: required(120),
  email: required(254).pipe(z.email({ message: contactMessages.invalidEmail })),
  subject: z.enum(contactSubjects, { message: 'Please choose a subject' }),
  message: required(5000),
});
export type ContactRequest = z.input<typeof contactRequest>;

const contactMessageDto = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.enum(contactSubjects),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  /** Sent by a signed-in Pro member (priority support: listed first, marked 'Pro'). */
  fromPro: z.boolean(),
});

export const contactListQuery = pageQuery.extend({ status: z.enum(['open', 'handled', 'all']).default('open') });
export const contactListResponse = paginated(contactMessageDto).extend({ openCount: z.number().int() });
export const markHandledRequest = z.object({ handled: z.boolean() });
