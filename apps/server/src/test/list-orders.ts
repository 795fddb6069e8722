import type { ForumSort } from '@portal/shared/forum';
import type { JobSort } from '../modules/catalog/catalog-lists.queries.ts';

/*
 * The lists' sorts as plain ORDER BY text, written out by hand: the reference the list, search and anchor tests compare
 * the app's pages with (each a total order, ending with the id). Not derived from the app's own sort declarations, so a
 * mistake there shows as a difference.
 */
export const jobOrders: Record<JobSort, string> = {
  newest: 'posted_date desc nulls last, created_at desc, id',
  oldest: 'posted_date asc nulls last, created_at asc, id',
  title_asc: 'lower(job_title) asc, id',
  title_desc: 'lower(job_title) desc, id',
  salary_desc: 'coalesce(salary_max, salary_min) desc nulls last, id',
  salary_asc: 'coalesce(salary_min, salary_max) asc nulls last, id',
};

export const topicOrders: Record<ForumSort, string> = {
  newest: 'created_at desc, id desc',
  most_popular: 'upvotes desc, created_at desc, id desc',
  most_replies: 'reply_count desc, created_at desc, id desc',
};
