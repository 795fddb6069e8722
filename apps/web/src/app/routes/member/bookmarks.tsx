import { Bookmark } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { BrowseLinks } from '../../../features/catalog/components/list-parts.tsx';
import { useTitle } from '../../../lib/use-title.ts';

/** Bookmarks were retired (decisions.md): the page only says so. */
export default function BookmarksRoute() {
  useTitle('Bookmarks');
  return (
    <section className="max-w-xl py-10">
      <Bookmark className="h-10 w-10 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-semibold">Bookmarks have been retired</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        We no longer offer bookmarks. Use likes to keep track of what interests you: everything you liked is listed on{' '}
        <Link to={paths.likes} className="font-medium text-brand-700 underline dark:text-brand-300">
          My likes
        </Link>
        . Browse the latest webinars and jobs below.
      </p>
      <BrowseLinks className="mt-6 flex flex-wrap gap-3" />
    </section>
  );
}
