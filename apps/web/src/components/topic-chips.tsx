import { Link } from 'react-router';

/** An item's topics as chips; each links to its topic page (/topics/{slug}). */
export function TopicChips({ topics, className = '' }: { topics: readonly { id: string; name: string; slug: string }[]; className?: string }) {
  if (!topics.length) return null;
  return (
    <ul aria-label="Topics" className={`flex flex-wrap gap-2 ${className}`}>
      {topics.map((t) => (
        <li key={t.id}>
          <Link
            to={`/topics/${t.slug}`}
            className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:bg-slate-800 dark:text-brand-300 dark:hover:bg-slate-700"
          >
            {t.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
