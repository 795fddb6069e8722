import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuthState } from '../../../lib/auth.tsx';
import { keepForSignIn, takePending } from '../../../lib/pending-form.ts';
import { createTopic, forumKeys } from '../api/forum-api.ts';
import { BackToForum } from './forum-parts.tsx';
import { TopicForm, type TopicValues, validateTopic } from './topic-form.tsx';

const PENDING = 'forum-new';

/**
 * 'Start a New Discussion'. Visitors may fill it in; submitting keeps what they wrote and sends them to /login, and
 * back here signed in the discussion is created (or, if that fails, the form shows what they wrote with the reason).
 */
export function NewTopic() {
  const auth = useAuthState();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [kept] = useState(() => takePending<TopicValues>(PENDING));
  const [failed, setFailed] = useState<string | null>(null);
  const sent = useRef(false);
  const create = async (v: TopicValues) => {
    const { id } = await createTopic({ title: v.title, content: v.content, tags: v.tags, category: v.category || null });
    await qc.invalidateQueries({ queryKey: forumKeys.all });
    navigate(paths.forumTopic(id));
  };
  const finishing = !!kept && auth.status === 'signedIn' && !failed && !Object.values(validateTopic(kept)).some(Boolean);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the member is back with what they wrote
  useEffect(() => {
    if (!finishing || sent.current || !kept) return;
    sent.current = true;
    create(kept).catch((err) => setFailed(errorMessage(err)));
  }, [finishing]);
  return (
    <section className="max-w-3xl">
      <BackToForum />
      <h1 className="mt-4 text-2xl font-semibold">Start a New Discussion</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">Share a question or an idea with the community.</p>
      {failed && (
        <div className="mt-4">
          <Alert tone="error">{failed}</Alert>
        </div>
      )}
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        {finishing ? (
          <p role="status" aria-busy="true" className="text-slate-600 dark:text-slate-300">
            Creating…
          </p>
        ) : (
          <TopicForm
            initial={kept ?? undefined}
            submitLabel="Create Discussion"
            busyLabel="Creating…"
            onCancel={() => navigate(paths.forum)}
            guard={(v) => {
              if (auth.status === 'signedIn') return true;
              keepForSignIn(PENDING, v);
              navigate(`${paths.login}?next=${encodeURIComponent(paths.forumNew)}`);
              return false;
            }}
            onSubmit={create}
          />
        )}
      </div>
    </section>
  );
}
