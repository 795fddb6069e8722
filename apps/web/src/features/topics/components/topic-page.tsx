import { topicMessages } from '@portal/shared/topics';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { FeedList, FeedSkeleton } from '../../../components/feed-list.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useHead } from '../../../lib/head.tsx';
import { useTopicPage } from '../api/topics-api.ts';
import { FollowButton } from './follow-button.tsx';

/** /topics/{slug}: the topic's newest items across types, with its Follow button. */
export function TopicPage({ slug }: { slug: string }) {
  const q = useTopicPage(slug);
  const d = q.data;
  useHead({
    title: d ? d.topic.name : q.isError ? topicMessages.topicNotFound : 'Topic',
    description: d ? `The newest webinars, jobs, courses, certifications, updates and trials about ${d.topic.name}.` : undefined,
  });
  if (q.isPending) return <FeedSkeleton rows={6} />;
  if (q.isError || !d) {
    const missing = (q.error as { status?: number } | null)?.status === 404;
    return (
      <div className="mx-auto max-w-md py-16 text-center">
        <h1 className="text-2xl font-semibold">{missing ? topicMessages.topicNotFound : 'Could not load this topic'}</h1>
        {!missing && <p className="mt-2 text-slate-600 dark:text-slate-300">{q.error instanceof Error ? q.error.message : 'Please try again.'}</p>}
        <ButtonLink to={paths.topics} className="mt-6">
          All topics
        </ButtonLink>
      </div>
    );
  }
  return (
    // Left-aligned like every other page; the list keeps a readable width.
    <article className="max-w-3xl">
      <Link
        to={paths.topics}
        className="mb-4 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-white"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All topics
      </Link>
      <header className="mb-6 flex flex-wrap items-center gap-4">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-slate-600 dark:text-slate-400">Topic</p>
          <h1 className="text-2xl font-semibold">{d.topic.name}</h1>
        </div>
        <FollowButton kind="topic" id={d.topic.id} name={d.topic.name} />
      </header>
      {d.items.length ? (
        <FeedList items={d.items} label={`Newest about ${d.topic.name}`} />
      ) : (
        <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
          <p className="text-slate-600 dark:text-slate-300">Nothing has been published about {d.topic.name} yet.</p>
          <Link to="/webinars" className="mt-2 inline-block text-brand-700 underline dark:text-brand-300">
            Browse webinars
          </Link>
        </div>
      )}
    </article>
  );
}
