import type { FeedItem } from '@portal/shared/catalog-api';
import { Link } from 'react-router';
import { FeedList } from '../../../components/feed-list.tsx';
import { paths } from '../../../config/paths.ts';

/** The dashboard's 'For you': newest items of the topics and vendors the member follows (docs/decisions/1802). */
export function ForYouSection({ items }: { items: readonly FeedItem[] }) {
  return (
    <section aria-labelledby="for-you-heading" className="mt-10">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="for-you-heading" className="text-xl font-semibold">
          For you
        </h2>
        <Link to={paths.preferences} className="text-sm text-brand-700 hover:underline dark:text-brand-300">
          Manage what you follow
        </Link>
      </div>
      {items.length ? (
        <FeedList items={items} label="For you" />
      ) : (
        <div className="rounded-xl border border-dashed border-slate-300 px-6 py-8 text-center dark:border-slate-700">
          <p className="text-slate-600 dark:text-slate-300">Follow vendors and topics to see their newest webinars, jobs, courses and more here.</p>
          <Link to={paths.vendors} className="mt-2 inline-block font-medium text-brand-700 underline dark:text-brand-300">
            Browse vendors to follow
          </Link>
        </div>
      )}
    </section>
  );
}
