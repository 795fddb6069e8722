import { replyCountLabel, type TopicDetail as Topic } from '@portal/shared/forum';
import { Eye, Lock, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AuthorLine } from './author-line.tsx';
import { PostVotes } from './vote-buttons.tsx';

import { PostText } from './reply-editor.tsx';

/** The discussion itself: tags, title, the author's actions, meta line, text and votes. */
export function TopicPost({ topic, signedIn, actions }: { topic: Topic; signedIn: boolean; actions: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      {topic.tags.length > 0 && (
        <ul className="mb-3 flex flex-wrap gap-1.5" aria-label="Tags">
          {topic.tags.map((t) => (
            <li key={t}>
              <Link
                to={`${paths.forum}?tag=${encodeURIComponent(t)}`}
                className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-300"
              >
                #{t}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 id="topic-title" className="text-2xl font-semibold break-words">
          {topic.title}
        </h1>
        {actions}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
        <AuthorLine author={topic.author} date={topic.createdAt} long />
        {topic.category && (
          <span className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-slate-800 dark:text-slate-200">{topic.category}</span>
        )}
        <span className="inline-flex items-center gap-1" data-testid="topic-views">
          <Eye className="h-4 w-4" aria-hidden="true" />
          {topic.views} {topic.views === 1 ? 'view' : 'views'}
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageSquare className="h-4 w-4" aria-hidden="true" />
          {replyCountLabel(topic.replyCount)}
        </span>
        {topic.isLocked && (
          <span className="inline-flex items-center gap-1 font-medium text-amber-700 dark:text-amber-400">
            <Lock className="h-4 w-4" aria-hidden="true" />
            Locked
          </span>
        )}
      </div>
      <div className="mt-5">
        <PostText text={topic.content} />
      </div>
      <div className="mt-5">
        <PostVotes type="topic" post={topic} signedIn={signedIn} label="this discussion" />
      </div>
    </div>
  );
}
