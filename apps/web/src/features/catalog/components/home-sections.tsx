import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A landing or dashboard section: heading, 'View all' link, cards or the empty message. */
export function Section({
  title,
  to,
  empty,
  count,
  cols = 4,
  children,
}: {
  title: string;
  to: string;
  empty: string;
  count: number;
  cols?: 3 | 4;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="py-8">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <Link to={to} aria-label={`View all: ${title}`} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          View all
        </Link>
      </div>
      {count === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {empty}
        </p>
      ) : (
        <div className={`grid gap-4 sm:grid-cols-2 ${cols === 3 ? 'lg:grid-cols-3' : 'xl:grid-cols-4'}`}>{children}</div>
      )}
    </section>
  );
}
