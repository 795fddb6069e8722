import { formatTotal } from '@portal/shared/api';
import { type ForumSort, forumSortLabels, forumSorts, replyCountLabel, type TopicSummary } from '@portal/shared/forum';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuthState } from '../../../lib/auth.tsx';
import { topicsQuery } from '../api/forum-api.ts';
import { AuthorLine } from './author-line.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { FilterSelect, SearchFilterForm } from '../../../components/ui/filter-controls.tsx';
import { OptionList } from '../../../components/ui/select-field.tsx';

export function readFilters(sp: URLSearchParams) {
  const sort = (forumSorts as readonly string[]).includes(sp.get('sort') ?? '') ? (sp.get('sort') as ForumSort) : 'newest';
  const page = Math.max(1, Number.parseInt(sp.get('page') ?? '1', 10) || 1);
  return { search: sp.get('search') ?? '', sort, tag: sp.get('tag') ?? '', page };
}

function TagLink({ tag, active, onPick }: { tag: string; active: boolean; onPick: (t: string) => void }) {
  return (
    <button
      type="button"
      onClick={() => onPick(tag)}
      aria-pressed={active}
      className={`rounded-full px-2 py-0.5 text-xs font-medium ${
        active ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700'
      }`}
    >
      #{tag}
    </button>
  );
}

function TopicCard({ topic, activeTag, onTag }: { topic: TopicSummary; activeTag: string; onTag: (t: string) => void }) {
  return (
    <article
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      aria-labelledby={`topic-${topic.id}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AuthorLine author={topic.author} date={topic.createdAt} />
        {topic.category && (
          <span className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-slate-800 dark:text-slate-200">{topic.category}</span>
        )}
      </div>
      <h2 id={`topic-${topic.id}`} className="mt-3 text-lg font-semibold">
        <Link to={paths.forumTopic(topic.id)} className="hover:text-brand-700 dark:hover:text-white">
          {topic.title}
        </Link>
      </h2>
      {topic.tags.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Tags">
          {topic.tags.map((t) => (
            <li key={t}>
              <TagLink tag={t} active={t === activeTag} onPick={onTag} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 line-clamp-3 whitespace-pre-line text-sm text-slate-700 dark:text-slate-300">{topic.content}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600 dark:text-slate-400">
        <div className="flex flex-wrap items-center gap-4">
          <span className="inline-flex items-center gap-1" title="Upvotes">
            <Icon name="thumbs-up" className="h-4 w-4" />
            <span className="sr-only">Upvotes:</span> {topic.upvotes}
          </span>
          <span className="inline-flex items-center gap-1">
            <Icon name="message-square" className="h-4 w-4" />
            {replyCountLabel(topic.replyCount)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Icon name="eye" className="h-4 w-4" />
            {topic.views} {topic.views === 1 ? 'view' : 'views'}
          </span>
        </div>
        <Link
          to={paths.forumTopic(topic.id)}
          className="font-medium text-brand-600 hover:underline dark:text-brand-300"
          aria-label={`View Discussion: ${topic.title}`}
        >
          View Discussion
        </Link>
      </div>
    </article>
  );
}

function ListSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-40 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
      ))}
    </div>
  );
}

/** 'Community Forum': search (on submit), sort, tag filter, server paging. Filters live in the URL. */
export function TopicList() {
  const auth = useAuthState();
  const signedIn = auth.status === 'signedIn';
  const [sp, setSp] = useSearchParams();
  const filters = readFilters(sp);
  const [draft, setDraft] = useState(filters.search);
  useEffect(() => setDraft(filters.search), [filters.search]);
  const q = useQuery(topicsQuery(filters));

  const update = (next: Partial<typeof filters>) => {
    const f = { ...filters, page: 1, ...next };
    const out = new URLSearchParams();
    if (f.search) out.set('search', f.search);
    if (f.sort !== 'newest') out.set('sort', f.sort);
    if (f.tag) out.set('tag', f.tag);
    if (f.page > 1) out.set('page', String(f.page));
    setSp(out);
  };
  const filtered = !!(filters.search || filters.tag || filters.sort !== 'newest');
  const data = q.data;

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">Community Forum</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Ask questions and share what works in AI-powered test automation.</p>
        </div>
        {signedIn ? (
          <ButtonLink to={paths.forumNew}>
            <Icon name="plus" className="h-4 w-4" />
            New Topic
          </ButtonLink>
        ) : (
          <ButtonLink to={`${paths.login}?next=${encodeURIComponent(paths.forumNew)}`}>Sign in to Post</ButtonLink>
        )}
      </div>

      <SearchFilterForm
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        search={{ id: 'forum-search', name: 'search', label: 'Search discussions', placeholder: 'Search discussions...' }}
        fields={['sort']}
        value={draft}
        onChange={setDraft}
        onSearch={(search) => update({ search })}
        clear={{ show: filtered, onClear: () => setSp(new URLSearchParams()) }}
      >
        <FilterSelect id="forum-sort" name="sort" label="Sort by" value={filters.sort} onChange={(v) => update({ sort: v as ForumSort })}>
          <OptionList values={forumSorts} labels={forumSortLabels} />
        </FilterSelect>
      </SearchFilterForm>
      {filters.tag && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          Showing discussions tagged <strong>#{filters.tag}</strong>.{' '}
          <button type="button" className="font-medium text-brand-600 underline dark:text-brand-300" onClick={() => update({ tag: '' })}>
            Remove tag filter
          </button>
        </p>
      )}

      <div className="mt-6" aria-live="polite" aria-busy={q.isFetching}>
        {q.isPending ? (
          <ListSkeleton />
        ) : q.isError ? (
          <Alert tone="error">{q.error.message}</Alert>
        ) : data && data.items.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
            <Icon name="messages-square" className="mx-auto h-10 w-10 text-slate-400" />
            <h2 className="mt-3 text-lg font-semibold">No discussions found</h2>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              {filters.search || filters.tag
                ? 'Try adjusting your search or filters to find more discussions.'
                : 'Be the first to start a discussion in this community!'}
            </p>
            <div className="mt-4">
              {signedIn ? (
                <ButtonLink to={paths.forumNew}>Start a Discussion</ButtonLink>
              ) : (
                <ButtonLink to={`${paths.login}?next=${encodeURIComponent(paths.forumNew)}`}>Sign in to Start Discussion</ButtonLink>
              )}
            </div>
          </div>
        ) : (
          data && (
            <>
              <p className="sr-only" role="status">
                {formatTotal(data.total, data.totalCapped)} {data.total === 1 ? 'discussion' : 'discussions'}
              </p>
              <ul className="space-y-4">
                {data.items.map((t) => (
                  <li key={t.id}>
                    <TopicCard topic={t} activeTag={filters.tag} onTag={(tag) => update({ tag: tag === filters.tag ? '' : tag })} />
                  </li>
                ))}
              </ul>
              <Pager page={data.page} totalPages={data.totalPages} onPage={(p) => update({ page: p })} className="mt-6" />
            </>
          )
        )}
      </div>
    </section>
  );
}
