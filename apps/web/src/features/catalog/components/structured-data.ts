import type { CourseItem } from '@portal/shared/catalog-api';

/**
 * Courses have no page of their own, so /ai-courses carries Google's "all-in-one page" course list:
 * an ItemList of Course, each with its provider (the vendor) and a URL (the course's own link, or its
 * card on this page).
 */
export const courseListLd =
  (items: CourseItem[]) =>
  ({ url }: { url: string }): Record<string, unknown> => ({
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Course',
        name: c.name,
        description: (c.description ?? c.name).slice(0, 500),
        url: c.courseLink ?? `${url}#co-${c.id}`,
        ...(c.vendor ? { provider: { '@type': 'Organization', name: c.vendor.name } } : {}),
      },
    })),
  });
