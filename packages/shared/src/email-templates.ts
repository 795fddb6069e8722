/** Admin Settings > Email Templates: schemas, messages and pure rules (spec part 2 sections 2, 5 and 9). */
import { z } from 'zod';

/** Template kinds, inferred from the name (spec part 2 section 5). Order = heading order on the screen. */
export const templateKinds = ['webinar', 'job', 'certification', 'product', 'digest', 'course', 'other'] as const;
export type TemplateKind = (typeof templateKinds)[number];

export const templateKindLabels: Record<TemplateKind, string> = {
  webinar: 'Webinar',
  job: 'Job',
  certification: 'Certification',
  product: 'Product',
  digest: 'Digest',
  course: 'Course',
  other: 'Other',
};

/** Kind from the template name: the first of webinar, job, certification, product, digest, course it contains; otherwise other. */
export function templateKindOf(name: string): TemplateKind {
  const n = name.toLowerCase();
  for (const k of templateKinds) if (k !== 'other' && n.includes(k)) return k;
  return 'other';
}

/** Variables a template of each kind may use (spec part 2 section 9). user_name is available to every kind. */
const kindVariables: Record<TemplateKind, readonly string[]> = {
  job: ['job_title', 'company', 'location_city', 'job_description', 'job_page_url', 'posted_date'],
  webinar: ['webinar_title', 'vendor_name', 'webinar_date', 'webinar_time'],
  product: ['product_name', 'version', 'vendor_name'],
  certification: [],
  digest: ['digest_period'],
  course: [],
  other: [],
};

export function templateVariables(kind: TemplateKind): string[] {
  return ['user_name', ...kindVariables[kind]];
}

/** Sample data used for previews and test e-mails. Includes characters that must be escaped in HTML. */
const sampleValues: Record<string, string> = {
  user_name: 'Alex Tester',
  job_title: 'Senior QA Automation Engineer',
  company: 'Acme <AI> & Co',
  location_city: 'Berlin',
  job_description: 'Build AI-assisted test suites for our web and mobile apps.',
  job_page_url: 'https://example.com/jobs/senior-qa-automation-engineer',
  posted_date: 'March 3, 2026',
  webinar_title: 'Self-healing tests with AI',
  vendor_name: 'Acme <AI> & Co',
  webinar_date: 'April 14, 2026',
  webinar_time: '4:00 PM UTC',
  product_name: 'Acme TestPilot',
  version: '2.4.0',
  digest_period: 'this week',
};

export function sampleData(kind: TemplateKind): Record<string, string> {
  return Object.fromEntries(templateVariables(kind).map((v) => [v, sampleValues[v] ?? v]));
}

/** Same syntax as renderTemplate on the server: {{ name }}. */
const VARIABLE = /\{\{\s*([a-z_][a-z0-9_]*)\s*\}\}/gi;

/** Variable names used in the text, in order of first use, without duplicates. */
export function usedVariables(text: string): string[] {
  const seen: string[] = [];
  for (const m of text.matchAll(VARIABLE)) {
    const name = m[1] as string;
    if (!seen.includes(name)) seen.push(name);
  }
  return seen;
}

/** Variables used in the texts that the kind does not provide (they would render blank). */
export function unknownVariables(kind: TemplateKind, ...texts: string[]): string[] {
  const allowed = templateVariables(kind);
  const unknown: string[] = [];
  for (const t of texts) for (const v of usedVariables(t)) if (!allowed.includes(v) && !unknown.includes(v)) unknown.push(v);
  return unknown;
}

export const SUBJECT_MAX = 200;
const CONTENT_MAX = 20_000;

export const emailTemplateMessages = {
  title: 'Settings',
  tab: 'Email Templates',
  subjectRequired: 'Subject is required',
  subjectMax: `Subject must be ${SUBJECT_MAX} characters or less`,
  contentRequired: 'Content is required',
  contentMax: `Content must be ${CONTENT_MAX} characters or less`,
  notFound: 'Email template not found',
  saved: 'Template saved',
  testSent: (email: string) => `Test e-mail sent to ${email}`,
  unknownVariables: (kind: TemplateKind, names: string[]) =>
    `Unknown variable${names.length === 1 ? '' : 's'} for ${templateKindLabels[kind]} templates: ${names.map((n) => `{{${n}}}`).join(', ')}. Available: ${templateVariables(
      kind,
    )
      .map((n) => `{{${n}}}`)
      .join(', ')}`,
} as const;

// ---------- schemas ----------

const isoDateTime = z.union([z.date(), z.string()]).transform((v) => new Date(v).toISOString());

const templateKindSchema = z.enum(templateKinds);

export const emailTemplate = z.object({
  id: z.string(),
  name: z.string(),
  kind: templateKindSchema,
  subject: z.string(),
  content: z.string(),
  variables: z.array(z.string()),
  updatedAt: isoDateTime,
});
export type EmailTemplate = z.output<typeof emailTemplate>;

export const emailTemplateList = z.object({ items: z.array(emailTemplate) });

export const emailTemplateParams = z.object({ id: z.uuid({ message: emailTemplateMessages.notFound }) });

const subject = z
  .string({ message: emailTemplateMessages.subjectRequired })
  .trim()
  .min(1, emailTemplateMessages.subjectRequired)
  .max(SUBJECT_MAX, emailTemplateMessages.subjectMax);
const content = z
  .string({ message: emailTemplateMessages.contentRequired })
  .refine((s) => s.trim().length > 0, emailTemplateMessages.contentRequired)
  .max(CONTENT_MAX, emailTemplateMessages.contentMax);

export const updateEmailTemplateInput = z.object({ subject, content });
export type UpdateEmailTemplateInput = z.input<typeof updateEmailTemplateInput>;

/** Preview: the kind comes from `kind`, or else from `name`. Subject and content may be empty (a draft). */
export const previewEmailTemplateInput = z.object({
  name: z.string().max(200).optional(),
  kind: templateKindSchema.optional(),
  subject: z.string().max(SUBJECT_MAX, emailTemplateMessages.subjectMax).default(''),
  content: z.string().max(CONTENT_MAX, emailTemplateMessages.contentMax).default(''),
});
export type PreviewEmailTemplateInput = z.input<typeof previewEmailTemplateInput>;

export const emailTemplatePreview = z.object({
  kind: templateKindSchema,
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  unknownVariables: z.array(z.string()),
});
export type EmailTemplatePreview = z.output<typeof emailTemplatePreview>;

/** Test e-mail: the draft subject/content when given (validated like a save), otherwise the stored template. */
export const testEmailTemplateInput = z.object({ subject: subject.optional(), content: content.optional() });
export type TestEmailTemplateInput = z.input<typeof testEmailTemplateInput>;

export const testEmailTemplateResponse = z.object({ message: z.string(), to: z.string() });
