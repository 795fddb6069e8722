import type { CompareVendor, RatingSummary } from '@portal/shared/capabilities';
import { compareTitle } from '@portal/shared/capabilities-text';
import { paths } from '../../../config/paths.ts';

/**
 * Review snippets (Google's rules, docs/decisions/2301): an AggregateRating only when reviews are shown on
 * the page, counted from exactly those reviews (verified trial reviews, the vendor's own staff left out),
 * on the vendor's product (a SoftwareApplication reviewed by members here), never on the portal itself.
 */
const aggregate = (r: Pick<RatingSummary, 'average' | 'count'>) =>
  r.count > 0 && r.average !== null ? { '@type': 'AggregateRating', ratingValue: r.average, reviewCount: r.count, bestRating: 5, worstRating: 1 } : undefined;

/** The vendor page: its Organization and, once it has shown reviews, its product with their AggregateRating. */
export function vendorLd(org: Record<string, unknown>, rating: RatingSummary | undefined): Record<string, unknown> {
  const rated = rating && aggregate(rating);
  if (!rated) return { '@context': 'https://schema.org', ...org };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      org,
      {
        '@type': 'SoftwareApplication',
        name: org.name,
        applicationCategory: 'DeveloperApplication',
        operatingSystem: 'Web',
        url: org.url,
        publisher: { '@type': 'Organization', name: org.name },
        aggregateRating: rated,
      },
    ],
  };
}

/** The compare page: the compared products as an ItemList, each with its AggregateRating when it has reviews. */
export const compareLd =
  (vendors: CompareVendor[]) =>
  ({ url, origin }: { url: string; origin: string }): Record<string, unknown> => ({
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: compareTitle(vendors.map((v) => v.name)),
    url,
    numberOfItems: vendors.length,
    itemListElement: vendors.map((v, i) => {
      const rated = aggregate(v.rating);
      return {
        '@type': 'ListItem',
        position: i + 1,
        item: {
          '@type': 'SoftwareApplication',
          name: v.name,
          applicationCategory: 'DeveloperApplication',
          operatingSystem: 'Web',
          url: new URL(paths.vendor(v.id), origin).href,
          ...(v.description ? { description: v.description } : {}),
          ...(rated ? { aggregateRating: rated } : {}),
        },
      };
    }),
  });
