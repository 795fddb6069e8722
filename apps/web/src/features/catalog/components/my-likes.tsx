import { type ContentType, contentTypes } from '@portal/shared/catalog';
import { contentTypeFilterLabels, contentTypeLabels } from '@portal/shared/leads';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTitle } from '../../../lib/use-title.ts';
import { myLikesQuery } from '../api/catalog-list-queries.ts';
import { useToggleLike, useViewer } from '../api/catalog-queries.ts';
import { useQueryState } from '../hooks/use-query-state.ts';
import { formatDate } from './format.ts';
import { ListBody } from './list-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { BrowseLinks } from './list-parts.tsx';
import { VendorLogo } from './vendor-logo.tsx';

/**
 * 'My likes' (/likes): the member's likes by type, newest first (GET /api/me/likes, paged in SQL).
 * Its key sits outside catalogKeys.all, so unliking here leaves the row in place with 'Like again'
 * until the page is left; every catalogue answer is refreshed as usual.
 */
export function MyLikes() {
  useTitle('My likes');
  const viewer = useViewer();
  const qs = useQueryState();
  const raw = qs.get('type');
  const type = (contentTypes as readonly string[]).includes(raw) ? (raw as ContentType) : undefined;
  const q = useInfiniteQuery({ ...myLikesQuery(viewer.key, type), enabled: viewer.ready });
  const toggle = useToggleLike();
  const [unliked, setUnliked] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const counts = q.data?.pages[0]?.counts;
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0;
  const flip = (t: ContentType, id: string) => {
    const isLiked = !unliked.has(id);
    setError(null);
    toggle.mutate(
      { contentType: t, contentId: id, liked: isLiked },
      {
        onSuccess: () =>
          setUnliked((s) => {
            const next = new Set(s);
            if (isLiked) next.add(id);
            else next.delete(id);
            return next;
          }),
        onError: (e) => setError(e.message || 'Failed to toggle like'),
      },
    );
  };
  const tabs: { value: ContentType | undefined; label: string; count: number }[] = [
    { value: undefined, label: 'All', count: all },
    ...contentTypes.map((t) => ({ value: t, label: contentTypeFilterLabels[t], count: counts?.[t] ?? 0 })),
  ];

  return (
    <section className="max-w-4xl">
      <PageHeader title="My likes" subtitle="Everything you liked, newest first." />
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">Like types</legend>
        {tabs.map((t) => {
          const active = t.value === type;
          return (
            <button
              key={t.label}
              type="button"
              aria-pressed={active}
              onClick={() => qs.set({ type: t.value ?? '' })}
              className={`rounded-full border px-3 py-1 text-sm ${
                active
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800'
              }`}
            >
              {t.label} <span className="tabular-nums">({t.count})</span>
            </button>
          );
        })}
      </fieldset>
      {error && (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <ListBody
        q={q}
        loading={<div role="status" aria-label="Loading" className="h-40 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-900" />}
        empty={
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
            <Heart className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
            <p className="mt-3 text-slate-600 dark:text-slate-300">
              {type ? `You have not liked any ${contentTypeFilterLabels[type].toLowerCase()} yet.` : 'You have not liked anything yet.'}
            </p>
            <BrowseLinks className="mt-4 flex justify-center gap-3" />
          </div>
        }
      >
        {(items) => (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {items.map((l) => {
              const gone = unliked.has(l.contentId);
              return (
                <li key={`${l.contentType}:${l.contentId}`} className="flex items-center gap-3 px-4 py-3" data-testid="my-like">
                  <VendorLogo name={l.vendor?.name ?? l.title} logoUrl={l.vendor?.logoUrl ?? null} />
                  <div className="min-w-0 flex-1">
                    <p className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{contentTypeLabels[l.contentType]}</p>
                    <Link to={l.url} className={`font-medium hover:underline ${gone ? 'text-slate-500 line-through dark:text-slate-400' : ''}`}>
                      {l.title}
                    </Link>
                    <p className="text-sm text-slate-500 dark:text-slate-400">
                      {l.vendor ? `${l.vendor.name} · ` : ''}Liked {formatDate(l.likedAt)}
                    </p>
                  </div>
                  <button
                    type="button"
                    onClick={() => flip(l.contentType, l.contentId)}
                    disabled={toggle.isPending}
                    aria-pressed={!gone}
                    aria-label={`${gone ? 'Like again' : 'Unlike'} ${l.title}`}
                    className="inline-flex shrink-0 items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
                  >
                    <Heart className={`h-4 w-4 ${gone ? '' : 'fill-current text-rose-600 dark:text-rose-400'}`} aria-hidden="true" />
                    {gone ? 'Like again' : 'Unlike'}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </ListBody>
    </section>
  );
}
