import { authorName } from '@portal/shared/forum';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { buildCalendar, type IcsEvent } from '../../lib/ics.ts';
import * as q from './feeds.queries.ts';

/** Sitemaps may hold at most 50,000 URLs each (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;

const staticPages = [
  '/',
  '/webinars',
  '/jobs',
  '/vendors',
  '/certifications',
  '/ai-courses',
  '/product-updates',
  '/product-trials',
  '/forum',
  '/topics',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
];

const xmlEscape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // XML 1.0 forbids most control characters even when escaped.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

const day = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const base = (appUrl: string) => appUrl.replace(/\/$/, '');

/** /sitemap.xml: a sitemap index naming one file for the static pages and one per 50,000 detail pages of each kind. */
export async function sitemapIndex(db: Db, appUrl: string, perFile = SITEMAP_MAX_URLS) {
  const b = base(appUrl);
  const entries: string[] = [`<sitemap><loc>${xmlEscape(`${b}/sitemaps/pages.xml`)}</loc></sitemap>`];
  for (const kind of Object.keys(q.sitemapKinds) as q.SitemapKind[]) {
    for (const c of await q.sitemapChunks(db, kind, perFile)) {
      const lastmod = day(c.lastmod);
      entries.push(`<sitemap><loc>${xmlEscape(`${b}/sitemaps/${kind}-${c.chunk}.xml`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;

/** One file of the index: `pages` or `<kind>-<n>`; unknown or empty files are 404. */
export async function sitemapFile(db: Db, appUrl: string, name: string, perFile = SITEMAP_MAX_URLS) {
  const b = base(appUrl);
  if (name === 'pages') return urlset(staticPages.map((p) => `<url><loc>${xmlEscape(b + p)}</loc></url>`));
  const m = /^([a-z-]+)-([1-9]\d{0,5})$/.exec(name);
  const kind = m?.[1] as q.SitemapKind | undefined;
  if (!m || !kind || !Object.hasOwn(q.sitemapKinds, kind)) throw new AppError('not_found', 'Sitemap not found');
  const rows = await q.sitemapUrls(db, kind, Number(m[2]), perFile);
  if (rows.length === 0) throw new AppError('not_found', 'Sitemap not found');
  const path = q.sitemapKinds[kind].path;
  return urlset(
    rows.map((r) => {
      const lastmod = day(r.lastmod);
      return `<url><loc>${xmlEscape(`${b}${path}${encodeURIComponent(r.id)}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    }),
  );
}

export function robotsTxt(appUrl: string) {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /vendor/leads', 'Allow: /', '', `Sitemap: ${base(appUrl)}/sitemap.xml`, ''].join(
    '\n',
  );
}

// ---- RSS 2.0 ----

export const feedNames = ['webinars', 'jobs', 'product-updates', 'forum'] as const;
export type FeedName = (typeof feedNames)[number];

const feedMeta: Record<FeedName, { title: string; page: string; description: string; item: (id: string) => string }> = {
  webinars: { title: 'Webinars', page: '/webinars', description: 'New webinars on AI-powered test automation', item: (id) => `/webinars/${id}` },
  jobs: { title: 'Jobs', page: '/jobs', description: 'New jobs in AI-powered software testing', item: (id) => `/jobs/${id}` },
  'product-updates': { title: 'Product updates', page: '/product-updates', description: 'New releases of AI testing tools', item: () => '/product-updates' },
  forum: { title: 'Community forum', page: '/forum', description: 'New discussions in the community forum', item: (id) => `/forum/${id}` },
};

const excerpt = (s: string | null, n = 500) => {
  const t = (s ?? '').replace(/\s+/g, ' ').trim();
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
};

/** An RSS 2.0 channel of the newest 50 items, newest first. */
export async function rssFeed(db: Db, appUrl: string, name: FeedName) {
  const b = base(appUrl);
  const meta = feedMeta[name];
  let rows: (q.FeedRow & { authorFullName?: string | null; authorEmail?: string | null })[];
  if (name === 'webinars') rows = await q.webinarFeed(db);
  else if (name === 'jobs') rows = await q.jobFeed(db);
  else if (name === 'product-updates') rows = await q.productUpdateFeed(db);
  else rows = await q.forumFeed(db);
  const items = rows.map((r) => {
    const link = r.link ?? `${b}${meta.item(r.id)}`;
    const by = name === 'forum' ? authorName({ fullName: r.authorFullName, email: r.authorEmail }) : r.vendorName;
    return [
      '<item>',
      `<title>${xmlEscape(r.title)}</title>`,
      `<link>${xmlEscape(link)}</link>`,
      `<guid isPermaLink="false">${xmlEscape(`${name}-${r.id}`)}</guid>`,
      `<pubDate>${new Date(r.at).toUTCString()}</pubDate>`,
      by ? `<dc:creator>${xmlEscape(by)}</dc:creator>` : '',
      r.description ? `<description>${xmlEscape(excerpt(r.description))}</description>` : '',
      '</item>',
    ]
      .filter(Boolean)
      .join('');
  });
  const newest = rows.reduce<number>((m, r) => Math.max(m, new Date(r.at).getTime()), 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xmlEscape(`AI Testing Hub: ${meta.title}`)}</title>`,
    `<link>${xmlEscape(b + meta.page)}</link>`,
    `<description>${xmlEscape(meta.description)}</description>`,
    '<language>en</language>',
    `<atom:link href="${xmlEscape(`${b}/rss/${name}.xml`)}" rel="self" type="application/rss+xml"/>`,
    newest ? `<lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>` : '',
    '<ttl>60</ttl>',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}

// ---- iCalendar subscriptions ----

/** Same UID as the single-webinar .ics download, so an event added from the page is updated by the feed. */
const webinarUid = (id: string) => `webinar-${id}@aitestinghub`;

function toEvent(r: q.CalendarRow, b: string): IcsEvent {
  const url = `${b}/webinars/${r.id}`;
  const created = new Date(r.createdAt).getTime();
  const updated = new Date(r.updatedAt).getTime();
  return {
    uid: webinarUid(r.id),
    title: r.title,
    description: [r.description, url].filter(Boolean).join('\n\n'),
    start: new Date(r.start),
    end: new Date(r.end),
    url,
    location: r.location,
    organizer: r.vendorName,
    // Clients apply a change only when SEQUENCE grows: seconds since creation grow with every edit.
    sequence: Math.max(0, Math.floor((updated - created) / 1000)),
    lastModified: new Date(updated),
    status: r.cancelled ? 'CANCELLED' : 'CONFIRMED',
  };
}

/** /calendar/webinars.ics, or one vendor's webinars (404 for an unknown vendor). */
export async function webinarCalendar(db: Db, appUrl: string, vendorId: string | null) {
  const b = base(appUrl);
  let name = 'AI Testing Hub webinars';
  if (vendorId !== null) {
    const vendor = await q.vendorName(db, vendorId);
    if (!vendor) throw new AppError('not_found', 'Vendor not found');
    name = `${vendor} webinars (AI Testing Hub)`;
  }
  const rows = await q.calendarWebinars(db, vendorId);
  return buildCalendar({ name, events: rows.map((r) => toEvent(r, b)) });
}
