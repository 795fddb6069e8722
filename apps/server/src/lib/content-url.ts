import type { SearchType } from '@portal/shared/catalog-api';

/**
 * Where an item of the catalogue is shown. Jobs, certifications, courses and updates have no page of
 * their own in search results (`jobs: 'search'`): they link to their list filtered by the title.
 */
export function contentUrl(type: SearchType, id: string, title: string, jobs: 'page' | 'search'): string {
  const s = encodeURIComponent(title);
  switch (type) {
    case 'webinar':
      return `/webinars/${id}`;
    case 'product_trial':
      return `/product-trials/${id}`;
    case 'vendor':
      return `/vendor/${id}`;
    case 'job':
      return jobs === 'page' ? `/jobs/${id}` : `/jobs?search=${s}`;
    case 'certification':
      return `/certifications?search=${s}`;
    case 'ai_course':
      return `/ai-courses?search=${s}`;
    case 'product_update':
      return `/product-updates?search=${encodeURIComponent(title.replace(/ \S+$/, ''))}`;
  }
}
