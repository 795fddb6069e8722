import { Tags } from 'lucide-react';
import { Link } from 'react-router';
import { FeedSkeleton } from '../../../components/feed-list.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useHead } from '../../../lib/head.tsx';
import { useTopicList } from '../api/topics-api.ts';

/** /topics: every topic, with how many items carry it, each linking to its page. */
export function TopicsIndex() {
  const q = useTopicList();
  useHead({ title: 'Topics', description: 'Every topic on AI Testing Hub, with its webinars, jobs, courses, certifications, updates and trials.' });
  return (
    <section>
      <PageHeader title="Topics" subtitle="Webinars, jobs, courses, certifications, updates and trials by subject." />
      {q.isPending ? (
        <FeedSkeleton rows={6} />
      ) : q.isError ? (
        <Alert tone="error">{errorMessage(q.error)}</Alert>
      ) : q.data.items.length === 0 ? (
        <EmptyState icon={Tags}>
          <p className="mt-3 text-slate-700 dark:text-slate-300">No topics yet.</p>
        </EmptyState>
      ) : (
        <ul aria-label="Topics" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {q.data.items.map((t) => (
            <li key={t.id}>
              <Link
                to={paths.topic(t.slug)}
                className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="font-medium text-slate-900 dark:text-slate-100">{t.name}</span>
                <span className="sr-only">, </span>
                <span className="shrink-0 text-sm text-slate-600 dark:text-slate-400">
                  {t.itemCount} {t.itemCount === 1 ? 'item' : 'items'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
