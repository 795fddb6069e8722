import type { DigestType } from '@portal/shared/digests';
import { contentUrl } from '../../lib/content-url.ts';
import { escapeHtml, renderTemplate } from '../email/email.service.ts';
import type { DigestItem, DigestItemKind } from './digests.queries.ts';

const DIGEST_ITEMS_PER_SECTION = 5;

const sections: { kind: DigestItemKind; heading: string }[] = [
  { kind: 'webinar', heading: 'Upcoming webinars' },
  { kind: 'job', heading: 'New jobs' },
  { kind: 'product_update', heading: 'Product updates' },
  { kind: 'certification', heading: 'New certifications' },
  { kind: 'ai_course', heading: 'New AI courses' },
  { kind: 'product_trial', heading: 'Featured product trials' },
];

/**
 * What the digest covers, said per frequency: the template's `{{digest_period}}`, and the words a template written for
 * the weekly digest ('this week') are replaced by in the others (docs/decisions/2103).
 */
export const digestPeriodWords: Record<DigestType, string> = {
  daily: 'today',
  weekly: 'this week',
  biweekly: 'in the last two weeks',
  monthly: 'this month',
};

export type DigestSection = { heading: string; items: { title: string; vendor: string | null; url: string }[] };

/**
 * The member's sections: items of their preferred (followed) vendors or carrying one of their preferred
 * topics, or everything when they prefer neither (docs/decisions/1802). Empty sections dropped.
 */
export function sectionsFor(appUrl: string, items: DigestItem[], preferredVendors: string[], preferredTopics: string[] = []): DigestSection[] {
  const vendors = new Set(preferredVendors);
  const topics = new Set(preferredTopics);
  const matches = (i: DigestItem) => (i.vendorId !== null && vendors.has(i.vendorId)) || (i.topicIds ?? []).some((t) => topics.has(t));
  const mine = vendors.size || topics.size ? items.filter(matches) : items;
  return sections
    .map((s) => ({
      heading: s.heading,
      items: mine
        .filter((i) => i.kind === s.kind)
        .slice(0, DIGEST_ITEMS_PER_SECTION)
        .map((i) => ({ title: i.title, vendor: i.vendorName, url: `${appUrl}${contentUrl(i.kind, i.id, i.title, 'page')}` })),
    }))
    .filter((s) => s.items.length > 0);
}

/**
 * The digest e-mail: the template's subject and intro, one list per section (each item linked to itself: its page, or
 * for items without one its list searched by its title, lib/content-url.ts), and the preferences link.
 */
export function renderDigest(
  template: { subject: string; content: string },
  digestType: DigestType,
  vars: Record<string, string>,
  body: DigestSection[],
  appUrl: string,
): { subject: string; text: string; html: string } {
  const period = digestPeriodWords[digestType];
  const all = { ...vars, digest_type: digestType, digest_period: period };
  const inPeriod = (text: string) => (digestType === 'weekly' ? text : text.replace(/\bthis week\b/gi, period));
  const subject = inPeriod(renderTemplate(template.subject, all, false));
  const intro = inPeriod(renderTemplate(template.content, all, false));
  const line = (i: DigestSection['items'][number]) => `- ${i.title}${i.vendor ? ` (${i.vendor})` : ''}: ${i.url}`;
  const text = [intro, ...body.map((s) => `${s.heading}\n${s.items.map(line).join('\n')}`), `Manage your digest preferences: ${appUrl}/preferences`].join(
    '\n\n',
  );
  const introHtml = intro
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const sectionsHtml = body
    .map(
      (s) =>
        `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(s.heading)}</h2><ul>${s.items
          .map((i) => `<li><a href="${escapeHtml(i.url)}">${escapeHtml(i.title)}</a>${i.vendor ? ` (${escapeHtml(i.vendor)})` : ''}</li>`)
          .join('')}</ul>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(subject)}</h1>${introHtml}${sectionsHtml}<p style="font-size:13px;color:#555"><a href="${escapeHtml(`${appUrl}/preferences`)}">Manage your digest preferences</a></p><p style="font-size:12px;color:#777">AI Testing Hub</p></body></html>`;
  return { subject, text, html };
}
