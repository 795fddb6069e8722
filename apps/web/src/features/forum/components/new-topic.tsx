import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAuthState } from '../../../lib/auth.tsx';
import { createTopic, forumKeys } from '../api/forum-api.ts';
import { BackToForum } from './forum-parts.tsx';
import { TopicForm } from './topic-form.tsx';

/** 'Start a New Discussion'. Visitors may fill it in; submitting sends them to /login. */
export function NewTopic() {
  const auth = useAuthState();
  const navigate = useNavigate();
  const qc = useQueryClient();
  return (
    <section className="max-w-3xl">
      <BackToForum />
      <h1 className="mt-4 text-2xl font-semibold">Start a New Discussion</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">Share a question or an idea with the community.</p>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <TopicForm
          submitLabel="Create Discussion"
          busyLabel="Creating…"
          onCancel={() => navigate(paths.forum)}
          guard={() => {
            if (auth.status === 'signedIn') return true;
            navigate(`${paths.login}?next=${encodeURIComponent(paths.forumNew)}`);
            return false;
          }}
          onSubmit={async (v) => {
            const { id } = await createTopic({ title: v.title, content: v.content, tags: v.tags, category: v.category || null });
            await qc.invalidateQueries({ queryKey: forumKeys.all });
            navigate(paths.forumTopic(id));
          }}
        />
      </div>
    </section>
  );
}
