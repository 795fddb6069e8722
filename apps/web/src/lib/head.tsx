import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'AI Testing Hub';

/** What a screen says about itself to crawlers and link previews. */
export type Head = {
  /** The screen's own title ('' for the home page); the site name is appended. */
  title?: string;
  description?: string;
  /** An absolute or site-relative image (a vendor logo, a webinar thumbnail). */
  image?: string | null;
  /** Open Graph type: 'website' unless the page says otherwise ('article'…). */
  type?: string;
  /** schema.org structured data; built with the page's canonical URL. Only the server renders it. */
  jsonLd?: (page: { url: string; origin: string }) => Record<string, unknown>;
  /** HTTP status of the server-rendered page (404 for a missing item, 410 for a closed job). */
  status?: number;
  /** The page's RSS feed, named in the head as `<link rel="alternate">`. */
  feed?: { href: string; title: string };
};

/**
 * On the server a collector object is provided: screens write their head into it while rendering
 * (deeper screens win) and the server turns it into the page's title, meta tags and JSON-LD.
 */
export const HeadContext = createContext<Head | null>(null);

/** An image a crawler can fetch: inline `data:` images (generated logos) are left out. */
export const linkableImage = (url: string | null | undefined) => (url && !url.startsWith('data:') ? url : undefined);

export const fullTitle = (title: string | undefined) => (title ? `${title} · ${SITE_NAME}` : SITE_NAME);

/** Sets the document title and description for a screen (in the browser) and the page head (on the server). */
export function useHead(head: Head) {
  const collector = useContext(HeadContext);
  if (collector) {
    for (const [k, v] of Object.entries({ ...head, image: linkableImage(head.image) })) if (v !== undefined) (collector as Record<string, unknown>)[k] = v;
  }
  const { title, description } = head;
  useEffect(() => {
    document.title = fullTitle(title);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

/** Names the page's RSS feed in the head: written by the server render, kept in step in the browser. */
export function useFeedLink(feed: { href: string; title: string }) {
  const collector = useContext(HeadContext);
  if (collector) collector.feed = feed;
  const { href, title } = feed;
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][type="application/rss+xml"][href="${CSS.escape(href)}"]`);
    if (!link) {
      link = document.createElement('link');
      link.rel = 'alternate';
      link.type = 'application/rss+xml';
      link.href = href;
      document.head.append(link);
    }
    link.setAttribute('href', href);
    link.title = title;
    const el = link;
    return () => {
      // The server-rendered link belongs to this page too: it goes when the page is left.
      el.remove();
    };
  }, [href, title]);
}
