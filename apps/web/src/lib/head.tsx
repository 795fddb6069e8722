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
