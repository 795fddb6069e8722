import { searchTypeLabels } from '@portal/shared/catalog-api';
import { Link } from 'react-router';
import { useTitle } from '../../../lib/use-title.ts';
import { useSearchResults } from '../api/catalog-list-queries.ts';
import type { ListParams } from '../api/catalog-queries.ts';
import { readQuery, useQueryState } from '../hooks/use-query-state.ts';
import { ListBody } from './list-body.tsx';
import { ListSearch } from './list-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Highlighted } from './list-parts.tsx';
import { Badge } from './card-parts.tsx';

/** The search's parameters from the page's query string (the screen's, and its route's declared data). */
export const searchParams = (params: URLSearchParams): ListParams => ({ q: readQuery(params).get('q').trim() });

/** /search?q=: ranked hits across every content type, each labelled with its type. */
export function SearchPage() {
  const qs = useQueryState();
  const text = qs.get('q').trim();
  useTitle(text ? `Search: ${text}` : 'Search');
  const q = useSearchResults(searchParams(qs.params));
  return (
    <section>
      <PageHeader title="Search" subtitle="Webinars, jobs, vendors, certifications, courses, updates and trials." />
      <div className="mb-6 max-w-xl">
        <ListSearch param="q" value={qs.get('q')} onChange={(v) => qs.set({ q: v })} placeholder="Search everything..." label="Search everything" />
      </div>
      {!text ? (
        <p className="text-slate-600 dark:text-slate-400">Type something to search across the whole portal.</p>
      ) : (
        <ListBody
          q={q}
          loading={
            <div role="status" aria-label="Loading" className="space-y-3">
              {[0, 1, 2, 3].map((i) => (
                <div
                  key={i}
                  data-testid="search-skeleton"
                  className="h-24 animate-pulse rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-900"
                />
              ))}
            </div>
          }
          empty={`No results found for "${text}".`}
        >
          {(items) => (
            <ol className="space-y-3" aria-label="Search results">
              {items.map((h) => (
                <li
                  key={`${h.type}-${h.id}`}
                  className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
                  data-testid="search-hit"
                >
                  <div className="mb-1 flex items-center gap-2">
                    <Badge tone="blue">{searchTypeLabels[h.type]}</Badge>
                    {h.vendorName && <span className="text-xs text-slate-500 dark:text-slate-400">{h.vendorName}</span>}
                  </div>
                  <Link to={h.url} className="font-semibold hover:text-brand-700 dark:hover:text-brand-300">
                    <Highlighted text={h.title} query={text} />
                  </Link>
                  {h.snippet && (
                    <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-300">
                      <Highlighted text={h.snippet} query={text} />
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
        </ListBody>
      )}
    </section>
  );
}
